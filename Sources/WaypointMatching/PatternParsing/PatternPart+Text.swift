extension PatternPart {
  /// Parts written back in pattern syntax, in canonical form. A literal right after a
  /// parameter or wildcard that starts with a name character has it escaped, so that it does
  /// not read as part of the name (`/:id\\x`, not `/:idx`).
  package static func patternText(of parts: [PatternPart]) -> String {
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
      // The characters to escape are ASCII, so no byte of another character is one of them:
      // most literals have none and are their own text.
      guard text.utf8.contains(where: Self.needsEscape) else { return text }
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

  /// Whether `byte` is an ASCII character that a literal's pattern text escapes.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"), UInt8(ascii: "?"),
      UInt8(ascii: "#"):
      return true
    default:
      return false
    }
  }
}
