extension PatternPart {
  /// The part written back in pattern syntax, in canonical form.
  var patternText: String {
    switch self {
    case .separator:
      return "/"
    case .literal(let text):
      var output = ""
      for scalar in text.unicodeScalars {
        if ":*{}()\\?#".unicodeScalars.contains(scalar) { output += "\\" }
        output.unicodeScalars.append(scalar)
      }
      return output
    case .parameter(let name, let constraint):
      return ":" + name + (constraint.map { "(\($0))" } ?? "")
    case .wildcard(let name):
      return "*" + name
    case .optional(let inner):
      return "{" + inner.map(\.patternText).joined() + "}"
    }
  }
}
