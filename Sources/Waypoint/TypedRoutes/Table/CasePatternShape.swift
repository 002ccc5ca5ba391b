/// A pattern with its parameter names left out: two patterns of one shape match the same URLs,
/// so the second could never be reached.
struct CasePatternShape: Hashable {
  let source: LinkSource?
  let parts: [PatternPart]

  init(_ expression: RouteExpression) {
    source = expression.source
    parts = Self.unnamed(expression.parts)
  }

  private static func unnamed(_ parts: [PatternPart]) -> [PatternPart] {
    parts.map { part in
      switch part {
      case .parameter(_, let constraint): return .parameter(name: "", constraint: constraint)
      case .wildcard: return .wildcard(name: "")
      case .optional(let inner): return .optional(unnamed(inner))
      case .separator, .literal: return part
      }
    }
  }
}
