extension PatternPart {
  /// Parts written back in pattern syntax, in canonical form. A literal right after a
  /// parameter or wildcard that starts with a name character has it escaped, so that it does
  /// not read as part of the name (`/:id\\x`, not `/:idx`).
  package static func patternText(of parts: [PatternPart]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(64)
    appendPatternText(of: parts, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private static func appendPatternText(of parts: [PatternPart], to output: inout [UInt8]) {
    var afterName = false
    for part in parts {
      switch part {
      case .separator:
        output.append(UInt8(ascii: "/"))
      case .literal(let text):
        if afterName, let first = text.utf8.first, PatternParser.continuesName(first) {
          output.append(UInt8(ascii: "\\"))
        }
        output += escapedCharacters.escaping(text).utf8
      case .parameter(let name, let constraint):
        output.append(UInt8(ascii: ":"))
        output += name.utf8
        if let constraint {
          output.append(UInt8(ascii: "("))
          output += constraint.utf8
          output.append(UInt8(ascii: ")"))
        }
      case .wildcard(let name):
        output.append(UInt8(ascii: "*"))
        output += name.utf8
      case .optional(let inner):
        output.append(UInt8(ascii: "{"))
        appendPatternText(of: inner, to: &output)
        output.append(UInt8(ascii: "}"))
      }
      afterName = part.isCapture
    }
  }

  /// The ASCII characters a literal's pattern text escapes (no byte of another character is
  /// one of them: most literals have none and are their own text).
  private static let escapedCharacters = ASCIIByteSet(#":*{}()\?#"#)
}
