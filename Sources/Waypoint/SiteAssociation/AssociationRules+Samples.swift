extension AssociationRules {
  /// The most sample URLs made for one component.
  static let maximumSamplesPerRule = 8

  /// URLs that `rule` matches, on `origin`: its patterns with `?` as `x`, `*` as nothing, a
  /// variable as its first string (and, for a custom variable, each of its first four), then
  /// probes with one `*` as `x/y` (does it reach across `/`?) or `x`; with `caseSensitive:
  /// false`, the first in upper case; percent-encoded where the rule compares decoded text.
  /// Whether the whole file sends them to the app is the caller's to check.
  func samples(of rule: Rule, on origin: WebOrigin) -> [String] {
    var paths = Self.fillings(rule.path.tokens).map { $0.hasPrefix("/") ? $0 : "/" + $0 }
    if !rule.caseSensitive, let first = paths.first {
      paths.insert(
        String(String.UnicodeScalarView(first.unicodeScalars.map(Self.uppercased))), at: 1)
    }
    let encode = { (text: String) in rule.percentEncoded ? text : Self.percentEncoded(text) }
    var suffix = ""
    switch rule.query {
    case .pattern(let pattern):
      let query = Self.filled(pattern.tokens, probe: nil)
      if !query.isEmpty { suffix += "?" + encode(query) }
    case .items(let items):
      let required = items.filter { !$0.pattern.matches("", caseSensitive: true) }
      if !required.isEmpty {
        suffix +=
          "?"
          + required.map {
            encode($0.name) + "=" + encode(Self.filled($0.pattern.tokens, probe: nil))
          }
          .joined(separator: "&")
      }
    }
    let fragment = Self.filled(rule.fragment.tokens, probe: nil)
    if !fragment.isEmpty { suffix += "#" + encode(fragment) }
    var urls: [String] = []
    // Compared as written, a pattern with a space or non-ASCII text matches only URLs that no
    // browser sends (they arrive percent-encoded): such a sample is no sample.
    for path in paths where !rule.percentEncoded || Self.isWritten(path + suffix) {
      let url = origin.description + encode(path) + suffix
      if !urls.contains(url) { urls.append(url) }
      if urls.count == Self.maximumSamplesPerRule { break }
    }
    return urls
  }

  /// How to fill a pattern: the base filling, then a variant per custom variable string, then
  /// the probes of each top-level `*`.
  private static func fillings(_ tokens: [AssociationPattern.Token]) -> [String] {
    var texts = [filled(tokens, probe: nil)]
    for (index, token) in tokens.enumerated() {
      if case .variable(let name, let values) = token,
        AssociationPattern.predefinedVariables[name] == nil
      {
        for value in values.dropFirst().prefix(3) {
          var changed = tokens
          changed[index] = .variable(name: name, values: [value])
          texts.append(filled(changed, probe: nil))
        }
      }
    }
    for (index, token) in tokens.enumerated() where token == .any {
      texts.append(filled(tokens, probe: (index, "x/y")))
      texts.append(filled(tokens, probe: (index, "x")))
    }
    var unique: [String] = []
    for text in texts where !unique.contains(text) { unique.append(text) }
    return unique
  }

  /// The text of `tokens`, the `*` at `probe`'s index filled with its text.
  private static func filled(_ tokens: [AssociationPattern.Token], probe: (Int, String)?) -> String
  {
    var text = ""
    for (index, token) in tokens.enumerated() {
      switch token {
      case .character(let scalar): text.unicodeScalars.append(scalar)
      case .one: text += "x"
      case .any: if let probe, probe.0 == index { text += probe.1 }
      case .variable(_, let values):
        if let first = values.first { text += filled(first, probe: nil) }
      }
    }
    return text
  }

  private static func uppercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("a"..."z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value - 32)) : scalar
  }

  /// Whether `text` holds only what a URL holds as written: no control, space, non-ASCII,
  /// `"`, `<`, `>`, `` ` ``, `{`, `}`, `|`, `\`, `^`.
  private static func isWritten(_ text: String) -> Bool {
    !text.utf8.contains { $0 <= 0x20 || $0 >= 0x7F || "\"<>`{}|\\^".utf8.contains($0) }
  }

  /// `text` with what a URL cannot hold as written percent-encoded: controls, space,
  /// non-ASCII, `%`, `?`, `#`, `"`, `<`, `>`, `` ` ``, `{`, `}`, `|`, `\`, `^`.
  static func percentEncoded(_ text: String) -> String {
    var output = ""
    for byte in text.utf8 {
      if byte <= 0x20 || byte >= 0x7F || "%?#\"<>`{}|\\^".utf8.contains(byte) {
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count == 1 ? "0" + hex : hex)
      } else {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return output
  }
}
