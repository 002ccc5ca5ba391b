/// How specific a pattern's shape is, for ordering routes (the Routing semantics article,
/// *Specificity*, *Patterns of different lengths* and *Mixed segments*).
///
/// Segments compare from the left: a literal beats a segment mixing text and parameters
/// (`:id.png`, `user_:name`), which beats a constrained parameter, which beats a parameter,
/// which beats a wildcard. Among mixed segments, more literal characters come first (a
/// percent-escape counts as one), then those without a wildcard, then fewer parameters
/// without a constraint: literal text with a wildcard (`hello*xx`) ranks by its text, above a
/// bare wildcard (`*xx`) and below `hello:xx`. Optional parts count as present. Where one
/// pattern has ended, it beats the other (`/a` before `/a{/*rest}`), unless its last segment
/// holds a wildcard, which goes on matching (`/files/*path/edit` before `/files/*path`, and
/// `/ab/hello*xx/edit` before `/ab/hello*xx`).
package struct RouteSpecificity: Sendable, Comparable {
  /// The kind of one segment; lower is more specific.
  enum Kind: Int8, Sendable, Hashable {
    case end = -1
    case literal = 0
    case mixed = 1
    case constrained = 2
    case parameter = 3
    case wildcard = 4
  }

  /// The rank of one segment: its kind, and for a mixed segment, how much literal text it
  /// has, whether it holds a wildcard and how many of its parameters have no constraint.
  ///
  /// The counts are 32-bit and come first, so that a rank takes 12 bytes instead of 32: every
  /// route keeps one rank per segment. A pattern is far shorter than 2^31 characters.
  package struct Rank: Sendable, Hashable {
    /// Literal characters, for a mixed segment (0 otherwise).
    let literalCharacters: Int32
    /// How many parameters of a mixed segment have no constraint (0 otherwise).
    let plainParameters: Int32
    let kind: Kind
    /// Whether a mixed segment holds a wildcard (`hello*xx`); `true` for a wildcard.
    let hasWildcard: Bool

    init(
      _ kind: Kind, literalCharacters: Int = 0, hasWildcard: Bool = false,
      plainParameters: Int = 0
    ) {
      self.kind = kind
      self.literalCharacters = Int32(clamping: literalCharacters)
      self.hasWildcard = hasWildcard || kind == .wildcard
      self.plainParameters = Int32(clamping: plainParameters)
    }

    static let end = Rank(.end)
    static let wildcard = Rank(.wildcard)

    /// Whether `self` is more specific than `other`.
    func precedes(_ other: Rank) -> Bool {
      if kind != other.kind { return kind.rawValue < other.kind.rawValue }
      if literalCharacters != other.literalCharacters {
        return literalCharacters > other.literalCharacters
      }
      if hasWildcard != other.hasWildcard { return !hasWildcard }
      return plainParameters < other.plainParameters
    }
  }

  /// One rank per segment, from the left.
  let ranks: [Rank]

  /// The specificity of normalized pattern parts.
  init(_ parts: [PatternPart]) {
    var ranks: [Rank] = []
    var segment = SegmentTally()
    Self.tally(parts, segment: &segment, ranks: &ranks)
    if segment.parts > 0 { ranks.append(segment.rank) }
    self.ranks = ranks
  }

  package static func == (lhs: RouteSpecificity, rhs: RouteSpecificity) -> Bool {
    order(lhs, rhs) == 0
  }

  /// Whether `lhs` is more specific than `rhs`, so goes first.
  package static func < (lhs: RouteSpecificity, rhs: RouteSpecificity) -> Bool {
    order(lhs, rhs) < 0
  }

  /// -1 when `lhs` is more specific than `rhs`, 1 when less, 0 when neither: one pass where
  /// `<` both ways would take two (sorting a large table compares many equal shapes).
  package static func order(_ lhs: RouteSpecificity, _ rhs: RouteSpecificity) -> Int {
    for index in 0..<max(lhs.ranks.count, rhs.ranks.count) {
      let left = lhs.rank(at: index)
      let right = rhs.rank(at: index)
      // Ranks that differ differ in a field `precedes` compares, so one of them precedes.
      if left != right { return left.precedes(right) ? -1 : 1 }
    }
    return 0
  }

  /// The ranks without those at the end that ``rank(at:)`` gives past them anyway (wildcard
  /// segments after one): two specificities are equal exactly when these are.
  var canonicalRanks: [Rank] {
    var canonical = ranks
    while let last = canonical.last {
      let before = canonical.count > 1 ? canonical[canonical.count - 2] : nil
      guard last == (before?.hasWildcard == true ? .wildcard : .end) else { break }
      canonical.removeLast()
    }
    return canonical
  }

  /// The rank of the segment at `index` (from 0); past the last segment, a wildcard's rank
  /// when the last segment holds one (it goes on matching), else ``Rank/end``.
  package func rank(at index: Int) -> Rank {
    if index < ranks.count { return ranks[index] }
    return ranks.last?.hasWildcard == true ? .wildcard : .end
  }

  /// Counts `parts`, every optional part kept, into the current `segment`, appending the rank
  /// of each segment a separator ends to `ranks`.
  private static func tally(
    _ parts: [PatternPart], segment: inout SegmentTally, ranks: inout [Rank]
  ) {
    for part in parts {
      switch part {
      case .optional(let inner):
        tally(inner, segment: &segment, ranks: &ranks)
      case .separator:
        if segment.parts > 0 { ranks.append(segment.rank) }
        segment = SegmentTally()
      case .literal(let text):
        segment.parts += 1
        // Canonical text: `%` only starts an escape, which counts as one character (its two
        // hex digits are taken off again). A scalar is a byte that does not continue another's
        // UTF-8.
        for byte in text.utf8 {
          if byte == URLByte.percent {
            segment.literalCharacters -= 1
          } else if byte & 0xC0 != 0x80 {
            segment.literalCharacters += 1
          }
        }
      case .parameter(_, let constraint):
        segment.parts += 1
        if constraint == nil { segment.plain += 1 } else { segment.constrained += 1 }
      case .wildcard:
        segment.parts += 1
        segment.hasWildcard = true
      }
    }
  }

  /// What one segment holds so far, counted as its parts go by (every optional part kept).
  private struct SegmentTally {
    var parts = 0
    var literalCharacters = 0
    var constrained = 0
    var plain = 0
    var hasWildcard = false

    /// The segment's rank.
    var rank: Rank {
      if plain == 0 && constrained == 0 && !hasWildcard { return Rank(.literal) }
      if literalCharacters > 0 {
        return Rank(
          .mixed, literalCharacters: literalCharacters, hasWildcard: hasWildcard,
          plainParameters: plain)
      }
      if hasWildcard { return .wildcard }
      return Rank(plain > 0 ? .parameter : .constrained)
    }
  }
}
