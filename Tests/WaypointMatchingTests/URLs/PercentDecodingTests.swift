import Testing
import WaypointTestSupport

@testable import WaypointMatching

/// Percent-decoding looks for escapes eight bytes at a time and copies the text between them
/// whole; these tests hold it to the byte-by-byte definition on random text.
@Suite("Percent-decoding")
struct PercentDecodingTests {
  /// The definition, one byte at a time: `%` and two hex digits is the byte they spell, `+` is
  /// a space when `plusIsSpace`, anything else (a stray `%` too) is itself.
  private static func decodedByteByByte(_ bytes: [UInt8], plusIsSpace: Bool) -> String {
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = URLByte.hexValue(bytes[index + 1]), let low = URLByte.hexValue(bytes[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
        continue
      }
      output.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  @Test("random text decodes as the byte-by-byte definition says, at every length")
  func randomText() {
    var generator = SeededGenerator(seed: 23)
    let alphabet = Array("%%++2Fafg0x~ ".utf8) + [0xC3, 0xA9, 0xFF, 0x80]
    for length in 0..<40 {
      for _ in 0..<50 {
        let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
        for plusIsSpace in [false, true] {
          let decoded = bytes.withUnsafeBufferPointer {
            PercentEncoding.decode(bytes: $0, plusIsSpace: plusIsSpace)
          }
          #expect(
            decoded == Self.decodedByteByByte(bytes, plusIsSpace: plusIsSpace),
            "\(bytes), plusIsSpace \(plusIsSpace)")
        }
      }
    }
  }

  @Test(
    "escapes at word edges, stray percents and pluses",
    arguments: [
      ("abcdefg%41", "abcdefgA"), ("abcdefgh%41", "abcdefghA"), ("%41bcdefgh", "Abcdefgh"),
      ("abcdefgh%4", "abcdefgh%4"), ("abcdefgh%", "abcdefgh%"), ("a+b+c+d+e", "a b c d e"),
      ("%C3%A9t%C3%A9", "été"), ("%zz", "%zz"), ("", ""),
    ])
  func edges(_ text: String, _ decoded: String) {
    #expect(PercentEncoding.decode(text[...], plusIsSpace: true) == decoded)
  }

  /// The check of escapes gives the same answer, moved, after any number of ASCII bytes before
  /// the text, and when it starts there: the search for the next `%` then starts at every
  /// alignment of every part of it.
  @Test("the check of escapes finds the same offset at every alignment")
  func escapesAtEveryAlignment() {
    var generator = SeededGenerator(seed: 24)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("bcdefghij".utf8), Array("%41".utf8), Array("%C3".utf8),
      Array("%A9".utf8), Array("%".utf8), Array("%zz".utf8), Array("é".utf8), Array("家".utf8),
      Array("%E5%AE%B6".utf8), Array("%80".utf8), Array("%ED%A0%80".utf8),
    ]
    for _ in 0..<1000 {
      let count = Int.random(in: 0..<12, using: &generator)
      let bytes = (0..<count).flatMap { _ in pieces.randomElement(using: &generator)! }
      let alone = bytes.withUnsafeBufferPointer {
        PercentEncoding.firstInvalidEscape(in: $0, range: 0..<$0.count)
      }
      for shift in 1...9 {
        let shifted = Array(repeating: UInt8(ascii: "x"), count: shift) + bytes
        let found = shifted.withUnsafeBufferPointer {
          PercentEncoding.firstInvalidEscape(in: $0, range: 0..<$0.count)
        }
        let inRange = shifted.withUnsafeBufferPointer {
          PercentEncoding.firstInvalidEscape(in: $0, range: shift..<$0.count)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(found == alone.map { $0 + shift }, "\(text) after \(shift) bytes")
        #expect(inRange == alone.map { $0 + shift }, "\(text) from \(shift)")
      }
    }
  }

  @Test(
    "escapes and UTF-8 errors past eight ASCII bytes are found where they are",
    arguments: [
      ("abcdefgh%zz", 8 as Int?), ("abcdefghijklmnop%4", 16), ("abcdefgh%C3%A9ijklmnop", nil),
      ("abcdefgh%C3abcdefgh", 8), ("%C3abcdefghijkl", 0), ("abcdefghé%80", 10),
      ("abcdefgh%ED%A0%80", 8), ("abcdefgh", nil), ("abcdefgh%41bcdefgh", nil),
      ("ab%zzcdefghijkl", 2), ("abcdefg%zz", 7), ("abcdefgé", nil), ("abc%C3defghijk", 3),
    ])
  func escapeErrors(_ text: String, _ offset: Int?) {
    let bytes = Array(text.utf8)
    let found = bytes.withUnsafeBufferPointer {
      PercentEncoding.firstInvalidEscape(in: $0, range: 0..<$0.count)
    }
    #expect(found == offset, "\(text)")
  }
}
