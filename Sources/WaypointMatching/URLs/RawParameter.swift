/// One path parameter exactly as the URL has it, still percent-encoded: a view of the URL's
/// UTF-8 bytes, from ``TableMatch/rawParameter(at:)``.
///
/// Making one copies no bytes, computes no string index and allocates nothing, as matchit hands
/// out slices of the path: reading every parameter of every match costs next to nothing.
/// Read the bytes with ``withUTF8(_:)``, compare with `==`, or make text with ``substring``
/// when needed; ``TableMatch/parameters`` decodes by name.
///
/// ```swift
/// // Route "/repos/:owner/:repo"
/// let match = try router.match("/repos/apple/swift%20nio")
/// let repo = match?.rawParameter(at: 1)
/// repo == "swift%20nio"              // true
/// repo?.count                        // 11 (UTF-8 bytes)
/// repo?.withUTF8 { Int($0.first!) }  // 115 ("s")
/// ```
public struct RawParameter: Sendable, Hashable, CustomStringConvertible {
  /// The text the value is a part of: the URL, or its rewritten path.
  @usableFromInline let text: String
  /// Where the value is in `text`, as UTF-8 offsets.
  @usableFromInline let start: Int
  @usableFromInline let end: Int

  /// The value at UTF-8 offsets `start..<end` of `text`.
  @inlinable
  init(text: String, start: Int, end: Int) {
    self.text = text
    self.start = start
    self.end = end
  }

  /// The number of UTF-8 bytes.
  @inlinable public var count: Int { end - start }

  /// Whether the value is empty (an empty constrained parameter, `/test/` for `/test/:id(\d*)`).
  public var isEmpty: Bool { start == end }

  /// Calls `body` with the value's UTF-8 bytes, in place in the URL's storage when the string
  /// is native (a bridged string is made contiguous first).
  public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    var text = text
    return try text.withUTF8 { bytes in
      try body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
  }

  /// The value as text (percent-encoded as in the URL); slicing the URL costs a string index
  /// computation, which the other accessors avoid.
  public var substring: Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    return text[lower..<utf8.index(lower, offsetBy: end - start)]
  }

  /// The value's UTF-8 view, as a view of the URL's text.
  public var utf8: Substring.UTF8View { substring.utf8 }

  /// The value percent-decoded once (`a%2Fb` reads `a/b`, `%252F` reads `%2F`), as
  /// ``TableMatch/parameters`` decodes it: a new string, which allocates when it is longer
  /// than 15 UTF-8 bytes.
  public var decoded: String {
    withUTF8 { PercentEncoding.decode(bytes: $0) }
  }

  /// The value as a new string, percent-encoded as in the URL.
  public var description: String { String(substring) }

  /// Two values are equal when their bytes are.
  public static func == (lhs: RawParameter, rhs: RawParameter) -> Bool {
    lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
  }

  /// Whether the value's bytes are the UTF-8 bytes of `text`.
  public static func == (lhs: RawParameter, rhs: some StringProtocol) -> Bool {
    lhs.withUTF8 { bytes in bytes.elementsEqual(rhs.utf8) }
  }

  /// Hashes the value's bytes.
  public func hash(into hasher: inout Hasher) {
    withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
