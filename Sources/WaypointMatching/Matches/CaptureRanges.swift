/// Where a match's parameters are in the route path, as UTF-8 offsets.
///
/// Up to ``inlineCapacity`` ranges are stored inline, so that a match with that many
/// parameters allocates nothing; more spill into an array. The value is 40 bytes, which keeps
/// a ``RouteMatch`` small enough to be copied without a call to `memcpy`.
@usableFromInline
package struct CaptureRanges: Sendable {
  /// How many ranges fit without allocating.
  @inlinable static var inlineCapacity: Int { 4 }

  /// Marks an inline entry that holds a group (set or not): the count is not stored apart.
  @inlinable static var used: UInt64 { 1 << 63 }

  // Each entry packs `used | (start + 1) << 32 | end`, or `used` alone for a group that did
  // not take part; 0 is a slot past the last group. Offsets are below 2^31 (a URL is shorter
  // than Int32.max), so bit 63 is free.
  @usableFromInline var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// The entries after the first ``inlineCapacity``, when there are more.
  @usableFromInline var overflow: ContiguousArray<UInt64>?

  /// No ranges.
  @usableFromInline package init() {}

  /// How many ranges were appended, set or not.
  @inlinable var count: Int {
    if let overflow { return Self.inlineCapacity + overflow.count }
    return Int((inline.0 >> 63) + (inline.1 >> 63) + (inline.2 >> 63) + (inline.3 >> 63))
  }

  /// The ranges of groups 1 through `count` of an offset vector (pairs of offsets, group 0
  /// first); a pair starting with `unset` is a group that did not take part.
  @inline(__always)
  init(groups count: Int, offsets: UnsafePointer<Int>, unset: Int) {
    switch count {
    case 0: return
    case 1: inline.0 = Self.entry(1, offsets, unset)
    case 2: inline = (Self.entry(1, offsets, unset), Self.entry(2, offsets, unset), 0, 0)
    case 3:
      inline = (
        Self.entry(1, offsets, unset), Self.entry(2, offsets, unset),
        Self.entry(3, offsets, unset), 0
      )
    default:
      inline = (
        Self.entry(1, offsets, unset), Self.entry(2, offsets, unset),
        Self.entry(3, offsets, unset), Self.entry(4, offsets, unset)
      )
      guard count > Self.inlineCapacity else { return }
      overflow = ContiguousArray(
        (Self.inlineCapacity + 1...count).map { Self.entry($0, offsets, unset) })
    }
  }

  /// The entry of `group` in an offset vector (see ``init(groups:offsets:unset:)``).
  @inline(__always)
  private static func entry(_ group: Int, _ offsets: UnsafePointer<Int>, _ unset: Int) -> UInt64 {
    let start = offsets[2 &* group]
    return entry(start == unset ? nil : start..<offsets[2 &* group &+ 1])
  }

  /// Appends the range of the next group, or `nil` when it did not take part in the match.
  @inline(__always)
  mutating func append(_ range: Range<Int>?) {
    let packed = Self.entry(range)
    let index = count
    if index < Self.inlineCapacity {
      withUnsafeMutableBytes(of: &inline) {
        $0.storeBytes(of: packed, toByteOffset: index &* 8, as: UInt64.self)
      }
    } else {
      overflow = overflow ?? []
      overflow?.append(packed)
    }
  }

  /// The entry that stores `range` (`nil`: a group that did not take part).
  @inline(__always)
  static func entry(_ range: Range<Int>?) -> UInt64 {
    guard let range else { return used }
    return used | UInt64(truncatingIfNeeded: range.lowerBound &+ 1) << 32
      | UInt64(truncatingIfNeeded: range.upperBound)
  }

  /// The entry of group `index`, or 0 when there is no such group.
  @inlinable
  func entry(at index: Int) -> UInt64 {
    switch index {
    case 0: return inline.0
    case 1: return inline.1
    case 2: return inline.2
    case 3: return inline.3
    default:
      guard index > 0, let overflow, index - Self.inlineCapacity < overflow.count else { return 0 }
      return overflow[index - Self.inlineCapacity]
    }
  }

  /// The range of group `index`, or `nil` when there is no such group or it did not take part
  /// in the match.
  @inlinable
  func rangeIfPresent(at index: Int) -> Range<Int>? {
    let bounds = entry(at: index) & ~Self.used
    guard bounds != 0 else { return nil }
    return Int(bounds >> 32) - 1..<Int(bounds & 0xFFFF_FFFF)
  }

  /// The range of group `index` (from 0), or `nil` when it did not take part in the match.
  @inlinable
  subscript(index: Int) -> Range<Int>? {
    precondition(entry(at: index) != 0, "capture index out of range")
    return rangeIfPresent(at: index)
  }
}
