/// A fuzz input read as a stream of choices, for the targets that build their inputs (route
/// tables, values) rather than read them as text: every byte string is a valid stream, so
/// libFuzzer's mutations always give a table or a value, and past the input's end every
/// choice is 0 (the first option).
///
/// The reader lives only for one call of the fuzz entry point: it reads the fuzzer's buffer
/// without copying it.
public struct FuzzBytes {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  /// Reads the `size` bytes at `data`.
  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = UnsafeBufferPointer(start: data, count: size)
  }

  /// Whether every byte was read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, 0 past the end.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<count` (`count` at most 256), from one byte.
  public mutating func below(_ count: Int) -> Int {
    Int(byte()) % max(count, 1)
  }

  /// One of `options`, from one byte.
  public mutating func pick<Element>(_ options: [Element]) -> Element {
    options[below(options.count)]
  }

  /// A boolean, from the low bit of one byte.
  public mutating func bool() -> Bool { byte() & 1 != 0 }

  /// An integer of eight bytes, little-endian.
  public mutating func int64() -> Int64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return Int64(bitPattern: value)
  }

  /// Characters that URLs and patterns treat specially, and some that are not ASCII: what a
  /// string made by ``text(maximumLength:)`` is mostly made of.
  public static let awkwardCharacters: [String] = [
    "/", "%", "%2F", "%25", "%41", "%zz", "?", "#", "&", "=", "+", " ", ".", "..", ":", "@", "~",
    "-", "_", "*", "{", "}", "(", ")", "\\", "'", "!", "$", ";", ",", "[", "]", "é", "e\u{301}",
    "家", "🐟", "\u{200B}", "\u{FEFF}", "\u{7F}", "\t", "\n", "\0", "A", "z", "0", "9",
  ]

  /// A string of at most `maximumLength` pieces (the first byte says how many): each an ASCII
  /// letter or digit, a character of ``awkwardCharacters``, or a Unicode scalar from two bytes.
  public mutating func text(maximumLength: Int = 12) -> String {
    let length = below(maximumLength + 1)
    var text = ""
    for _ in 0..<length {
      let choice = byte()
      switch choice % 4 {
      case 0:
        text += Self.awkwardCharacters[Int(choice >> 2) % Self.awkwardCharacters.count]
      case 1:
        let scalar = UInt32(byte()) | UInt32(byte()) << 8
        text.unicodeScalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
      default:
        let alphanumerics = Array("abcxyzABCXYZ0123456789")
        text.append(alphanumerics[Int(choice >> 2) % alphanumerics.count])
      }
    }
    return text
  }
}
