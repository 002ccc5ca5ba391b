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
  ///
  /// The path is written straight into the string's storage (a byte becomes at most three); a
  /// `.` segment is taken back as soon as it is written, and a `..` with the kept segment before
  /// it, found by its `/`.
  private static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> String? {
    var climbsAboveRoot = false
    let path = String(unsafeUninitializedCapacity: range.count * 3 + 1) { output -> Int in
      guard let base = output.baseAddress else { return 0 }
      var written = 0
      let emit = { (byte: UInt8) in
        base[written] = byte
        written += 1
      }
      var index = range.lowerBound
      while index < range.upperBound {
        if bytes[index] == URLByte.slash {
          index += 1
          continue
        }
        let segmentStart = written
        emit(URLByte.slash)
        while index < range.upperBound && bytes[index] != URLByte.slash {
          let byte = bytes[index]
          if byte == URLByte.percent, let high = URLByte.hexValue(bytes[index + 1]),
            let low = URLByte.hexValue(bytes[index + 2])
          {
            canonicalEscape(high << 4 | low, emit)
            index += 3
          } else {
            canonicalByte(byte, emit)
            index += 1
          }
        }
        let length = written - segmentStart - 1
        guard length <= 2, base[segmentStart + 1] == URLByte.dot else { continue }
        if length == 1 {
          written = segmentStart
        } else if base[segmentStart + 2] == URLByte.dot {
          guard segmentStart > 0 else {
            climbsAboveRoot = true
            return 0
          }
          // The kept segment before this one starts at the last `/` before it.
          var previous = segmentStart - 1
          while base[previous] != URLByte.slash { previous -= 1 }
          written = previous
        }
      }
      if written == 0 { emit(URLByte.slash) }
      return written
    }
    return climbsAboveRoot ? nil : path
  }

  /// The canonical form of an escaped byte, to `emit`: the byte itself when it is unreserved,
  /// else `%XX` in uppercase.
  @inline(__always)
  static func canonicalEscape(_ value: UInt8, _ emit: (UInt8) -> Void) {
    if URLByte.isUnreserved(value) {
      emit(value)
    } else {
      PercentEncoding.escape(value, emit)
    }
  }

  /// The canonical form of one unencoded byte of a path or pattern literal, to `emit`.
  @inline(__always)
  static func canonicalByte(_ byte: UInt8, _ emit: (UInt8) -> Void) {
    if URLByte.isSegmentSafe(byte) {
      emit(byte)
    } else {
      PercentEncoding.escape(byte, emit)
    }
  }

  /// Appends the canonical form of an escaped byte (``canonicalEscape(_:_:)``).
  @inline(__always)
  static func appendCanonicalEscape(_ value: UInt8, to output: inout [UInt8]) {
    canonicalEscape(value) { output.append($0) }
  }

  /// Appends one unencoded byte of a path or pattern literal in canonical form
  /// (``canonicalByte(_:_:)``).
  @inline(__always)
  static func appendCanonical(_ byte: UInt8, to output: inout [UInt8]) {
    canonicalByte(byte) { output.append($0) }
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
