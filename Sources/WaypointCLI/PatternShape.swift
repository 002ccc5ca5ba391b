import Waypoint

/// The shape of a pattern, from its normalized path: each segment a literal, a parameter, a
/// wildcard, or something more complex (constraints, optional parts, text mixed with
/// parameters).
struct PatternShape {
  enum Segment: Equatable {
    case literal(String)
    case parameter
    case wildcard
    case complex(String)
  }

  let segments: [Segment]
  /// The source restriction, as text.
  let source: String
  /// The shape with parameter names left out: equal keys match the same URLs.
  let key: String

  init(_ expression: RouteExpression) {
    source = expression.source.map { "\($0)" } ?? ""
    let path = expression.path
    segments =
      path == "/"
      ? []
      : path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(Self.segment)
    key = Self.key(source: source, segments: segments)
  }

  private static func segment(_ text: Substring) -> Segment {
    if text.contains(where: { "{}()\\".contains($0) }) { return .complex(String(text)) }
    if text.first == ":", text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      return .parameter
    }
    if text.first == "*", text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      return .wildcard
    }
    if text.contains(":") || text.contains("*") { return .complex(String(text)) }
    return .literal(String(text))
  }

  private static func key(source: String, segments: [Segment]) -> String {
    source + "/"
      + segments.map { segment in
        switch segment {
        case .literal(let text): return text
        case .parameter: return ":"
        case .wildcard: return "*"
        case .complex(let text): return text.replacingNames()
        }
      }.joined(separator: "/")
  }

  /// Whether every segment is a literal, a parameter or a wildcard (a wildcard only last).
  var isSimple: Bool {
    for (index, segment) in segments.enumerated() {
      if case .complex = segment { return false }
      if segment == .wildcard && index != segments.count - 1 { return false }
    }
    return true
  }

  /// Whether every path this shape's sibling `other` matches, this one matches too.
  func covers(_ other: PatternShape) -> Bool {
    for (index, segment) in segments.enumerated() {
      if segment == .wildcard { return other.segments.count > index }
      guard index < other.segments.count else { return false }
      switch (segment, other.segments[index]) {
      case (.literal(let mine), .literal(let theirs)) where mine == theirs: continue
      case (.parameter, .literal), (.parameter, .parameter): continue
      default: return false
      }
    }
    return segments.count == other.segments.count
  }
}

extension String {
  /// The text with parameter names after `:` or `*` left out.
  func replacingNames() -> String {
    var output = ""
    var skipping = false
    for character in self {
      if skipping && (character.isLetter || character.isNumber || character == "_") { continue }
      skipping = character == ":" || character == "*"
      output.append(character)
    }
    return output
  }
}
