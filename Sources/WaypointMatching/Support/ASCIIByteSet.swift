/// A set of ASCII bytes, one bit each: membership is a shift and a mask, with no loop over the
/// members (escaping regex metacharacters or pattern syntax asks it of every byte of a
/// pattern's literal text).
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

  /// `text` with a backslash before each byte of the set. The set's bytes are ASCII, so the
  /// UTF-8 bytes of other characters are copied as they are; text with none is returned as it
  /// is.
  func escaping(_ text: String) -> String {
    let escapes = text.utf8.reduce(0) { $0 + (contains($1) ? 1 : 0) }
    guard escapes > 0 else { return text }
    let count = text.utf8.count + escapes
    return String(unsafeUninitializedCapacity: count) { output in
      var written = 0
      for byte in text.utf8 {
        if contains(byte) {
          output[written] = UInt8(ascii: "\\")
          written += 1
        }
        output[written] = byte
        written += 1
      }
      return written
    }
  }
}
