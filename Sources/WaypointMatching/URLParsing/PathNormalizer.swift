/// Turns the path part of a URL into Waypoint's canonical route path (the Routing semantics
/// article, *Normalization*).
///
/// The canonical path starts with `/`, has no empty segment, no trailing `/` (except the root
/// itself), no `.` or `..` segment, no percent-encoded unreserved character, uppercase hex in
/// every remaining escape, and every space, non-ASCII byte or unsafe character percent-encoded.
enum PathNormalizer {
  /// What normalization made of a path.
  enum Outcome {
    /// The bytes were canonical already: use them as they are.
    case unchanged
    /// The canonical form, which differs from the input.
    case rewritten(String)
  }

  /// Normalizes `bytes[range]`, a path or, for an app scheme, everything after `scheme:`.
  ///
  /// - Parameter url: the whole input, for error messages.
  /// - Throws: ``MatchingError/badPercentEscape(_:offset:)`` and ``MatchingError/pathAboveRoot(_:)``.
  static func normalize(
    _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, url: @autoclosure () -> String
  ) throws(MatchingError) -> Outcome {
    switch scan(bytes, range: range) {
    case .canonical:
      return .unchanged
    case .canonicalWithEscapes:
      if let offset = PercentEncoding.firstInvalidEscape(in: bytes, range: range) {
        throw .badPercentEscape(url(), offset: offset)
      }
      return .unchanged
    case .needsRewrite:
      if let offset = PercentEncoding.firstInvalidEscape(in: bytes, range: range) {
        throw .badPercentEscape(url(), offset: offset)
      }
      guard let rewritten = rewrite(bytes, range: range) else { throw .pathAboveRoot(url()) }
      return .rewritten(rewritten)
    }
  }

  private enum ScanResult {
    case canonical
    case canonicalWithEscapes
    case needsRewrite
  }

  /// One pass that tells whether the bytes are canonical already (the common case).
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> ScanResult {
    guard !range.isEmpty, bytes[range.lowerBound] == URLByte.slash else { return .needsRewrite }
    if range.count == 1 { return .canonical }
    guard bytes[range.upperBound - 1] != URLByte.slash else { return .needsRewrite }
    var sawEscape = false
    var segmentStart = range.lowerBound + 1
    var index = segmentStart
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == URLByte.slash {
        if index == segmentStart || isDotSegment(bytes, segmentStart..<index) {
          return .needsRewrite
        }
        segmentStart = index + 1
      } else if byte == URLByte.percent {
        guard index + 2 < range.upperBound,
          let high = URLByte.uppercaseHexValue(bytes[index + 1]),
          let low = URLByte.uppercaseHexValue(bytes[index + 2]),
          !URLByte.isUnreserved(high << 4 | low)
        else { return .needsRewrite }
        sawEscape = true
        index += 2
      } else if !URLByte.isSegmentSafe(byte) {
        return .needsRewrite
      }
      index += 1
    }
    if isDotSegment(bytes, segmentStart..<range.upperBound) { return .needsRewrite }
    return sawEscape ? .canonicalWithEscapes : .canonical
  }

  /// Builds the canonical path; `nil` when a `..` climbs above the root.
  private static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> String? {
    var output: [UInt8] = []
    output.reserveCapacity(range.count + 16)
    var keptSegmentStarts: [Int] = []
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == URLByte.slash {
        index += 1
        continue
      }
      let segmentStart = output.count
      output.append(URLByte.slash)
      while index < range.upperBound && bytes[index] != URLByte.slash {
        index = appendCanonical(bytes, at: index, to: &output)
      }
      let length = output.count - segmentStart - 1
      let isDot = length >= 1 && length <= 2 && output[segmentStart + 1] == URLByte.dot
      if isDot && length == 1 {
        output.removeSubrange(segmentStart...)
      } else if isDot && output[segmentStart + 2] == URLByte.dot {
        guard let previous = keptSegmentStarts.popLast() else { return nil }
        output.removeSubrange(previous...)
      } else {
        keptSegmentStarts.append(segmentStart)
      }
    }
    if output.isEmpty { output.append(URLByte.slash) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the canonical form of the character at `index`; returns the index after it.
  /// Escapes must have been validated.
  @inline(__always)
  private static func appendCanonical(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, to output: inout [UInt8]
  ) -> Int {
    let byte = bytes[index]
    if byte == URLByte.percent, let high = URLByte.hexValue(bytes[index + 1]),
      let low = URLByte.hexValue(bytes[index + 2])
    {
      appendCanonicalEscape(high << 4 | low, to: &output)
      return index + 3
    }
    appendCanonical(byte, to: &output)
    return index + 1
  }

  /// Appends the canonical form of an escaped byte: the byte itself when it is unreserved,
  /// else `%XX` in uppercase.
  @inline(__always)
  static func appendCanonicalEscape(_ value: UInt8, to output: inout [UInt8]) {
    if URLByte.isUnreserved(value) {
      output.append(value)
    } else {
      PercentEncoding.appendEscape(value, to: &output)
    }
  }

  /// Appends one unencoded byte of a path or pattern literal in canonical form.
  @inline(__always)
  static func appendCanonical(_ byte: UInt8, to output: inout [UInt8]) {
    if URLByte.isSegmentSafe(byte) {
      output.append(byte)
    } else {
      PercentEncoding.appendEscape(byte, to: &output)
    }
  }

  /// Whether `bytes[range]` is `.` or `..`.
  @inline(__always)
  static func isDotSegment(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    switch range.count {
    case 1: return bytes[range.lowerBound] == URLByte.dot
    case 2:
      return bytes[range.lowerBound] == URLByte.dot && bytes[range.lowerBound + 1] == URLByte.dot
    default: return false
    }
  }
}
