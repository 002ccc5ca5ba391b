/// The routes seen so far, filed by source and by the whole segments their patterns start
/// with, so that `waypoint lint` compares a route only with the earlier routes that could
/// match every URL it does, not with all of them.
///
/// A route whose pattern starts `/repos/:owner/` is filed under `repos`, then "a parameter".
/// A later pattern can only be covered by one filed under a path of its own leading segments,
/// where a literal segment may also be taken by a parameter and any segment that never holds
/// a `/` by a parameter: `/repos/x/issues` looks under `repos`, then `x` or a parameter.
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
    var isWhole = shape.leadingSegmentsAreWhole
    for segment in shape.leadingSegments {
      guard let key = Self.key(of: segment) else {
        isWhole = false
        break
      }
      if let child = node.children[key] {
        node = child
      } else {
        let child = Node()
        node.children[key] = child
        node = child
      }
    }
    if isWhole { node.ending.append(position) } else { node.continuing.append(position) }
  }

  /// The positions of the routes filed so far that could cover `shape`, in dispatch order.
  func candidates(for shape: PatternShape) -> [Int] {
    guard shape.laterExpansions != nil, let root = roots[shape.source] else { return [] }
    var found: [Int] = []
    var nodes = [root]
    var isWhole = shape.leadingSegmentsAreWhole
    for segment in shape.leadingSegments {
      found += nodes.flatMap(\.continuing)
      let keys = Self.keys(covering: segment)
      if keys.isEmpty {
        isWhole = false
        nodes = []
        break
      }
      nodes = Array(
        nodes.lazy.flatMap { node in keys.compactMap { node.children[$0] } }
          .prefix(Self.maximumWidth))
      if nodes.isEmpty { break }
    }
    found += nodes.flatMap(\.continuing)
    if isWhole { found += nodes.flatMap(\.ending) }
    return found.sorted()
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
