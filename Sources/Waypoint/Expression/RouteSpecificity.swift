/// How specific a pattern's shape is, for ordering routes (spec section 4, step 2).
///
/// Segments compare from the left: a literal beats a segment mixing text and a parameter, which
/// beats a constrained parameter, which beats a parameter, which beats a wildcard. Optional
/// parts count as present. Where one pattern has ended, it beats the other (`/a` before
/// `/a{/*rest}`), unless it ended in a wildcard, which goes on matching (`/files/*path/edit`
/// before `/files/*path`).
struct RouteSpecificity: Sendable, Comparable {
  /// The rank of one segment; lower is more specific.
  enum Rank: Int8, Sendable, Hashable {
    case end = -1
    case literal = 0
    case mixed = 1
    case constrained = 2
    case parameter = 3
    case wildcard = 4
  }

  /// One rank per segment, from the left.
  let ranks: [Rank]

  /// The specificity of normalized pattern parts.
  init(_ parts: [PatternPart]) {
    var ranks: [Rank] = []
    var segment: [PatternPart] = []
    for part in Self.flattened(parts) + [.separator] {
      if part.isSeparator {
        if !segment.isEmpty { ranks.append(Self.rank(of: segment)) }
        segment.removeAll()
      } else {
        segment.append(part)
      }
    }
    self.ranks = ranks
  }

  /// Whether neither is more specific than the other: `/a/*w` and `/a/*w/*v` are, since a
  /// wildcard goes on matching.
  static func == (lhs: RouteSpecificity, rhs: RouteSpecificity) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// Whether `lhs` is more specific than `rhs`, so goes first.
  static func < (lhs: RouteSpecificity, rhs: RouteSpecificity) -> Bool {
    for index in 0..<max(lhs.ranks.count, rhs.ranks.count) {
      let left = lhs.rank(at: index)
      let right = rhs.rank(at: index)
      if left != right { return left.rawValue < right.rawValue }
    }
    return false
  }

  private func rank(at index: Int) -> Rank {
    if index < ranks.count { return ranks[index] }
    return ranks.last == .wildcard ? .wildcard : .end
  }

  private static func rank(of segment: [PatternPart]) -> Rank {
    var hasText = false
    var hasConstrained = false
    var hasParameter = false
    for part in segment {
      switch part {
      case .wildcard: return .wildcard
      case .literal: hasText = true
      case .parameter(_, let constraint):
        if constraint == nil { hasParameter = true } else { hasConstrained = true }
      case .separator, .optional: break
      }
    }
    if !hasParameter && !hasConstrained { return .literal }
    if hasText { return .mixed }
    return hasParameter ? .parameter : .constrained
  }

  /// The parts with every optional part kept, as one flat sequence.
  private static func flattened(_ parts: [PatternPart]) -> [PatternPart] {
    parts.flatMap { part -> [PatternPart] in
      guard case .optional(let inner) = part else { return [part] }
      return flattened(inner)
    }
  }
}
