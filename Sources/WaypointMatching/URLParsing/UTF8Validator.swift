/// Checks, byte by byte, that a stream is well-formed UTF-8 (RFC 3629: no overlongs, no
/// surrogates, nothing above U+10FFFF). Used on percent-decoded bytes, which may be anything.
struct UTF8Validator {
  private var remaining = 0
  private var lowerBound: UInt8 = 0x80
  private var upperBound: UInt8 = 0xBF

  /// Whether the bytes fed so far end on a character boundary.
  var isAtBoundary: Bool { remaining == 0 }

  /// Feeds one byte; returns `false` as soon as the stream cannot be UTF-8.
  @inline(__always)
  mutating func feed(_ byte: UInt8) -> Bool {
    if remaining > 0 {
      guard byte >= lowerBound && byte <= upperBound else { return false }
      remaining -= 1
      lowerBound = 0x80
      upperBound = 0xBF
      return true
    }
    switch byte {
    case 0x00...0x7F:
      return true
    case 0xC2...0xDF:
      remaining = 1
    case 0xE0:
      remaining = 2
      lowerBound = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF:
      remaining = 2
    case 0xED:
      remaining = 2
      upperBound = 0x9F
    case 0xF0:
      remaining = 3
      lowerBound = 0x90
    case 0xF1...0xF3:
      remaining = 3
    case 0xF4:
      remaining = 3
      upperBound = 0x8F
    default:
      return false
    }
    return true
  }
}
