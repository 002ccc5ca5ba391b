/// Writes the PCRE2 regex for normalized pattern parts.
///
/// ```
/// /user/:id(\d+)     -> /user/(?<id>(?:\d+))
/// /p/:id-:slug       -> /p/(?<id>[^/]+?)\-(?<slug>[^/]+)
/// /files{/*path}     -> /files(?:/(?<path>[^/]+(?:/[^/]+)*))?
/// ```
///
/// The regex is matched, anchored at both ends, against the canonical percent-encoded path.
/// A parameter followed by more text in its segment is lazy, so `/p/:id-:slug` reads
/// `/p/12-my-post` as `id = 12, slug = my-post`.
enum RouteRegexBuilder {
  /// How parameters are captured.
  enum CaptureStyle {
    /// `(?<name>...)`, compiled with no auto-capture: one route's own matcher.
    case named
    /// `(...)`, numbered in order, constraints wrapped in `(?n:...)`: the compiled route table.
    case numbered
  }

  /// The regex for a whole pattern path.
  static func regex(for parts: [PatternPart], style: CaptureStyle) -> String {
    var output = ""
    append(parts, isTop: true, style: style, to: &output)
    return PatternNormalizer.canBeEmpty(parts) ? "(?:\(output)|/)" : output
  }

  /// Appends the regex for each part of a sequence.
  static func append(
    _ parts: [PatternPart], isTop: Bool, style: CaptureStyle, to output: inout String
  ) {
    for (index, part) in parts.enumerated() {
      let next = index + 1 < parts.count ? parts[index + 1] : nil
      let endsSegment = next?.isSeparator ?? isTop
      append(part, endsSegment: endsSegment, style: style, to: &output)
    }
  }

  /// Appends the regex for one part; `endsSegment` when a `/` or the end of the path follows.
  static func append(
    _ part: PatternPart, endsSegment: Bool, style: CaptureStyle, to output: inout String
  ) {
    switch part {
    case .separator:
      output += "/"
    case .literal(let text):
      output += escaped(text)
    case .parameter(let name, let constraint?):
      output += open(name, style)
      output += style == .named ? "(?:\(constraint))" : "(?n:\(constraint))"
      output += ")"
    case .parameter(let name, nil):
      output += open(name, style) + (endsSegment ? "[^/]+)" : "[^/]+?)")
    case .wildcard(let name):
      output += open(name, style) + "[^/]+(?:/[^/]+)*)"
    case .optional(let inner):
      output += "(?:"
      append(inner, isTop: false, style: style, to: &output)
      output += ")?"
    }
  }

  private static func open(_ name: String, _ style: CaptureStyle) -> String {
    style == .named ? "(?<\(name)>" : "("
  }

  /// Escapes the regex metacharacters of canonical literal text.
  static func escaped(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      if "\\^$.|?*+()[]{}".unicodeScalars.contains(character) { output += "\\" }
      output.unicodeScalars.append(character)
    }
    return output
  }
}
