/// Writes the PCRE2 regex for normalized pattern parts: the one place where patterns become
/// regexes, for a route's own matcher and for the atoms of the compiled table alike.
///
/// ```
/// /user/:id(\d+)     -> /user/(?<id>(?:\d+))
/// /p/:id-:slug       -> /p/(?<id>[^/]+)-(?<slug>[^/\-]+)
/// /files{/*path}     -> /files(?:/(?<path>.+))?
/// /x-*p/:q           -> /x-(?<p>.+)/(?<q>[^/]+)
/// /:id{.:ext}        -> /(?|(?<id>[^/]+)\.(?<ext>[^/.]+)|(?<id>[^/]+)(?<ext>(?!))?)
/// ```
///
/// The regex is matched, anchored at both ends, against the canonical percent-encoded path.
/// Parameters split a segment as path-to-regexp 8 does (the Routing semantics article, *Parameters
/// in one segment*):
///
/// - every parameter takes as much as it can, and a parameter that follows another capture
///   in its segment never holds the literal text written between them, so `/:name.:ext`
///   reads `/archive.tar.gz` as `archive.tar` and `gz`;
/// - an optional part that competes with a capture before it in its segment is tried
///   present first: the segment is written as the alternation of its expansions (a
///   branch-reset group, with a never-matching group standing in for each parameter of an
///   absent part, so that every parameter keeps its number). `/:test{.:format}` reads
///   `/route.json.html` as `route.json` and `html`;
/// - an optional part that starts the pattern, followed by text in its segment, leaves the
///   leading `/` when it is absent: `{/:test}-bar` matches `/-bar`;
/// - a last segment that is only a constrained parameter may be absent when the constraint
///   accepts the empty string: `/test/:id(\d*)` matches `/test` with `id = ""`;
/// - a wildcard is one or more characters, `/` included (the Routing semantics article,
///   *Wildcards*), as in path-to-regexp: `/x-*p/:q` reads `/x-/a/z` as `p = /a`, `q = z`. The path
///   is canonical (no `//`, no trailing `/`), so a wildcard that fills whole segments
///   (`/files/*path`) still holds one or more whole segments.
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
    guard parts.first?.isSeparator == true else {
      var output = ""
      appendLeadingOptionals(parts, style: style, to: &output)
      return PatternNormalizer.canBeEmpty(parts) ? "(?:\(output)|/)" : output
    }
    let segments = segments(of: parts)
    return segments.indices.map { index in
      segmentRegex(segments[index], isLast: index == segments.count - 1, style: style)
    }.joined()
  }

  /// The top-level segments of parts that start with `/`: each starts with its `/` and holds
  /// what follows up to the next top-level `/` (optional parts included).
  static func segments(of parts: [PatternPart]) -> [[PatternPart]] {
    var segments: [[PatternPart]] = []
    for part in parts {
      if part.isSeparator || segments.isEmpty {
        segments.append([part])
      } else {
        segments[segments.count - 1].append(part)
      }
    }
    return segments
  }

  /// The regex of one top-level segment (as ``segments(of:)`` cuts them); `isLast` when no
  /// segment follows it.
  static func segmentRegex(_ segment: [PatternPart], isLast: Bool, style: CaptureStyle) -> String {
    var output = ""
    if isLast, segment.count == 2, segment[0].isSeparator,
      case .parameter(let name, let constraint?) = segment[1]
    {
      // The segment may be absent at the end of the path: the constraint then matches the
      // empty string there, or nothing.
      let group = open(name, style) + constrained(constraint, style) + ")"
      return "(?|/" + group + "|$" + group + ")"
    }
    var context = Context()
    append(segment[...], context: &context, style: style, to: &output)
    return output
  }

  /// A pattern that does not start with `/` starts with optional parts that do (the
  /// normalizer guarantees it). When they are all absent, the `/` they would have written is
  /// still there: `{/:a}{/:b}-x` is `(?|/:a{/:b}|/:b|/)-x`, one alternative per first part
  /// present, each trying the parts after it present first.
  private static func appendLeadingOptionals(
    _ parts: [PatternPart], style: CaptureStyle, to output: inout String
  ) {
    let leading = parts.prefix { part in
      if case .optional(let inner) = part { return inner.first?.isSeparator == true }
      return false
    }
    let rest = parts[leading.count...]
    if leading.isEmpty || rest.first?.isSeparator != false {
      var context = Context()
      append(parts[...], context: &context, style: style, to: &output)
      return
    }
    var alternatives: [String] = []
    for first in leading.indices {
      var alternative = ""
      for skipped in leading[..<first] {
        appendPlaceholders(for: skipped, style: style, to: &alternative)
      }
      var sequence: [PatternPart] = []
      if case .optional(let inner) = leading[first] { sequence = inner }
      sequence += leading[(first + 1)...] + rest
      var context = Context()
      append(sequence[...], context: &context, style: style, to: &alternative)
      alternatives.append(alternative)
    }
    var last = ""
    for skipped in leading { appendPlaceholders(for: skipped, style: style, to: &last) }
    last += "/"
    var context = Context()
    append(rest, context: &context, style: style, to: &last)
    alternatives.append(last)
    output += "(?|" + alternatives.joined(separator: "|") + ")"
  }

  /// What the parts before a point tell about its segment, for splitting it; `nil` where
  /// it depends on which optional parts are present.
  struct Context: Equatable {
    /// Whether a capture comes earlier in the same segment.
    var hasCapture: Bool? = false
    /// Whether that capture may match a `/` (a wildcard or a constraint).
    var captureSpansSlash: Bool? = false
    /// The literal text since that capture (or since the segment's start).
    var text: String? = ""

    mutating func startSegment() {
      self = Context()
    }

    mutating func capture(spansSlash: Bool) {
      hasCapture = true
      captureSpansSlash = spansSlash
      text = ""
    }

    /// What is known after `parts` (without writing their regex).
    ///
    /// - Complexity: O(n) in the parts, nested ones included.
    func after(_ parts: [PatternPart]) -> Context {
      var context = self
      for part in parts {
        switch part {
        case .separator: context.startSegment()
        case .literal(let text): context.text? += text
        case .parameter(_, let constraint): context.capture(spansSlash: constraint != nil)
        case .wildcard: context.capture(spansSlash: true)
        case .optional(let inner): context = context.after(inner).merged(with: context)
        }
      }
      return context
    }

    /// What is known after a part that may or may not be there.
    func merged(with other: Context) -> Context {
      var merged = self
      if merged.hasCapture != other.hasCapture { merged.hasCapture = nil }
      if merged.captureSpansSlash != other.captureSpansSlash { merged.captureSpansSlash = nil }
      if merged.text != other.text { merged.text = nil }
      return merged
    }
  }

  /// A part of a sequence being written, or an optional part chosen absent.
  private enum Item {
    case part(PatternPart)
    /// An optional part left out: never-matching groups stand in for its parameters.
    case absent(PatternPart)

    var part: PatternPart {
      switch self {
      case .part(let part), .absent(let part): return part
      }
    }
  }

  /// Appends the regex of `parts`, which continue the segment `context` describes.
  private static func append(
    _ parts: ArraySlice<PatternPart>, context: inout Context, style: CaptureStyle,
    to output: inout String
  ) {
    append(parts.map(Item.part), context: &context, style: style, to: &output)
  }

  /// Appends the regex of `items`. An optional part that competes with a capture before it
  /// in its segment (or that decides how a later parameter is written) turns the segment,
  /// from its start in `items`, into the alternation of the two expansions, present first.
  private static func append(
    _ items: [Item], context: inout Context, style: CaptureStyle, to output: inout String
  ) {
    // Where the current segment starts: in `items`, in `output` (in UTF-8 bytes, since the
    // output grows), and what was known there.
    var segmentStart = (item: 0, output: output.utf8.count, context: context)
    for index in items.indices {
      switch items[index] {
      case .absent(let part):
        appendPlaceholders(for: part, style: style, to: &output)
      case .part(.separator):
        output += "/"
        context.startSegment()
        segmentStart = (index + 1, output.utf8.count, context)
      case .part(.literal(let text)):
        output += escaped(text)
        context.text? += text
      case .part(.parameter(let name, let constraint?)):
        output += open(name, style) + constrained(constraint, style) + ")"
        context.capture(spansSlash: true)
      case .part(.parameter(let name, nil)):
        output += open(name, style) + segmentClass(after: context) + "+)"
        context.capture(spansSlash: false)
      case .part(.wildcard(let name)):
        output += open(name, style) + ".+)"
        context.capture(spansSlash: true)
      case .part(.optional(let inner)):
        let present = context.after(inner)
        let rest = items[(index + 1)...]
        guard
          competes(inner, after: context)
            || (present.merged(with: context) != context
              && hasPlainParameter(beforeSegmentEnd: rest))
        else {
          var inside = context
          output += "(?:"
          append(inner[...], context: &inside, style: style, to: &output)
          output += ")?"
          context = inside.merged(with: context)
          continue
        }
        // The segment so far, then the part present or absent, then the rest, each written
        // straight into `output` (no string of its own to copy in: the alternatives nest
        // once per competing part, and the whole regex would be copied at every level).
        let before = items[segmentStart.item..<index]
        output.removeSubrange(
          output.utf8.index(output.startIndex, offsetBy: segmentStart.output)...)
        output += "(?|"
        var withContext = segmentStart.context
        append(
          Array(before) + inner.map(Item.part) + rest, context: &withContext, style: style,
          to: &output)
        output += "|"
        var withoutContext = segmentStart.context
        append(
          Array(before) + [.absent(items[index].part)] + rest, context: &withoutContext,
          style: style, to: &output)
        output += ")"
        context = withContext.merged(with: withoutContext)
        return
      }
    }
  }

  /// Whether an optional part competes with a capture before it for the same text, so that
  /// a greedy `?` would try it too late: it continues that capture's segment, or the capture
  /// may span `/`.
  private static func competes(_ inner: [PatternPart], after context: Context) -> Bool {
    guard context.hasCapture != false else { return false }
    return inner.first?.isSeparator != true || context.captureSpansSlash != false
  }

  /// Whether a parameter without a constraint comes in `parts` before a `/` ends the segment.
  private static func hasPlainParameter(beforeSegmentEnd items: some Sequence<Item>) -> Bool {
    for item in items {
      guard case .part(let part) = item else { continue }
      switch part {
      case .separator: return false
      case .parameter(_, nil): return true
      case .optional(let inner):
        if inner.first?.isSeparator == true { continue }
        if hasPlainParameter(beforeSegmentEnd: inner.map(Item.part)) { return true }
      default: continue
      }
    }
    return false
  }

  /// What a parameter without a constraint matches: any character but `/`, and when it follows
  /// another capture in its segment, never the literal text written between them.
  private static func segmentClass(after context: Context) -> String {
    guard context.hasCapture == true, let text = context.text, !text.isEmpty else {
      return "[^/]"
    }
    if text.unicodeScalars.count == 1 {
      return "[^/" + escapedInClass(text) + "]"
    }
    return "(?:(?!" + escaped(text) + ")[^/])"
  }

  /// A group for each parameter of an absent optional part that can never match, so that the
  /// parameters after it keep their numbers in a branch-reset group.
  private static func appendPlaceholders(
    for part: PatternPart, style: CaptureStyle, to output: inout String
  ) {
    for name in part.parameterNames { output += open(name, style) + "(?!))?" }
  }

  private static func constrained(_ constraint: String, _ style: CaptureStyle) -> String {
    style == .named ? "(?:\(constraint))" : "(?n:\(constraint))"
  }

  private static func open(_ name: String, _ style: CaptureStyle) -> String {
    style == .named ? "(?<\(name)>" : "("
  }

  /// Escapes the regex metacharacters of canonical literal text.
  static func escaped(_ text: String) -> String { metacharacters.escaping(text) }

  /// Escapes one character of canonical literal text for a character class.
  private static func escapedInClass(_ text: String) -> String {
    classMetacharacters.escaping(text)
  }

  private static let metacharacters = ASCIIByteSet(#"\^$.|?*+()[]{}"#)
  private static let classMetacharacters = ASCIIByteSet(#"\^]-["#)
}
