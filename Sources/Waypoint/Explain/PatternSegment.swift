/// One segment of a path pattern with its optional parts decided: the unit ``SegmentTracer``
/// matches against the URL's segments.
struct PatternSegment: Hashable {
  /// The parts between two `/`.
  let parts: [PatternPart]

  /// The segment in pattern syntax, without the leading `/`.
  var text: String { PatternPart.patternText(of: parts) }

  /// Whether it is literal text only.
  var isLiteral: Bool {
    parts.allSatisfy { if case .literal = $0 { return true } else { return false } }
  }

  /// The literal text of a literal segment.
  var literalText: String {
    parts.map { if case .literal(let text) = $0 { return text } else { return "" } }.joined()
  }

  /// Whether it may take more than one URL segment: a wildcard, or a constraint (which may
  /// span `/`).
  var mayTakeSeveralSegments: Bool {
    parts.contains { part in
      switch part {
      case .wildcard, .parameter(_, _?): return true
      default: return false
      }
    }
  }

  /// Whether a parameter in it has a constraint.
  var hasConstraint: Bool {
    parts.contains { if case .parameter(_, _?) = $0 { return true } else { return false } }
  }

  /// The segments of flat parts (no optional parts left), empty ones dropped.
  static func segments(of parts: [PatternPart]) -> [PatternSegment] {
    var segments: [PatternSegment] = []
    var current: [PatternPart] = []
    for part in parts + [.separator] {
      if part.isSeparator {
        if !current.isEmpty { segments.append(PatternSegment(parts: current)) }
        current.removeAll()
      } else {
        current.append(part)
      }
    }
    return segments
  }

  /// Every flat sequence `parts` describe, one per choice of optional parts kept; past `limit`
  /// sequences, only the two with every optional part kept and with none.
  static func expansions(of parts: [PatternPart], limit: Int = 64) -> [[PatternPart]] {
    func expand(_ parts: [PatternPart]) -> [[PatternPart]]? {
      var prefixes: [[PatternPart]] = [[]]
      for part in parts {
        guard case .optional(let inner) = part else {
          prefixes = prefixes.map { $0 + [part] }
          continue
        }
        guard let choices = expand(inner).map({ [[]] + $0 }),
          prefixes.count * choices.count <= limit
        else { return nil }
        prefixes = prefixes.flatMap { prefix in choices.map { prefix + $0 } }
      }
      return prefixes
    }
    if let all = expand(parts) { return all }
    return [flattened(parts, keepingOptional: true), flattened(parts, keepingOptional: false)]
  }

  /// The parts with every optional part kept, or with every one left out.
  static func flattened(_ parts: [PatternPart], keepingOptional: Bool) -> [PatternPart] {
    parts.flatMap { part -> [PatternPart] in
      guard case .optional(let inner) = part else { return [part] }
      return keepingOptional ? flattened(inner, keepingOptional: true) : []
    }
  }
}
