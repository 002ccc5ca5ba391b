/// Percent-decoding and percent-encoding of URL components (RFC 3986 §2.1).
package enum PercentEncoding {
  /// Checks every `%` escape in `bytes[range]` and that the decoded bytes are UTF-8.
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
  package static func decode(bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool = false) -> String
  {
    let needsWork = bytes.contains { $0 == URLByte.percent || (plusIsSpace && $0 == URLByte.plus) }
    guard needsWork else { return String(decoding: bytes, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == URLByte.percent, index + 2 < bytes.count,
        let high = URLByte.hexValue(bytes[index + 1]), let low = URLByte.hexValue(bytes[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
        continue
      }
      output.append(plusIsSpace && byte == URLByte.plus ? URLByte.space : byte)
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
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
        output.append(contentsOf: [
          URLByte.percent, URLByte.hexDigit(byte >> 4), URLByte.hexDigit(byte & 0xF),
        ])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
