import Waypoint

/// What a path pattern matches, as `waypoint lint` compares patterns: read from the pattern's
/// syntax tree into flat token sequences, one per way of keeping or leaving out its optional
/// parts.
///
/// ```
/// /users{/:id}/edit   -> "/users/edit", "/users/" segmentText "/edit"
/// /y/:p(.*)           -> "/y/" anyText(nonEmpty: false)
/// ```
struct PatternShape {
  /// One piece of a flat pattern: what it matches in the canonical, percent-encoded path.
  enum Token: Hashable {
    /// One literal byte; `/` between segments.
    case byte(UInt8)
    /// Characters other than `/`: a plain parameter (`[^/]+`), or a constraint written as
    /// `[^/]+` or `[^/]*`.
    case segmentText(nonEmpty: Bool)
    /// Any characters, `/` included: a constraint written as `.+` or `.*`, or a wildcard (one or
    /// more characters: the Routing semantics article, *Wildcards*).
    case anyText(nonEmpty: Bool)
    /// A plain parameter after another parameter in its segment: it never holds the literal text
    /// between them (the Routing semantics article, *Parameters in one segment*), so it matches
    /// less than `[^/]+`.
    case restrictedText(after: [UInt8])
    /// Any other constraint, by its regex: `withinSegment` when it can never match a `/`,
    /// `nonEmpty` when it never matches the empty string.
    case constraint(String, withinSegment: Bool, nonEmpty: Bool)

    static let slash = Token.byte(UInt8(ascii: "/"))

    /// Whether the token never matches a `/`.
    var isWithinSegment: Bool {
      switch self {
      case .byte(let byte): return byte != UInt8(ascii: "/")
      case .segmentText, .restrictedText: return true
      case .anyText: return false
      case .constraint(_, let withinSegment, _): return withinSegment
      }
    }

    /// The fewest characters the token matches: 0 or 1.
    var minimumLength: Int {
      switch self {
      case .byte, .restrictedText: return 1
      case .segmentText(let nonEmpty), .anyText(let nonEmpty), .constraint(_, _, let nonEmpty):
        return nonEmpty ? 1 : 0
      }
    }
  }

  /// The most flat sequences lint compares for one pattern; beyond, it decides nothing.
  static let maximumExpansions = 64

  /// The source restriction, as text (empty when the route serves every source).
  let source: String
  /// The source and the pattern with parameter names left out: equal keys match the same URLs.
  let key: String
  /// The flat sequences the pattern surely matches, one per choice of optional parts, and the same
  /// without the last segment where the pattern ends with a `/` and a constraint written as `.*` or
  /// `[^/]*` (the Routing semantics article, *Constraints*: `/y/:p(.*)` also matches `/y`); `nil`
  /// for a raw regex, or a pattern lint cannot read with certainty. What the pattern covers, as the
  /// earlier route.
  let expansions: [[Token]]?
  /// The flat sequences, one per choice of optional parts, and where the last segment is a
  /// constraint that may match the empty string, the same without that segment: what the
  /// pattern may match, for the route that might be shadowed.
  let laterExpansions: [[Token]]?
  /// The tokens of each whole segment that every expansion starts with, up to the first
  /// optional part.
  let leadingSegments: [[Token]]
  /// Whether ``expansions`` holds the pattern without its last segment: an index files the
  /// route under its leading segments but the last as well.
  let lastSegmentMayBeAbsent: Bool
  /// Whether ``leadingSegments`` are the whole pattern.
  let leadingSegmentsAreWhole: Bool

  /// The shape of `expression`; `classify` gives the token of a constraint.
  init(_ expression: RouteExpression, classify: (String) -> Token) {
    source = expression.source.map { "\($0)" } ?? ""
    guard !expression.isRawRegex else {
      key = source + " regex " + expression.path
      expansions = nil
      laterExpansions = nil
      lastSegmentMayBeAbsent = false
      leadingSegments = []
      leadingSegmentsAreWhole = false
      return
    }
    let parts = expression.parts
    key = source + " " + Self.keyText(parts)
    let flat = Self.expansions(of: parts)?.map { Self.tokens($0, classify: classify) }
    let expansions = flat.flatMap { $0.allSatisfy(Self.isCanonical) ? $0 : nil }
    laterExpansions = expansions.map { $0 + $0.compactMap(Self.withoutEmptyLastSegment) }
    // The library lets the last segment be absent when the pattern ends with `/` and one constraint
    // that accepts "" (the Routing semantics article, *Constraints*); lint counts it only for the
    // common rules, which surely do.
    let absent =
      Self.endsWithConstraintSegment(parts)
      ? expansions?.compactMap(Self.withoutSurelyEmptyLastSegment) ?? [] : []
    lastSegmentMayBeAbsent = !absent.isEmpty
    self.expansions = expansions.map { $0 + absent }
    let leadingParts = Array(parts.prefix { if case .optional = $0 { false } else { true } })
    let leadingTokens = Self.tokens(leadingParts, classify: classify)
    var leading = leadingTokens.split(separator: Token.slash, omittingEmptySubsequences: false)
      .dropFirst().map(Array.init)
    leadingSegmentsAreWhole = leadingParts.count == parts.count
    if leading == [[]] { leading = [] }  // the root
    if !leadingSegmentsAreWhole, !leading.isEmpty {
      // The last segment before the optional part is whole only if every expansion goes on
      // with a `/` or ends there.
      let count = leadingTokens.count
      let isWhole =
        leading[leading.count - 1].isEmpty == false
        && (expansions?.allSatisfy {
          $0.count == count || ($0.count > count && $0[count] == Token.slash)
        } ?? false)
      if !isWhole { leading.removeLast() }
    }
    leadingSegments = leading
  }

  // MARK: Keys

  /// The tree written back without parameter names; a constraint with its length, so that no
  /// two trees give the same text.
  private static func keyText(_ parts: [PatternPart]) -> String {
    parts.map { part in
      switch part {
      case .separator: return "/"
      case .literal(let text):
        return text.utf8.map { byte in
          let character = String(UnicodeScalar(byte))
          return ":*{}()\\".utf8.contains(byte) ? "\\" + character : character
        }.joined()
      case .parameter(_, nil): return ":"
      case .parameter(_, let constraint?): return ":\(constraint.utf8.count)(\(constraint))"
      case .wildcard: return "*"
      case .optional(let inner): return "{" + keyText(inner) + "}"
      }
    }.joined()
  }

  // MARK: Flat sequences

  /// Every flat sequence of parts, one per choice of optional parts kept; `nil` beyond
  /// ``maximumExpansions``.
  static func expansions(of parts: [PatternPart]) -> [[PatternPart]]? {
    var prefixes: [[PatternPart]] = [[]]
    for part in parts {
      guard case .optional(let inner) = part else {
        prefixes = prefixes.map { $0 + [part] }
        continue
      }
      guard let choices = expansions(of: inner),
        prefixes.count * (choices.count + 1) <= maximumExpansions
      else { return nil }
      prefixes = prefixes.flatMap { prefix in [prefix] + choices.map { prefix + $0 } }
    }
    return prefixes
  }

  /// The tokens of a flat sequence of parts.
  static func tokens(_ parts: [PatternPart], classify: (String) -> Token) -> [Token] {
    var tokens: [Token] = []
    var captureInSegment = false
    var textSinceCapture: [UInt8] = []
    for part in parts {
      switch part {
      case .separator:
        tokens.append(.slash)
        captureInSegment = false
        textSinceCapture = []
      case .literal(let text):
        tokens += text.utf8.map(Token.byte)
        textSinceCapture += text.utf8
      case .parameter(_, let constraint):
        if let constraint {
          tokens.append(classify(constraint))
        } else {
          tokens.append(
            captureInSegment
              ? .restrictedText(after: textSinceCapture) : .segmentText(nonEmpty: true))
        }
        captureInSegment = true
        textSinceCapture = []
      case .wildcard:
        tokens.append(.anyText(nonEmpty: true))
        captureInSegment = true
        textSinceCapture = []
      case .optional(let inner):
        // Not in a flat sequence; a caller that passes one gets its parts kept.
        tokens += Self.tokens(inner, classify: classify)
      }
    }
    return tokens
  }

  /// Whether a flat sequence has the shape of a canonical path: a leading `/`, no `//`, no
  /// trailing `/` but the root's. Lint decides nothing about a pattern with any other.
  private static func isCanonical(_ tokens: [Token]) -> Bool {
    guard tokens.first == Token.slash else { return false }
    if tokens.count == 1 { return true }
    if tokens.last == Token.slash { return false }
    return !zip(tokens, tokens.dropFirst()).contains { $0 == Token.slash && $1 == Token.slash }
  }

  /// Whether the pattern starts with `/` and ends with a `/` and a constrained parameter, so
  /// that the library also matches it with that last segment absent when the constraint
  /// accepts "" (its last top-level segment is that parameter alone).
  private static func endsWithConstraintSegment(_ parts: [PatternPart]) -> Bool {
    guard parts.count >= 2, parts[0] == .separator, parts[parts.count - 2] == .separator,
      case .parameter(_, _?) = parts[parts.count - 1]
    else { return false }
    return true
  }

  /// The sequence without its last segment, when that segment is a constraint written as
  /// `.*` or `[^/]*`, which surely matches the empty string; `nil` otherwise.
  private static func withoutSurelyEmptyLastSegment(_ tokens: [Token]) -> [Token]? {
    guard tokens.count >= 2, tokens[tokens.count - 2] == Token.slash else { return nil }
    switch tokens[tokens.count - 1] {
    case .segmentText(false), .anyText(false):
      return tokens.count == 2 ? [Token.slash] : Array(tokens.dropLast(2))
    default:
      return nil
    }
  }

  /// The sequence without its last segment, when that segment is one constraint that can
  /// match the empty string; `nil` otherwise.
  private static func withoutEmptyLastSegment(_ tokens: [Token]) -> [Token]? {
    guard tokens.count >= 2, tokens[tokens.count - 2] == Token.slash else { return nil }
    switch tokens[tokens.count - 1] {
    case .segmentText(false), .anyText(false), .constraint(_, _, false):
      return tokens.count == 2 ? [Token.slash] : Array(tokens.dropLast(2))
    default:
      return nil
    }
  }
}
