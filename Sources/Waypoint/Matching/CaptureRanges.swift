/// Where a match's parameters are in the route path, as UTF-8 offsets.
///
/// Up to ``inlineCapacity`` ranges are stored inline, so that a match with that many
/// parameters allocates nothing; more spill into an array.
@usableFromInline
struct CaptureRanges: Sendable {
  /// How many ranges fit without allocating.
  @inlinable static var inlineCapacity: Int { 4 }

  /// How many ranges were appended, set or not.
  @usableFromInline private(set) var count = 0
  // Each entry packs (start + 1) << 32 | end; 0 means the group did not take part.
  @usableFromInline var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  @usableFromInline var overflow: ContiguousArray<UInt64>?

  /// No ranges.
  @usableFromInline init() {}

  /// The ranges of groups 1 through `count` of an offset vector (pairs of offsets, group 0
  /// first); a pair starting with `unset` is a group that did not take part.
  @inline(__always)
  init(groups count: Int, offsets: UnsafePointer<Int>, unset: Int) {
    guard count <= Self.inlineCapacity else {
      for group in 1...count {
        let start = offsets[2 &* group]
        append(start == unset ? nil : start..<offsets[2 &* group &+ 1])
      }
      return
    }
    self.count = count
    withUnsafeMutableBytes(of: &inline) { slots in
      var group = 1
      while group <= count {
        let start = offsets[2 &* group]
        let packed =
          start == unset ? 0 : UInt64(start &+ 1) << 32 | UInt64(offsets[2 &* group &+ 1])
        slots.storeBytes(of: packed, toByteOffset: (group &- 1) &* 8, as: UInt64.self)
        group &+= 1
      }
    }
  }

  /// Appends the range of the next group, or `nil` when it did not take part in the match.
  @inline(__always)
  mutating func append(_ range: Range<Int>?) {
    let packed = range.map { UInt64($0.lowerBound + 1) << 32 | UInt64($0.upperBound) } ?? 0
    if count < Self.inlineCapacity {
      withUnsafeMutableBytes(of: &inline) {
        $0.storeBytes(of: packed, toByteOffset: count * 8, as: UInt64.self)
      }
    } else {
      overflow = (overflow ?? []) + [packed]
    }
    count += 1
  }

  /// The range of group `index` (from 0), or `nil` when it did not take part in the match.
  @inlinable
  subscript(index: Int) -> Range<Int>? {
    precondition(index >= 0 && index < count, "capture index out of range")
    let packed =
      index < Self.inlineCapacity
      ? withUnsafeBytes(of: inline) { $0.load(fromByteOffset: index * 8, as: UInt64.self) }
      : overflow?[index - Self.inlineCapacity] ?? 0
    guard packed != 0 else { return nil }
    return Int(packed >> 32) - 1..<Int(packed & 0xFFFF_FFFF)
  }
}
