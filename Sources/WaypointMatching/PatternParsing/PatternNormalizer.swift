/// Applies the normalization rules (the Routing semantics article, *Normalization*) to a parsed
/// pattern, so that every path the pattern describes is already in the canonical form URLs are
/// matched in.
///
/// `order//list/` becomes `/order/list`; `/a/./b/../c` becomes `/a/c`; a `/` before a last
/// optional part moves inside it (`/users/{:id}` is `/users{/:id}`). A pattern that would
/// still describe a non-canonical path (an empty segment, a trailing `/`, a dot segment inside
/// an optional part) is refused, so that no route silently fails to match.
enum PatternNormalizer {
  /// The most optional parts in one pattern.
  static let maximumOptionalParts = 12
  /// The most segments in one pattern.
  static let maximumSegments = 512
  /// The most parameters in one pattern.
  static let maximumParameters = 256
  /// The most regex text, as ``expansionSize(_:)`` estimates it, that the optional parts of a
  /// pattern may expand its segments to: past it, building the regex takes long and PCRE2
  /// would refuse it anyway (one compiled program is at most 64 KiB).
  static let maximumExpansion = 256 * 1024

  /// Normalizes the parts of `pattern`, whose path starts at `position`.
  static func normalize(
    _ parts: [PatternPart], pattern: String, position: Int
  ) throws(MatchingError) -> [PatternPart] {
    func failure(_ reason: String) -> MatchingError {
      .invalidPattern(pattern, position: position, reason: reason)
    }
    var top = tidiedTop(parts)
    // Removing a dot segment can leave parts that a rule applies to (`/{-x}/.` leaves `/{-x}`,
    // whose `/` goes inside its last optional part, as it does for `/{-x}` written so): the
    // rules run again until nothing changes, so that the normalized path reads back as itself.
    while true {
      guard let withoutDots = removingDotSegments(top) else {
        throw failure("a .. climbs above the root, or follows a segment that is not literal")
      }
      if withoutDots == top { break }
      top = tidiedTop(withoutDots.isEmpty ? [.separator] : withoutDots)
    }
    let optionals = optionalCount(top)
    guard optionals <= maximumOptionalParts else {
      throw failure("more than \(maximumOptionalParts) optional parts")
    }
    guard optionals == 0 || expansionSize(top) <= maximumExpansion else {
      throw failure(
        "its optional parts would expand one segment's regex past \(maximumExpansion / 1024) KiB"
          + " (a segment is written once for each way of keeping or leaving out the optional"
          + " parts that follow a parameter in it); use fewer optional parts in one segment")
    }
    guard PatternPart.parameterNames(of: top).count <= maximumParameters else {
      throw failure("more than \(maximumParameters) parameters")
    }
    guard separatorCount(top) <= maximumSegments else {
      throw failure("more than \(maximumSegments) segments")
    }
    guard allExpansionsCanonical(top) else {
      throw failure(
        "with some optional parts left out, the path would have an empty segment, a trailing /"
          + " or a dot segment; put the / inside the braces, as in /users{/:id}")
    }
    return top
  }

  /// The top-level parts with every rule of ``tidy(_:isTop:)`` applied, a leading `/` (inside
  /// an optional part that starts the pattern and ends its segment: `{:lang}/home` is
  /// `{/:lang}/home`) and no trailing `/`, until nothing changes.
  private static func tidiedTop(_ parts: [PatternPart]) -> [PatternPart] {
    var top = parts
    var previous: [PatternPart]
    repeat {
      previous = top
      top = tidy(top, isTop: true)
      if !startsWithSeparator(top) {
        if case .optional(let inner)? = top.first, endsSegment(after: 0, in: top, isTop: true) {
          top[0] = .optional([.separator] + inner)
        } else {
          top.insert(.separator, at: 0)
        }
        top = tidy(top, isTop: true)
      }
      stripTrailingSeparators(&top)
    } while top != previous
    return top
  }

  /// Merges literals, collapses `//`, and moves separators across optional-part boundaries
  /// (a `/` into a last optional part), until nothing changes.
  private static func tidy(_ parts: [PatternPart], isTop: Bool) -> [PatternPart] {
    if isTidy(parts) { return parts }
    var sequence: [PatternPart] = parts.compactMap { part in
      guard case .optional(let inner) = part else { return part }
      let tidied = tidy(inner, isTop: false)
      return tidied.isEmpty ? nil : .optional(tidied)
    }
    var changed = true
    while changed {
      changed = false
      var index = 0
      while index + 1 < sequence.count {
        if rewrite(&sequence, at: index, isTop: isTop) {
          changed = true
        } else {
          index += 1
        }
      }
    }
    return sequence
  }

  /// Whether no rule of ``tidy(_:isTop:)`` applies: no optional part, no two literals or two
  /// separators in a row (most patterns, which are then returned without a copy).
  private static func isTidy(_ parts: [PatternPart]) -> Bool {
    var previousIsLiteral = false
    var previousIsSeparator = false
    for part in parts {
      switch part {
      case .optional: return false
      case .literal:
        if previousIsLiteral { return false }
        (previousIsLiteral, previousIsSeparator) = (true, false)
      case .separator:
        if previousIsSeparator { return false }
        (previousIsLiteral, previousIsSeparator) = (false, true)
      case .parameter, .wildcard:
        (previousIsLiteral, previousIsSeparator) = (false, false)
      }
    }
    return true
  }

  /// Applies the first rule that fits the pair at `index`; returns whether one did.
  private static func rewrite(_ sequence: inout [PatternPart], at index: Int, isTop: Bool) -> Bool {
    switch (sequence[index], sequence[index + 1]) {
    case (.literal(let left), .literal(let right)):
      sequence.replaceSubrange(index...index + 1, with: [.literal(left + right)])
    case (.separator, .separator):
      sequence.remove(at: index)
    case (.separator, .optional(var inner)) where inner.first?.isSeparator == true:
      // `//` across the part's start: the `/` before the part goes when a `/` (or the end)
      // follows the part (`/users/{/:id}/edit` is `/users{/:id}/edit`), the part's own `/`
      // otherwise (`/a/{/b}c` is `/a/{b}c`: left out, the part leaves `/a/c`).
      if endsSegment(after: index + 1, in: sequence, isTop: isTop) {
        sequence.remove(at: index)
      } else {
        inner.removeFirst()
        sequence.replaceSubrange(
          index + 1...index + 1, with: inner.isEmpty ? [] : [.optional(inner)])
      }
    case (.optional(var inner), .separator) where inner.last?.isSeparator == true:
      inner.removeLast()
      sequence.replaceSubrange(index...index, with: inner.isEmpty ? [] : [.optional(inner)])
    case (.separator, .optional(let inner)):
      // Only a last part takes the `/` before it in: between two `/` (`/x/{:a}/y`), its
      // absence leaves an empty segment, and the pattern is refused (its author meant
      // `/x{/:a}/y`; see the Routing semantics article, *Optional parts*).
      guard isTop && index + 2 == sequence.count else { return false }
      sequence.replaceSubrange(index...index + 1, with: [.optional([.separator] + inner)])
    default:
      return false
    }
    return true
  }

  /// Whether the part at `index` is followed by a `/`, or ends the pattern (`isTop`).
  private static func endsSegment(after index: Int, in sequence: [PatternPart], isTop: Bool)
    -> Bool
  {
    let next = index + 1
    return next < sequence.count ? sequence[next].isSeparator : isTop
  }

  private static func startsWithSeparator(_ parts: [PatternPart]) -> Bool {
    switch parts.first {
    case .separator?: return true
    case .optional(let inner)?: return inner.first?.isSeparator == true
    default: return false
    }
  }

  /// Drops a trailing `/`, also at the end of a last optional part.
  private static func stripTrailingSeparators(_ parts: inout [PatternPart]) {
    while parts.count > 1, parts.last?.isSeparator == true { parts.removeLast() }
    if case .optional(var inner)? = parts.last {
      stripTrailingSeparators(&inner)
      if inner.count == 1 && inner[0].isSeparator { inner.removeAll() }
      parts.removeLast()
      if !inner.isEmpty { parts.append(.optional(inner)) }
    }
  }

  /// Removes `.` segments and resolves `..` against a preceding literal segment (top level).
  private static func removingDotSegments(_ parts: [PatternPart]) -> [PatternPart]? {
    // Only a literal `.` or `..` part makes a dot segment; most patterns have none.
    let hasDotLiteral = parts.contains { part in
      if case .literal(let text) = part { return text == "." || text == ".." }
      return false
    }
    guard hasDotLiteral else { return parts }
    var segments: [[PatternPart]] = [[]]
    for part in parts {
      if part.isSeparator {
        segments.append([part])
      } else {
        segments[segments.count - 1].append(part)
      }
    }
    var kept: [[PatternPart]] = []
    for segment in segments {
      switch segment {
      case [.separator, .literal(".")]:
        continue
      case [.separator, .literal("..")]:
        guard let previous = kept.last, previous.first?.isSeparator == true,
          previous.dropFirst().allSatisfy({ if case .literal = $0 { true } else { false } })
        else { return nil }
        kept.removeLast()
      default:
        kept.append(segment)
      }
    }
    return kept.flatMap { $0 }
  }

  private static func separatorCount(_ parts: [PatternPart]) -> Int {
    parts.reduce(0) { count, part in
      switch part {
      case .separator: return count + 1
      case .optional(let inner): return count + separatorCount(inner)
      default: return count
      }
    }
  }

  /// An estimate of the regex text `parts` expand to: a segment is written at most once per
  /// way of keeping or leaving out its optional parts (one that competes with a capture
  /// before it doubles its segment, ``RouteRegexBuilder``; a part nested in another adds one
  /// way to it), each part in a few more characters than its pattern text. An optional part
  /// that starts with `/` starts a segment of its own.
  ///
  /// - Complexity: O(n) in the number of parts.
  static func expansionSize(_ parts: [PatternPart]) -> Int {
    var ownSegments = 0
    /// The length of `parts` and the ways of writing them.
    func visit(_ parts: [PatternPart]) -> (length: Int, ways: Int) {
      var length = 0
      var ways = 1
      for part in parts {
        guard case .optional(let inner) = part else {
          length += estimatedLength(of: part) + 16
          continue
        }
        if inner.first?.isSeparator == true {
          ownSegments += expansionSize(inner)
        } else {
          let nested = visit(inner)
          length += nested.length
          ways = min(ways * (1 + nested.ways), 1 << 20)
        }
      }
      return (length, ways)
    }
    let segments = RouteRegexBuilder.segments(of: parts).reduce(0) { total, segment in
      let (length, ways) = visit(segment)
      return total + length * ways
    }
    return segments + ownSegments
  }

  /// About how many characters of pattern text `part` is (a part that is not optional).
  private static func estimatedLength(of part: PatternPart) -> Int {
    switch part {
    case .separator: return 1
    case .literal(let text): return text.utf8.count
    case .parameter(let name, let constraint):
      return name.utf8.count + (constraint?.utf8.count ?? 0)
    case .wildcard(let name): return name.utf8.count
    case .optional(let inner): return inner.reduce(0) { $0 + estimatedLength(of: $1) }
    }
  }

  private static func optionalCount(_ parts: [PatternPart]) -> Int {
    parts.reduce(0) { count, part in
      guard case .optional(let inner) = part else { return count }
      return count + 1 + optionalCount(inner)
    }
  }

  /// Whether every way of keeping or leaving out the optional parts gives a canonical path
  /// (a path that does not start with `/` has one before it, as a URL path does): no empty
  /// segment, no trailing `/` but the root, no `.` or `..` segment. `{/:test}-bar` is
  /// canonical (`/foo-bar`, `/-bar`); `/a{/}/b` is not (`/a//b`).
  ///
  /// - Complexity: O(n) in the number of parts, whatever the number of optional parts: it
  ///   follows the set of states a path can be in, not each path.
  static func allExpansionsCanonical(_ parts: [PatternPart]) -> Bool {
    guard let states = ExpansionState.after(parts, from: [.start]) else { return false }
    return !states.contains(.emptySegment) && !states.contains(.dot)
      && !states.contains(.dotDot)
  }

  /// Where a path written so far stands, for ``allExpansionsCanonical(_:)``.
  private enum ExpansionState: UInt8, CaseIterable {
    /// Nothing written yet.
    case start
    /// `/` alone: the root.
    case root
    /// After a `/` that ends a segment: a `/` or the end here would be wrong.
    case emptySegment
    /// The segment so far is the literal `.` or `..`.
    case dot, dotDot
    /// The segment so far is anything else.
    case other

    /// A set of states, one bit each: every pattern is checked as it is registered, and a
    /// hashed set cost more than the rest of the check.
    struct Set: ExpressibleByArrayLiteral {
      private var bits: UInt8 = 0

      init(arrayLiteral states: ExpansionState...) {
        for state in states { insert(state) }
      }

      func contains(_ state: ExpansionState) -> Bool { bits & (1 << state.rawValue) != 0 }
      mutating func insert(_ state: ExpansionState) { bits |= 1 << state.rawValue }
      func union(_ other: Self) -> Self {
        var union = self
        union.bits |= other.bits
        return union
      }
    }

    /// The states after `parts` from any of `states`, or `nil` when a path goes wrong.
    static func after(_ parts: [PatternPart], from states: Set) -> Set? {
      var states = states
      for part in parts {
        var next: Set = []
        if case .optional(let inner) = part {
          guard let present = after(inner, from: states) else { return nil }
          next = states.union(present)
        } else {
          for state in allCases where states.contains(state) {
            guard let following = state.after(part) else { return nil }
            next.insert(following)
          }
        }
        states = next
      }
      return states
    }

    /// The state after one part that is not optional, or `nil` when the path goes wrong.
    private func after(_ part: PatternPart) -> Self? {
      switch (self, part) {
      case (.start, .separator): return .root
      case (.root, .separator), (.emptySegment, .separator), (.dot, .separator),
        (.dotDot, .separator):
        return nil
      case (.other, .separator): return .emptySegment
      case (.start, .literal(let text)), (.root, .literal(let text)),
        (.emptySegment, .literal(let text)):
        return Self.segment(text)
      case (.dot, .literal(let text)): return Self.segment("." + text)
      case (.dotDot, .literal(let text)): return Self.segment(".." + text)
      default: return .other
      }
    }

    private static func segment(_ text: String) -> Self {
      switch text {
      case ".": return .dot
      case "..": return .dotDot
      default: return .other
      }
    }
  }

  /// Whether the parts can match the empty path: when every one of them is optional.
  static func canBeEmpty(_ parts: [PatternPart]) -> Bool {
    parts.allSatisfy { part in
      if case .optional = part { return true }
      return false
    }
  }
}
