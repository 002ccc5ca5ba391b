import Testing

@testable import WaypointMatching

/// The hash index that finds a first segment's programs and the all-literal routes: every key
/// length (the hash reads 8, 4, 2 and 1 bytes at a time), near misses, and case folding.
@Suite("First-segment index")
struct PathKeyIndexTests {
  /// Keys of every length from 0 to 24 bytes.
  static let keys = (0...24).map { length in
    String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
  }

  /// Looks `text` up in `index`.
  /// The value of `text` in `index`, looked up both ways (by its bytes alone, and with its key
  /// read first, as the exact static lookup does), which must agree.
  static func value(_ index: PathKeyIndex<Int>, _ text: String) -> Int? {
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      let value = index.value(for: bytes)
      #expect(index.value(for: bytes, key: index.key(of: bytes)) == value, "\(text)")
      return value
    }
  }

  @Test("every key is found, at every length", arguments: [false, true])
  func everyKeyIsFound(caseInsensitive: Bool) {
    let pairs = Self.keys.enumerated().map { (key: $1, value: $0) }
    let index = PathKeyIndex(pairs, caseInsensitive: caseInsensitive)
    for (value, key) in Self.keys.enumerated() {
      #expect(Self.value(index, key) == value, "\(key)")
    }
  }

  @Test("a filtered index lets every key through its filter", arguments: [false, true])
  func theFilterKeepsEveryKey(caseInsensitive: Bool) {
    let keys = Self.keys + (0..<500).map { "/page/\($0)/view" }
    let index = PathKeyIndex(
      keys.enumerated().map { (key: $1, value: $0) }, caseInsensitive: caseInsensitive,
      filtered: true)
    for (value, key) in keys.enumerated() {
      let passes = Array(key.utf8).withUnsafeBufferPointer { index.mayContain(index.key(of: $0)) }
      #expect(passes, "\(key)")
      #expect(Self.value(index, key) == value, "\(key)")
      if caseInsensitive {
        #expect(Self.value(index, key.uppercased()) == value, "\(key)")
      }
    }
    // The filter refuses most other keys: at most a few percent pass.
    let others = (500..<2_500).filter { number in
      Array("/page/\(number)/view".utf8).withUnsafeBufferPointer {
        index.mayContain(index.key(of: $0))
      }
    }
    #expect(others.count < 200)
  }

  @Test("a key that differs in any one byte, or in length, is not found", arguments: [false, true])
  func nearMissesAreNotFound(caseInsensitive: Bool) {
    let pairs = Self.keys.enumerated().map { (key: $1, value: $0) }
    let index = PathKeyIndex(pairs, caseInsensitive: caseInsensitive)
    for key in Self.keys where !key.isEmpty {
      var bytes = Array(key.utf8)
      for position in bytes.indices {
        let original = bytes[position]
        bytes[position] = UInt8(ascii: "0")
        #expect(Self.value(index, String(decoding: bytes, as: UTF8.self)) == nil)
        bytes[position] = original
      }
      #expect(Self.value(index, key + "z") == nil)
    }
  }

  @Test("case folding finds keys whatever their case, only when asked to")
  func caseFolding() {
    let pairs = Self.keys.enumerated().map { (key: $1, value: $0) }
    let folding = PathKeyIndex(pairs, caseInsensitive: true)
    let exact = PathKeyIndex(pairs, caseInsensitive: false)
    for (value, key) in Self.keys.enumerated() where !key.isEmpty {
      #expect(Self.value(folding, key.uppercased()) == value)
      #expect(Self.value(exact, key.uppercased()) == nil)
    }
  }

  /// An index of at most `fewKeysLimit` case-sensitive keys compares them one by one rather
  /// than by hash: it finds each of its keys, at every length, and nothing else (a longer key,
  /// a key with its last byte changed, the other keys).
  @Test("an index of a few keys finds exactly its keys")
  func fewKeysAreComparedOneByOne() {
    let limit = PathKeyIndex<Int>.fewKeysLimit
    for start in Self.keys.indices {
      for count in 1...limit {
        let chosen = Set((0..<count).map { (start + $0 * 7) % Self.keys.count })
        let index = PathKeyIndex(
          chosen.sorted().map { (key: Self.keys[$0], value: $0) }, caseInsensitive: false)
        for (value, key) in Self.keys.enumerated() {
          #expect(Self.value(index, key) == (chosen.contains(value) ? value : nil), "\(key)")
          #expect(Self.value(index, key + "z") == nil, "\(key)z")
          guard !key.isEmpty else { continue }
          #expect(Self.value(index, String(key.dropLast()) + "0") == nil, "\(key) changed")
        }
      }
    }
  }

  @Test("later duplicates of a key are ignored")
  func laterDuplicatesAreIgnored() {
    let index = PathKeyIndex(
      [(key: "repos", value: 1), (key: "repos", value: 2)], caseInsensitive: false)
    #expect(Self.value(index, "repos") == 1)
  }
}
