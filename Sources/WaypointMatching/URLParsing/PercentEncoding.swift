/// Percent-decoding and percent-encoding of URL components (RFC 3986 §2.1).
package enum PercentEncoding {
  /// Checks every `%` escape in `bytes[range]` and that the decoded bytes are UTF-8.
  ///
  /// `bytes` are a string's (valid UTF-8), and `range` starts at a character boundary: the
  /// text between escapes is then UTF-8 already, and only an escape, or the raw bytes that
  /// finish a character an escape began, is decoded and checked. From a character boundary,
  /// the next `%` is found with `memchr` (``ByteSearch``), so text without escapes, ASCII or
  /// not, costs one call.
  ///
  /// - Returns: `nil` when all is well, or the offset of the first escape that is malformed
  ///   (`%` without two hex digits) or starts a byte sequence that is not UTF-8.
  package static func firstInvalidEscape(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>)
    -> Int?
  {
    var validator = UTF8Validator()
    var sequenceStart = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if validator.isAtBoundary {
        // A string's raw bytes from a character boundary up to a `%` (an ASCII byte) are
        // whole characters.
        index = ByteSearch.firstIndex(
          of: URLByte.percent, in: bytes, from: index, to: range.upperBound)
        guard index < range.upperBound else { break }
      }
      var byte = bytes[index]
      let start = index
      if byte == URLByte.percent {
        guard index + 2 < range.upperBound, let high = URLByte.hexValue(bytes[index + 1]),
          let low = URLByte.hexValue(bytes[index + 2])
        else { return index }
        byte = high << 4 | low
        index += 3
      } else {
        index += 1
      }
      if validator.isAtBoundary { sequenceStart = start }
      guard validator.feed(byte) else { return sequenceStart }
    }
    return validator.isAtBoundary ? nil : sequenceStart
  }

  /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`) once.
  ///
  /// The text must have passed ``firstInvalidEscape(in:range:)``; a stray `%` is kept as it is.
  package static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String {
    var text = text
    return text.withUTF8 { decode(bytes: $0, plusIsSpace: plusIsSpace) }
  }

  /// ``decode(_:plusIsSpace:)`` on UTF-8 bytes; text without escapes is copied as it is.
  ///
  /// Escapes are looked for eight bytes at a time, and the text between them is copied whole.
  package static func decode(bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool = false) -> String
  {
    var next = nextEscape(in: bytes, from: 0, plusIsSpace: plusIsSpace)
    guard next < bytes.count, let input = bytes.baseAddress else {
      return String(decoding: bytes, as: UTF8.self)
    }
    // Decoding never lengthens the text.
    return String(unsafeUninitializedCapacity: bytes.count) { output in
      guard let base = output.baseAddress else { return 0 }
      var written = 0
      var copied = 0
      while true {
        (base + written).initialize(from: input + copied, count: next - copied)
        written += next - copied
        guard next < bytes.count else { return written }
        var byte = bytes[next]
        copied = next + 1
        if byte == URLByte.percent, next + 2 < bytes.count,
          let high = URLByte.hexValue(bytes[next + 1]), let low = URLByte.hexValue(bytes[next + 2])
        {
          byte = high << 4 | low
          copied = next + 3
        } else if byte == URLByte.plus {
          byte = URLByte.space
        }
        (base + written).initialize(to: byte)
        written += 1
        next = nextEscape(in: bytes, from: copied, plusIsSpace: plusIsSpace)
      }
    }
  }

  /// The offset of the first `%` (and `+` when `plusIsSpace`) in `bytes` at or after `start`, or
  /// `bytes.count` when there is none; eight bytes at a time.
  @inline(__always)
  static func nextEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, plusIsSpace: Bool)
    -> Int
  {
    URLByte.firstIndex(in: bytes, from: start, to: bytes.count) { word in
      URLByte.bytes(of: word, equalTo: URLByte.percent)
        | (plusIsSpace ? URLByte.bytes(of: word, equalTo: URLByte.plus) : 0)
    } matches: { byte in
      byte == URLByte.percent || (plusIsSpace && byte == URLByte.plus)
    }
  }

  /// Query items as `name=value` pairs joined by `&`, in order, names and values encoded so
  /// that only unreserved characters stay (`+`, `&`, `=` and spaces are all encoded).
  package static func query(_ items: some Sequence<(name: String, value: String)>) -> String {
    items.map {
      encode($0.name, keeping: URLByte.isUnreserved) + "="
        + encode($0.value, keeping: URLByte.isUnreserved)
    }
    .joined(separator: "&")
  }

  /// Percent-encodes every byte of `text` for which `isAllowed` is false.
  package static func encode(_ text: some StringProtocol, keeping isAllowed: (UInt8) -> Bool)
    -> String
  {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isAllowed(byte) {
        output.append(byte)
      } else {
        escape(byte) { output.append($0) }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `%XX` for `byte`, in uppercase, to `emit` one byte at a time (an array literal would
  /// allocate).
  @inline(__always)
  static func escape(_ byte: UInt8, _ emit: (UInt8) -> Void) {
    emit(URLByte.percent)
    emit(URLByte.hexDigit(byte >> 4))
    emit(URLByte.hexDigit(byte & 0xF))
  }
}
