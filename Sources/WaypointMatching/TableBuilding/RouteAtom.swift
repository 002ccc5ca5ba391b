/// One step of a route in the compiled route table: a `/` and the rest of its segment, as
/// regex text with numbered captures.
///
/// `/repos/:owner/:repo/events` is the atoms `/repos`, `/([^/]+)`, `/([^/]+)`, `/events`.
/// Routes that share their first atoms share a path in the table's trie.
struct RouteAtom: Hashable, Sendable {
  /// The regex text; parameters are plain numbered groups, constraints `(?n:...)`.
  let regex: String
  /// For a whole literal segment, its text (lowercased when matching ignores case): two
  /// different literal atoms never match the same URL.
  let literalKey: String?
  /// Whether routes that start with this same atom may share it in the trie. Only an atom
  /// that cannot match a `/` may: it always ends at the end of its segment, so which route
  /// follows never depends on how it matched. A wildcard, a constraint (it may span `/`) or an
  /// optional part holding a `/` can match different lengths, and sharing it would let a
  /// longer match for a later route hide a shorter one for an earlier route.
  let isShareable: Bool
  /// The atom as a ``SegmentTrie`` matches it, when it is a whole literal segment or a
  /// parameter of one whole segment with no constraint; `nil` for anything else.
  let plain: PlainSegment?

  /// An atom that matches one whole segment in a way plain Swift code reproduces exactly.
  enum PlainSegment: Hashable, Sendable {
    /// The segment's bytes, `/` included (ASCII letters lowercased when matching ignores
    /// case); no other `/`.
    case literal([UInt8])
    /// `/([^/]+)`: a `/` and one or more bytes that are not `/`, captured.
    case parameter
  }

  /// The atoms of a path pattern; a pattern that does not start with `/`, or may be empty,
  /// is one atom.
  static func atoms(of expression: RouteExpression, caseInsensitive: Bool) -> [RouteAtom] {
    let parts = expression.parts
    guard parts.first?.isSeparator == true, !PatternNormalizer.canBeEmpty(parts) else {
      return [
        RouteAtom(
          regex: RouteRegexBuilder.regex(for: parts, style: .numbered), literalKey: nil,
          isShareable: false, plain: nil)
      ]
    }
    let segments = RouteRegexBuilder.segments(of: parts)
    return segments.indices.map { index in
      let segment = segments[index]
      let regex = RouteRegexBuilder.segmentRegex(
        segment, isLast: index == segments.count - 1, style: .numbered)
      var literal: String? = ""
      for part in segment {
        switch part {
        case .separator: literal? += "/"
        case .literal(let text): literal? += text
        default: literal = nil
        }
      }
      return RouteAtom(
        regex: regex, literalKey: caseInsensitive ? literal?.lowercased() : literal,
        isShareable: segment.dropFirst().allSatisfy(Self.staysInSegment),
        plain: plainSegment(
          segment, regex: regex, literal: literal, caseInsensitive: caseInsensitive))
    }
  }

  /// The plain form of `segment`, whose regex is `regex` and literal text `literal`: only when
  /// that regex is exactly what the plain form matches (a literal escaped, or `/([^/]+)`), so
  /// that matching it in Swift finds what PCRE2 would.
  private static func plainSegment(
    _ segment: [PatternPart], regex: String, literal: String?, caseInsensitive: Bool
  ) -> PlainSegment? {
    if let literal {
      let bytes = Array(literal.utf8)
      guard bytes.first == URLByte.slash, !bytes.dropFirst().contains(URLByte.slash),
        regex == RouteRegexBuilder.escaped(literal)
      else { return nil }
      return .literal(caseInsensitive ? bytes.map(URLByte.lowercased) : bytes)
    }
    guard segment.count == 2, segment[0].isSeparator, case .parameter(_, nil) = segment[1],
      regex == "/([^/]+)"
    else { return nil }
    return .parameter
  }

  /// Whether a part can never match a `/`.
  private static func staysInSegment(_ part: PatternPart) -> Bool {
    switch part {
    case .literal, .parameter(_, nil): return true
    case .separator, .wildcard, .parameter(_, _?): return false
    case .optional(let inner): return inner.allSatisfy(staysInSegment)
    }
  }

  /// Whether a URL could be matched both by a route going through this atom and by one going
  /// through `other`: unless both are different whole literal segments, assume it could.
  func mayOverlap(_ other: RouteAtom?) -> Bool {
    guard let key = literalKey, let otherKey = other?.literalKey ?? (other == nil ? "" : nil)
    else { return true }
    return key == otherKey
  }
}
