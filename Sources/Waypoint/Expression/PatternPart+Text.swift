extension PatternPart {
  /// Parts written back in pattern syntax, in canonical form. A literal right after a
  /// parameter or wildcard that starts with a name character has it escaped, so that it does
  /// not read as part of the name (`/:id\\x`, not `/:idx`).
  static func patternText(of parts: [PatternPart]) -> String {
    var output = ""
    var afterName = false
    for part in parts {
      var text = part.patternText
      if afterName, case .literal = part, let first = text.unicodeScalars.first, first.isASCII,
        URLByte.isLetter(UInt8(first.value)) || first == "_"
          || ("0"..."9").contains(first)
      {
        text = "\\" + text
      }
      output += text
      afterName = part.isCapture
    }
    return output
  }

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
      return "{" + PatternPart.patternText(of: inner) + "}"
    }
  }
}
