import Testing
import WaypointTestSupport

@testable import WaypointMatching

/// The byte reads a lookup walks a path with (sixteen bytes at a time, eight, then an
/// overlapping read of the path's last eight) find what a byte-by-byte reading finds, at every
/// position of paths of every length from 1 to 80.
@Suite("Segment boundaries read in blocks")
struct SegmentBoundaryTests {
  /// A path of `count` bytes: a slash, then letters and digits with slashes in between.
  static func path(count: Int, _ random: inout SeededGenerator) -> [UInt8] {
    [UInt8(ascii: "/")]
      + (1..<count).map { _ in
        Int.random(in: 0..<5, using: &random) == 0
          ? UInt8(ascii: "/") : Array("abz09XY-._".utf8).randomElement(using: &random)!
      }
  }

  @Test("the next slash", arguments: 0..<4)
  func nextSlash(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    for count in 1...80 {
      let bytes = Self.path(count: count, &random)
      bytes.withUnsafeBufferPointer { buffer in
        for position in 0..<count {
          let expected = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "/")) ?? count
          #expect(
            URLByte.nextSlash(in: buffer.baseAddress!, after: position, count: count) == expected,
            "\(String(decoding: bytes, as: UTF8.self)) after \(position)")
        }
      }
    }
  }

  @Test("a segment's first word", arguments: 0..<4)
  func firstWord(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    for count in 1...40 {
      let bytes = Self.path(count: count, &random)
      bytes.withUnsafeBufferPointer { buffer in
        for position in 0..<count {
          for length in 1...(count - position) {
            var expected: UInt64 = 0
            for (offset, byte) in bytes[position..<position + min(length, 8)].enumerated() {
              expected |= UInt64(byte) << UInt64(8 * offset)
            }
            #expect(
              URLByte.firstWord(at: position, length: length, in: buffer.baseAddress!, count: count)
                == expected, "\(count) bytes, \(length) at \(position)")
          }
        }
      }
    }
  }
}
