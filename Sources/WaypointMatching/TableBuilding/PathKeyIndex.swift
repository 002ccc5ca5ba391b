/// A read-only hash map from UTF-8 byte strings (a path's first segment, or a whole path) to
/// a value, looked up without allocating: a hash of 8 bytes at a time, open addressing, keys
/// in one byte buffer.
struct PathKeyIndex<Value: Sendable>: Sendable {
  /// One slot of the open-addressing table: a key's hash, where its bytes are in
  /// ``keyBytes``, and its value; `value` is `nil` in an empty slot.
  private struct Slot: Sendable {
    var hash: UInt64 = 0
    /// The key's first 8 bytes (fewer are zero-filled): a key of 8 bytes or fewer is compared
    /// by this word alone.
    var prefix: UInt64 = 0
    var keyStart: Int32 = 0
    var keyLength: Int32 = 0
    var value: Value?
  }

  // The entries sit in the slots themselves, so that a probe reads one slot, not an index
  // and then an entry.
  private let slots: ContiguousArray<Slot>
  private let keyBytes: ContiguousArray<UInt8>
  private let mask: Int
  private let caseInsensitive: Bool
  /// A Bloom filter of one bit per key, from the hash of its length and first word, so that
  /// a key that is not there is mostly refused by one load, before the rest of it is hashed;
  /// empty for an index made without one.
  private let filter: ContiguousArray<UInt64>
  /// The filter's bit count minus one (a power of two minus one).
  private let filterMask: Int
  /// Every key, when there are at most ``fewKeysLimit`` and the index is case-sensitive
  /// (otherwise empty): such an index compares a key's length and first word with each,
  /// which costs less than hashing the key (a table whose routes share one or two first
  /// segments, such as `/1/...` or `/user/...`, looks every path up here).
  private let fewKeys: ContiguousArray<Slot>
  /// Whether ``fewKeys`` holds the keys (kept beside the other fields, so that an index
  /// looked up by hash does not read the array's header to know).
  private let comparesFewKeys: Bool

  /// The most keys an index compares one by one rather than by hash.
  static var fewKeysLimit: Int { 4 }

  /// An index of `pairs` (later duplicates of a key are ignored); `filtered`: with a filter in
  /// front, for an index that most lookups miss (whole paths, most of which are not static).
  init(_ pairs: [(key: String, value: Value)], caseInsensitive: Bool, filtered: Bool = false) {
    self.caseInsensitive = caseInsensitive
    var filterBits = filtered ? 64 : 0
    while filterBits != 0 && filterBits < pairs.count * 16 && filterBits < 1 << 16 {
      filterBits <<= 1
    }
    var filter = ContiguousArray(repeating: UInt64(0), count: filterBits / 64)
    let filterMask = filterBits - 1
    var capacity = 8
    while capacity < pairs.count * 2 { capacity <<= 1 }
    var slots = ContiguousArray(repeating: Slot(), count: capacity)
    var keyBytes = ContiguousArray<UInt8>()
    let mask = capacity - 1
    for (key, value) in pairs {
      // The key's bytes go straight into the shared buffer (folded there for a
      // case-insensitive index), and are taken out again for a duplicate.
      let start = keyBytes.count
      keyBytes.append(contentsOf: key.utf8)
      let end = keyBytes.count
      if caseInsensitive {
        for index in start..<end { keyBytes[index] = URLByte.lowercased(keyBytes[index]) }
      }
      let (prefix, lead, hash) = keyBytes.withUnsafeBufferPointer { buffer in
        let bytes = UnsafeBufferPointer(rebasing: buffer[start..<end])
        let prefix = URLByte.firstWord(of: bytes)
        let lead = Self.leadHash(
          count: bytes.count, prefix: prefix, caseInsensitive: caseInsensitive)
        return (prefix, lead, Self.hash(bytes, lead: lead, caseInsensitive: caseInsensitive))
      }
      if filterBits != 0 {
        let bit = Self.filterBit(lead, mask: filterMask)
        filter[bit >> 6] |= 1 << UInt64(bit & 63)
      }
      var slot = Int(truncatingIfNeeded: hash) & mask
      var duplicate = false
      while slots[slot].value != nil {
        let entry = slots[slot]
        let other = Int(entry.keyStart)
        if entry.hash == hash
          && keyBytes[other..<other + Int(entry.keyLength)].elementsEqual(keyBytes[start..<end])
        {
          duplicate = true
          break
        }
        slot = (slot + 1) & mask
      }
      if duplicate {
        keyBytes.removeSubrange(start..<end)
        continue
      }
      slots[slot] = Slot(
        hash: hash, prefix: prefix, keyStart: Int32(start), keyLength: Int32(end - start),
        value: value)
    }
    self.slots = slots
    self.keyBytes = keyBytes
    self.mask = mask
    self.filter = filter
    self.filterMask = filterMask
    let keys = slots.filter { $0.value != nil }
    comparesFewKeys = !caseInsensitive && !keys.isEmpty && keys.count <= Self.fewKeysLimit
    fewKeys = comparesFewKeys ? ContiguousArray(keys) : []
  }

  /// What a lookup of some bytes reads first: their first word and the hash of their length
  /// and first word, computed once for ``mayContain(_:)`` and ``value(for:key:)`` together.
  struct Key {
    /// The first 8 bytes (fewer are zero-filled).
    let prefix: UInt64
    /// The hash of the length and ``prefix``: where the full hash starts, and what the filter
    /// bit is read from.
    let lead: UInt64
  }

  /// The ``Key`` of `bytes` in this index.
  @inline(__always)
  func key(of bytes: UnsafeBufferPointer<UInt8>) -> Key {
    key(of: bytes, caseInsensitive: caseInsensitive)
  }

  /// ``key(of:)`` in an index that is not case-insensitive, for a caller that knows it: no
  /// case folding is compiled in.
  @inline(__always)
  func caseSensitiveKey(of bytes: UnsafeBufferPointer<UInt8>) -> Key {
    assert(!caseInsensitive, "a case-insensitive index read as case-sensitive")
    return key(of: bytes, caseInsensitive: false)
  }

  /// ``key(of:)`` with the index's `caseInsensitive`, passed in.
  @inline(__always)
  private func key(of bytes: UnsafeBufferPointer<UInt8>, caseInsensitive: Bool) -> Key {
    let prefix = URLByte.firstWord(of: bytes)
    return Key(
      prefix: prefix,
      lead: Self.leadHash(count: bytes.count, prefix: prefix, caseInsensitive: caseInsensitive))
  }

  /// Whether the bytes whose key is `key` may be a key of this index: `false` when the filter
  /// refuses them (always `true` for an index without a filter).
  @inline(__always)
  func mayContain(_ key: Key) -> Bool {
    guard !filter.isEmpty else { return true }
    let bit = Self.filterBit(key.lead, mask: filterMask)
    let word = filter.withUnsafeBufferPointer { $0[bit >> 6] }
    return word & (1 << UInt64(bit & 63)) != 0
  }

  /// The value for the segment `bytes`, or `nil`.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
    value(for: bytes, prefix: URLByte.firstWord(of: bytes))
  }

  /// The value for the `length` bytes at `start` in `path`, or `nil`: ``value(for:)`` with
  /// their first word read by one load of the path (see
  /// ``URLByte/firstWord(at:length:in:count:)``).
  @inline(__always)
  func value(at start: Int, length: Int, in path: UnsafeBufferPointer<UInt8>) -> Value? {
    let base = path.baseAddress.unsafelyUnwrapped
    let bytes = UnsafeBufferPointer(start: base + start, count: length)
    let prefix = URLByte.firstWord(at: start, length: length, in: base, count: path.count)
    // Each way with its case rule compiled in.
    if caseInsensitive { return value(for: bytes, prefix: prefix, caseInsensitive: true) }
    return value(for: bytes, prefix: prefix, caseInsensitive: false)
  }

  /// ``value(for:)`` for `bytes` whose first word is `prefix`.
  @inline(__always)
  private func value(for bytes: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> Value? {
    value(for: bytes, prefix: prefix, caseInsensitive: caseInsensitive)
  }

  /// ``value(for:prefix:)`` with the index's `caseInsensitive`, passed in.
  @inline(__always)
  private func value(
    for bytes: UnsafeBufferPointer<UInt8>, prefix: UInt64, caseInsensitive: Bool
  ) -> Value? {
    if comparesFewKeys { return valueAmongFewKeys(bytes, prefix: prefix) }
    return value(
      for: bytes,
      key: Key(
        prefix: prefix,
        lead: Self.leadHash(count: bytes.count, prefix: prefix, caseInsensitive: caseInsensitive)),
      caseInsensitive: caseInsensitive)
  }

  /// ``value(for:)`` for `bytes` whose ``Key`` is `key`.
  @inline(__always)
  func value(for bytes: UnsafeBufferPointer<UInt8>, key: Key) -> Value? {
    value(for: bytes, key: key, caseInsensitive: caseInsensitive)
  }

  /// ``value(for:key:)`` in an index that is not case-insensitive, for a caller that knows
  /// it (with a key from ``caseSensitiveKey(of:)``): no case folding is compiled in.
  @inline(__always)
  func caseSensitiveValue(for bytes: UnsafeBufferPointer<UInt8>, key: Key) -> Value? {
    assert(!caseInsensitive, "a case-insensitive index read as case-sensitive")
    return value(for: bytes, key: key, caseInsensitive: false)
  }

  /// ``value(for:key:)`` with the index's `caseInsensitive`, passed in.
  @inline(__always)
  private func value(for bytes: UnsafeBufferPointer<UInt8>, key: Key, caseInsensitive: Bool)
    -> Value?
  {
    if comparesFewKeys { return valueAmongFewKeys(bytes, prefix: key.prefix) }
    let hash = Self.hash(bytes, lead: key.lead, caseInsensitive: caseInsensitive)
    // Most keys are first segments of 8 bytes or fewer: compared by their first word alone.
    let comparesPrefixOnly = bytes.count <= 8 && !caseInsensitive
    return slots.withUnsafeBufferPointer { slots in
      var slot = Int(truncatingIfNeeded: hash) & mask
      while true {
        let entry = slots[slot]
        guard let value = entry.value else { return nil }
        if entry.hash == hash && Int(entry.keyLength) == bytes.count {
          if comparesPrefixOnly {
            if entry.prefix == key.prefix { return value }
          } else if keyBytes.withUnsafeBufferPointer({ keys in
            Self.equal(bytes, keys, at: Int(entry.keyStart), caseInsensitive: caseInsensitive)
          }) {
            return value
          }
        }
        slot = (slot &+ 1) & mask
      }
    }
  }

  /// ``value(for:)`` in an index of ``fewKeys``, for `bytes` whose first word is `prefix`:
  /// each key of the same length is compared, by its first word, then its bytes after it.
  @inline(__always)
  private func valueAmongFewKeys(_ bytes: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> Value? {
    fewKeys.withUnsafeBufferPointer { keys in
      for key in keys where Int(key.keyLength) == bytes.count {
        guard prefix == key.prefix else { continue }
        if bytes.count <= 8 { return key.value }
        let equal = keyBytes.withUnsafeBufferPointer { keyBytes in
          Self.equal(bytes, keyBytes, at: Int(key.keyStart), caseInsensitive: false)
        }
        if equal { return key.value }
      }
      return nil
    }
  }

  /// The hash of a key's length, `count`, and first word, `prefix`: where its hash starts,
  /// and what its filter bit is read from.
  @inline(__always)
  private static func leadHash(count: Int, prefix: UInt64, caseInsensitive: Bool) -> UInt64 {
    let hash = (0x9E37_79B9_7F4A_7C15 ^ UInt64(count)) &* 0xFF51_AFD7_ED55_8CCD
    return (hash ^ (prefix | fold(caseInsensitive))) &* 0xC4CE_B9FE_1A85_EC53
  }

  /// The filter bit of a key whose lead hash is `lead`: from its top bits.
  @inline(__always)
  private static func filterBit(_ lead: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: lead >> 40) & mask
  }

  /// What case folding ors into every word: the 0x20 bit of every byte, exact for letters, a
  /// harmless collision for a few other characters (the comparison is exact).
  @inline(__always)
  private static func fold(_ caseInsensitive: Bool) -> UInt64 {
    caseInsensitive ? 0x2020_2020_2020_2020 : 0
  }

  /// The hash of `bytes`, whose lead hash is `lead`.
  @inline(__always)
  private static func hash(
    _ bytes: UnsafeBufferPointer<UInt8>, lead: UInt64, caseInsensitive: Bool
  ) -> UInt64 {
    let fold = fold(caseInsensitive)
    var hash = lead
    if bytes.count > 8, let base = bytes.baseAddress {
      // The words after the first; the last one overlaps the one before it.
      let raw = UnsafeRawPointer(base)
      var offset = 8
      while offset < bytes.count {
        let start = min(offset, bytes.count - 8)
        let word = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) | fold
        hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 32
        offset &+= 8
      }
    }
    return hash ^ (hash >> 29)
  }

  @inline(__always)
  private static func equal(
    _ bytes: UnsafeBufferPointer<UInt8>, _ keys: UnsafeBufferPointer<UInt8>, at start: Int,
    caseInsensitive: Bool
  ) -> Bool {
    if !caseInsensitive, let base = bytes.baseAddress, let keyBase = keys.baseAddress {
      return URLByte.bytesEqual(
        UnsafeRawPointer(base), UnsafeRawPointer(keyBase + start), count: bytes.count)
    }
    for index in 0..<bytes.count {
      let byte = caseInsensitive ? URLByte.lowercased(bytes[index]) : bytes[index]
      if byte != keys[start + index] { return false }
    }
    return true
  }
}
