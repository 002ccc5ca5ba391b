/// The routes seen so far, filed by source and by the whole segments their patterns start
/// with, so that `waypoint lint` compares a route only with the earlier routes that could
/// match every URL it does, not with all of them.
///
/// A route whose pattern starts `/repos/:owner/` is filed under `repos`, then "a parameter".
/// A later pattern can only be covered by one filed under a path of its own leading segments,
/// where a literal segment may also be taken by a parameter and any segment that never holds
/// a `/` by a parameter: `/repos/x/issues` looks under `repos`, then `x` or a parameter.
/// Where a route's pattern goes on with a segment that is not filed, it waits at that node,
/// by the literal text the segment starts (`file.:ext`) or ends (`:name.json`) with if any,
/// so that thousands of such siblings are not all compared with each other.
struct ShadowIndex {
  /// How a whole segment of an earlier pattern is filed.
  enum SegmentKey: Hashable {
    case literal([PatternShape.Token])
    /// A lone parameter, or a constraint written as `[^/]+` or `[^/]*`.
    case parameter
    /// A lone constraint, which only the same constraint matches for sure.
    case constraint(PatternShape.Token)
  }

  /// The routes filed under one path of segments.
  final class Node {
    var children: [SegmentKey: Node] = [:]
    /// Routes whose whole pattern is this path of segments.
    var ending: [Int] = []
    /// Routes whose pattern goes on after this path with something not filed.
    var continuing: [Int] = []
    /// Routes whose next segment starts with literal text (`file.:ext`), by that text.
    var continuingByPrefix: [[PatternShape.Token]: [Int]] = [:]
    /// Routes whose next segment never holds a `/` and ends with literal text (`:name.json`),
    /// by that text.
    var continuingBySuffix: [[PatternShape.Token]: [Int]] = [:]

    /// The routes of ``continuing`` and those whose next segment may take `segment`, the next
    /// segment of a later pattern (`[]` when it has none).
    func continuing(before segment: [PatternShape.Token]) -> [Int] {
      var found = continuing
      let prefix = segment.prefix(while: ShadowIndex.isByte)
      for length in stride(from: 1, through: prefix.count, by: 1) {
        found += continuingByPrefix[Array(prefix.prefix(length))] ?? []
      }
      let suffix = segment.reversed().prefix(while: ShadowIndex.isByte).reversed()
      for length in stride(from: 1, through: suffix.count, by: 1) {
        found += continuingBySuffix[Array(suffix.suffix(length))] ?? []
      }
      return found
    }
  }

  /// The most nodes one lookup visits at one depth; past it, the lookup gives fewer
  /// candidates (never a wrong finding, at most a missed one).
  static let maximumWidth = 64

  private var roots: [String: Node] = [:]

  /// Files the route at `position` (in dispatch order) with `shape`.
  mutating func insert(_ shape: PatternShape, at position: Int) {
    guard shape.expansions != nil else { return }
    var node = roots[shape.source] ?? Node()
    roots[shape.source] = node
    for (index, segment) in shape.leadingSegments.enumerated() {
      guard let key = Self.key(of: segment) else {
        // The earlier segment's literal start (or end) must be the later segment's.
        let prefix = Array(segment.prefix(while: Self.isByte))
        let suffix = Array(segment.reversed().prefix(while: Self.isByte).reversed())
        if !prefix.isEmpty {
          node.continuingByPrefix[prefix, default: []].append(position)
        } else if !suffix.isEmpty, segment.allSatisfy(\.isWithinSegment) {
          node.continuingBySuffix[suffix, default: []].append(position)
        } else {
          node.continuing.append(position)
        }
        return
      }
      // `/y/:p([^/]*)` also matches `/y`: it ends at the node before its last segment too.
      // (A last segment that is not filed, `.*`, waits at that node already.)
      if shape.lastSegmentMayBeAbsent, shape.leadingSegmentsAreWhole,
        index == shape.leadingSegments.count - 1
      {
        node.ending.append(position)
      }
      if let child = node.children[key] {
        node = child
      } else {
        let child = Node()
        node.children[key] = child
        node = child
      }
    }
    if shape.leadingSegmentsAreWhole {
      node.ending.append(position)
    } else {
      node.continuing.append(position)
    }
  }

  /// The positions of the routes filed so far that could cover `shape`, in dispatch order.
  ///
  /// An earlier route that covers `shape` covers each of its flat sequences, so the lookup
  /// follows the segments of one of them, all known.
  func candidates(for shape: PatternShape) -> [Int] {
    guard let sequence = shape.laterExpansions?.first, let root = roots[shape.source] else {
      return []
    }
    let segments =
      sequence == [PatternShape.Token.slash]
      ? []
      : sequence.split(separator: PatternShape.Token.slash, omittingEmptySubsequences: false)
        .dropFirst().map(Array.init)
    var found: [Int] = []
    var nodes = [root]
    for segment in segments {
      for node in nodes { found += node.continuing(before: segment) }
      let keys = Self.keys(covering: segment)
      nodes = Array(
        nodes.lazy.flatMap { node in keys.compactMap { node.children[$0] } }
          .prefix(Self.maximumWidth))
      if nodes.isEmpty { return found.sorted() }
    }
    for node in nodes { found += node.continuing(before: []) + node.ending }
    return found.sorted()
  }

  static func isByte(_ token: PatternShape.Token) -> Bool {
    if case .byte = token { return true }
    return false
  }

  /// How an earlier pattern's segment is filed, or `nil` when it is not.
  private static func key(of segment: [PatternShape.Token]) -> SegmentKey? {
    if segment.allSatisfy({ if case .byte = $0 { true } else { false } }) {
      return .literal(segment)
    }
    guard segment.count == 1 else { return nil }
    switch segment[0] {
    case .segmentText: return .parameter
    case .constraint: return .constraint(segment[0])
    default: return nil
    }
  }

  /// The keys of the earlier segments that may take a later pattern's `segment`.
  private static func keys(covering segment: [PatternShape.Token]) -> [SegmentKey] {
    var keys: [SegmentKey] = []
    if segment.allSatisfy({ if case .byte = $0 { true } else { false } }) {
      keys.append(.literal(segment))
    }
    if segment.count == 1, case .constraint = segment[0] { keys.append(.constraint(segment[0])) }
    if segment.allSatisfy(\.isWithinSegment) { keys.append(.parameter) }
    return keys
  }
}
