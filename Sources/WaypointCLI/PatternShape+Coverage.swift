extension PatternShape {
  /// Whether this pattern matches every URL path that `later` matches (the source aside):
  /// each of `later`'s flat sequences is covered by one of this pattern's.
  ///
  /// Sound, not complete: `true` only when it is sure; `false` also when it cannot tell.
  func covers(_ later: PatternShape) -> Bool {
    guard let mine = expansions, let theirs = later.laterExpansions else { return false }
    return theirs.allSatisfy { sequence in mine.contains { Self.covers($0, sequence) } }
  }

  /// Whether the flat sequence `earlier` matches every canonical path that `later` matches.
  ///
  /// Lines the two up from the left: a literal byte of `earlier` takes the same byte of `later`, a
  /// constraint the same constraint, and a parameter, or a `.*`-like constraint or wildcard (one or
  /// more characters: the Routing semantics article, *Wildcards*) of `earlier` takes a run of
  /// `later`'s tokens that it matches whatever they match. A run that makes up whole segments of
  /// `later` is never empty in a canonical path (`//` and a trailing `/` do not occur), except the
  /// root's.
  ///
  /// - Complexity: O(*n*² *m*) for sequences of *n* and *m* tokens.
  static func covers(_ earlier: [Token], _ later: [Token]) -> Bool {
    let width = later.count + 1
    var reachable = [Bool](repeating: false, count: width * (earlier.count + 1))
    reachable[0] = true
    for (position, token) in earlier.enumerated() {
      for start in 0...later.count where reachable[position * width + start] {
        for end in ends(of: token, in: later, from: start) {
          reachable[(position + 1) * width + end] = true
        }
      }
    }
    return reachable[earlier.count * width + later.count]
  }

  /// Where a run of `later` taken by `token` of the earlier sequence may end, if it starts at
  /// `start`.
  private static func ends(of token: Token, in later: [Token], from start: Int) -> [Int] {
    switch token {
    case .byte, .restrictedText, .constraint:
      return start < later.count && later[start] == token ? [start + 1] : []
    case .segmentText(let nonEmpty), .anyText(let nonEmpty):
      let withinSegment = token.isWithinSegment
      var ends: [Int] = nonEmpty ? [] : [start]
      var minimumLength = 0
      var end = start
      while end < later.count {
        if withinSegment && !later[end].isWithinSegment { break }
        minimumLength += later[end].minimumLength
        end += 1
        if !nonEmpty || minimumLength > 0 || isWholeSegments(later, start, end) {
          ends.append(end)
        }
      }
      return ends
    }
  }

  /// Whether `later[start..<end]` is a non-empty run of whole segments: its text never starts
  /// or ends with `/` and never holds `//` (in a canonical path).
  private static func isAligned(_ later: [Token], _ start: Int, _ end: Int) -> Bool {
    end > start && start >= 1 && later[start - 1] == Token.slash
      && (end == later.count || later[end] == Token.slash)
  }

  /// Whether `later[start..<end]` is a run of whole segments other than the whole path after
  /// the root's `/`: its text is never empty either (only the root path ends with `/`).
  private static func isWholeSegments(_ later: [Token], _ start: Int, _ end: Int) -> Bool {
    isAligned(later, start, end) && !(start == 1 && end == later.count)
  }
}
