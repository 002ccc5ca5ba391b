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

  /// Calls `check` with each position of a random path of each length in `counts`.
  static func eachPosition(
    seed: Int, counts: ClosedRange<Int>,
    _ check: (_ bytes: [UInt8], _ base: UnsafePointer<UInt8>, _ position: Int) -> Void
  ) {
    var random = SeededGenerator(seed: UInt64(seed))
    for count in counts {
      let bytes = path(count: count, &random)
      bytes.withUnsafeBufferPointer { buffer in
        for position in 0..<count { check(bytes, buffer.baseAddress!, position) }
      }
    }
  }

  @Test("the next slash", arguments: 0..<4)
  func nextSlash(seed: Int) {
    Self.eachPosition(seed: seed, counts: 1...80) { bytes, base, position in
      let expected = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
      #expect(
        URLByte.nextSlash(in: base, after: position, count: bytes.count) == expected,
        "\(String(decoding: bytes, as: UTF8.self)) after \(position)")
    }
  }

  @Test("a segment's first word", arguments: 0..<4)
  func firstWord(seed: Int) {
    Self.eachPosition(seed: seed, counts: 1...40) { bytes, base, position in
      for length in 1...(bytes.count - position) {
        var expected: UInt64 = 0
        for (offset, byte) in bytes[position..<position + min(length, 8)].enumerated() {
          expected |= UInt64(byte) << UInt64(8 * offset)
        }
        #expect(
          URLByte.firstWord(at: position, length: length, in: base, count: bytes.count)
            == expected, "\(bytes.count) bytes, \(length) at \(position)")
      }
    }
  }
}
