/// The query of a URL as ordered items (<doc:RoutingSemantics#Four-sources>).
///
/// A repeated name keeps every value; `+` means a space here (and only here); `%2B` is `+`; a
/// name without `=` has the value `""`; a value may contain `=`. Nothing is decoded until read.
///
/// ```swift
/// let query = try RouteURL("/search?tag=a&tag=b+c&flag&expr=x%3Dy").query
/// query.all("tag")    // ["a", "b c"]
/// query.last("tag")   // "b c"
/// query["flag"]       // ""
/// query["expr"]       // "x=y"
/// ```
public struct QueryParameters: Sendable, Hashable, Sequence, CustomStringConvertible {
  /// The query as it appeared in the URL, without the `?`.
  public let rawValue: Substring

  /// A query from its text, without the leading `?`; escapes must be well-formed.
  init(_ rawValue: Substring) {
    self.rawValue = rawValue
  }

  /// Whether the query has no items.
  public var isEmpty: Bool {
    var raw = rawValue
    return raw.withUTF8 { bytes in
      var offset = 0
      return Self.nextItem(bytes, from: &offset) == nil
    }
  }

  /// Every item, in order.
  public var items: [QueryItem] { Array(self) }

  /// The distinct names, in order of first appearance.
  public var names: [String] {
    var seen = Set<String>()
    return compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  /// The first value for `name` (the same as ``first(_:)``).
  public subscript(name: String) -> String? { first(name) }

  /// The first value for `name`, or `nil` when the query does not have it.
  public func first(_ name: String) -> String? {
    var found: String?
    forEachValue(named: name) { value in
      found = value()
      return false
    }
    return found
  }

  /// The last value for `name`, or `nil` when the query does not have it.
  public func last(_ name: String) -> String? {
    var found: String?
    forEachValue(named: name) { value in
      found = value()
      return true
    }
    return found
  }

  /// Every value for `name`, in order; empty when the query does not have it.
  public func all(_ name: String) -> [String] {
    var found: [String] = []
    forEachValue(named: name) { value in
      found.append(value())
      return true
    }
    return found
  }

  /// Whether the query has at least one item called `name`.
  public func contains(_ name: String) -> Bool {
    var found = false
    forEachValue(named: name) { _ in
      found = true
      return false
    }
    return found
  }

  /// Iterates over the decoded items, in order.
  public func makeIterator() -> Iterator {
    Iterator(rawValue: rawValue)
  }

  /// The query as it appeared in the URL.
  public var description: String { String(rawValue) }

  /// Reads the items one at a time, decoding each only when it is reached.
  ///
  /// Items are split at the byte `&` and a name ends at the first byte `=`, whatever follows
  /// them: `&` and `=` followed by a combining mark (one `Character` with it) still separate.
  ///
  /// A type of its own, not an opaque `some IteratorProtocol`: a loop over the items outside
  /// this module then calls ``next()`` directly, where an opaque iterator made every step look
  /// up its conformance at run time.
  public struct Iterator: IteratorProtocol {
    let rawValue: Substring
    /// The UTF-8 offset in `rawValue` where the next item may start.
    var offset = 0

    /// The next item, decoded; `nil` after the last one.
    public mutating func next() -> QueryItem? {
      var raw = rawValue
      var offset = self.offset
      defer { self.offset = offset }
      return raw.withUTF8 { bytes in
        while let item = QueryParameters.nextItem(bytes, from: &offset) {
          return QueryItem(
            name: PercentEncoding.decode(bytes: rebase(bytes, item.name), plusIsSpace: true),
            value: item.value.map {
              PercentEncoding.decode(bytes: rebase(bytes, $0), plusIsSpace: true)
            } ?? "")
        }
        return nil
      }
    }
  }

  /// The name and value (after its `=`, `nil` without one) of the next non-empty item at or
  /// after `offset`, which moves past it; `nil` at the end.
  private static func nextItem(_ bytes: UnsafeBufferPointer<UInt8>, from offset: inout Int)
    -> (name: Range<Int>, value: Range<Int>?)?
  {
    while offset < bytes.count {
      let start = offset
      let end = ByteSearch.firstIndex(
        of: URLByte.ampersand, in: bytes, from: start, to: bytes.count)
      offset = end + 1
      guard end > start else { continue }
      let equals = ByteSearch.firstIndex(of: URLByte.equals, in: bytes, from: start, to: end)
      guard equals < end else { return (start..<end, nil) }
      return (start..<equals, equals + 1..<end)
    }
    return nil
  }

  /// Calls `body` with a way to decode the value of each item called `name`, in order, until it
  /// returns `false`. A value is decoded only when read.
  private func forEachValue(
    named name: String, _ body: (_ value: () -> String) -> Bool
  ) {
    var wantedName = name
    var raw = rawValue
    wantedName.withUTF8 { wanted in
      let wantedIsASCII = !wanted.contains { $0 >= 0x80 }
      raw.withUTF8 { bytes in
        var offset = 0
        while let item = Self.nextItem(bytes, from: &offset) {
          let itemName = rebase(bytes, item.name)
          let isSame = Self.name(
            itemName, decodesTo: name, utf8: wanted, whichIsASCII: wantedIsASCII)
          guard isSame else { continue }
          let value = {
            item.value.map {
              PercentEncoding.decode(bytes: rebase(bytes, $0), plusIsSpace: true)
            } ?? ""
          }
          guard body(value) else { return }
        }
      }
    }
  }

  /// Whether the item name `raw`, decoded, is a string equal to `name` (whose UTF-8 is
  /// `wanted`). The name is decoded byte by byte as it is compared, into a string only when
  /// neither shortcut answers: decoded bytes equal to `wanted`, or two ASCII strings, which are
  /// equal only when their bytes are (strings compare by canonical equivalence: `caf%C3%A9` is
  /// `cafe\u{301}`, and `%E2%84%AA`, the Kelvin sign, is `K`).
  private static func name(
    _ raw: UnsafeBufferPointer<UInt8>, decodesTo name: String,
    utf8 wanted: UnsafeBufferPointer<UInt8>, whichIsASCII wantedIsASCII: Bool
  ) -> Bool {
    if PercentEncoding.nextEscape(in: raw, from: 0, plusIsSpace: true) == raw.count {
      // Without escapes, the name is its bytes, compared eight at a time.
      if raw.count == wanted.count,
        raw.isEmpty || URLByte.bytesEqual(raw.baseAddress!, wanted.baseAddress!, count: raw.count)
      {
        return true
      }
      if wantedIsASCII && URLByte.isASCII(raw) { return false }
      return String(decoding: raw, as: UTF8.self) == name
    }
    var index = 0
    var matched = 0
    var isSameSoFar = true
    var isASCII = true
    while index < raw.count {
      var byte = raw[index]
      if byte == URLByte.percent, index + 2 < raw.count,
        let high = URLByte.hexValue(raw[index + 1]), let low = URLByte.hexValue(raw[index + 2])
      {
        byte = high << 4 | low
        index += 3
      } else {
        if byte == URLByte.plus { byte = URLByte.space }
        index += 1
      }
      if byte >= 0x80 { isASCII = false }
      if isSameSoFar {
        if matched < wanted.count && wanted[matched] == byte {
          matched += 1
        } else {
          isSameSoFar = false
        }
      }
      if !isSameSoFar && !(isASCII && wantedIsASCII) { break }
    }
    if isSameSoFar && matched == wanted.count { return true }
    if isASCII && wantedIsASCII { return false }
    return PercentEncoding.decode(bytes: raw, plusIsSpace: true) == name
  }
}

/// `bytes[range]` as a buffer of its own.
private func rebase(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
  -> UnsafeBufferPointer<UInt8>
{
  UnsafeBufferPointer(rebasing: bytes[range])
}
