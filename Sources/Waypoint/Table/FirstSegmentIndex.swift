/// A read-only hash map from a path's first segment (raw UTF-8 bytes) to a value, looked up
/// without allocating: FNV-1a over the bytes, open addressing, keys in one byte buffer.
struct FirstSegmentIndex<Value: Sendable>: Sendable {
  private let slots: [Int32]  // index into `entries`, or -1
  private let entries: [(hash: UInt64, keyStart: Int, keyLength: Int, value: Value)]
  private let keyBytes: [UInt8]
  private let mask: Int
  private let caseInsensitive: Bool

  /// An index of `pairs`; later duplicates of a key are ignored.
  init(_ pairs: [(key: String, value: Value)], caseInsensitive: Bool) {
    self.caseInsensitive = caseInsensitive
    var capacity = 8
    while capacity < pairs.count * 2 { capacity <<= 1 }
    var slots = [Int32](repeating: -1, count: capacity)
    var entries: [(hash: UInt64, keyStart: Int, keyLength: Int, value: Value)] = []
    var keyBytes: [UInt8] = []
    let mask = capacity - 1
    for (key, value) in pairs {
      let bytes = Array(key.utf8).map { caseInsensitive ? URLByte.lowercased($0) : $0 }
      let hash = bytes.withUnsafeBufferPointer { Self.hash($0, caseInsensitive: false) }
      var slot = Int(truncatingIfNeeded: hash) & mask
      var duplicate = false
      while slots[slot] >= 0 {
        let entry = entries[Int(slots[slot])]
        if entry.hash == hash
          && keyBytes[entry.keyStart..<entry.keyStart + entry.keyLength].elementsEqual(bytes)
        {
          duplicate = true
          break
        }
        slot = (slot + 1) & mask
      }
      if duplicate { continue }
      slots[slot] = Int32(entries.count)
      entries.append((hash, keyBytes.count, bytes.count, value))
      keyBytes.append(contentsOf: bytes)
    }
    self.slots = slots
    self.entries = entries
    self.keyBytes = keyBytes
    self.mask = mask
  }

  /// Whether the index has no keys.
  var isEmpty: Bool { entries.isEmpty }

  /// The value for the segment `bytes`, or `nil`.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
    let hash = Self.hash(bytes, caseInsensitive: caseInsensitive)
    var slot = Int(truncatingIfNeeded: hash) & mask
    return keyBytes.withUnsafeBufferPointer { keys in
      while true {
        let index = slots[slot]
        if index < 0 { return nil }
        let entry = entries[Int(index)]
        if entry.hash == hash && entry.keyLength == bytes.count
          && Self.equal(bytes, keys, at: entry.keyStart, caseInsensitive: caseInsensitive)
        {
          return entry.value
        }
        slot = (slot + 1) & mask
      }
    }
  }

  @inline(__always)
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, caseInsensitive: Bool) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash =
        (hash ^ UInt64(caseInsensitive ? URLByte.lowercased(byte) : byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  @inline(__always)
  private static func equal(
    _ bytes: UnsafeBufferPointer<UInt8>, _ keys: UnsafeBufferPointer<UInt8>, at start: Int,
    caseInsensitive: Bool
  ) -> Bool {
    for index in 0..<bytes.count {
      let byte = caseInsensitive ? URLByte.lowercased(bytes[index]) : bytes[index]
      if byte != keys[start + index] { return false }
    }
    return true
  }
}
