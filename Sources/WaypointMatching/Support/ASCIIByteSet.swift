/// A set of ASCII bytes, one bit each: membership is a shift and a mask, with no loop over the
/// members (escaping regex metacharacters asks it of every byte of a pattern's literal text).
struct ASCIIByteSet: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The set of the bytes of `members`, which are ASCII.
  init(_ members: StaticString) {
    members.withUTF8Buffer { bytes in
      for byte in bytes {
        precondition(byte < 128, "ASCIIByteSet holds ASCII bytes only")
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
      }
    }
  }

  /// Whether `byte` is in the set; no byte past ASCII is.
  func contains(_ byte: UInt8) -> Bool {
    let word = byte < 64 ? low : byte < 128 ? high : 0
    return word >> UInt64(byte & 63) & 1 != 0
  }
}
