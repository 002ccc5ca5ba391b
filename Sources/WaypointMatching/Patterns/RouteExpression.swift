/// A parsed, normalized and validated route pattern (<doc:RoutingSemantics#Pattern-syntax>).
///
/// ```swift
/// let expression = try RouteExpression("myapp://user/:id(\\d+)/")
/// expression.source         // .appScheme("myapp")
/// expression.path           // "/user/:id(\\d+)"
/// expression.parameterNames // ["id"]
/// ```
///
/// Two expressions are equal when they restrict to the same source and normalize to the same
/// path: `/order/list/` and `order//list` are the same route. Copying one is cheap: its parts
/// are shared. An expression keeps its normalized path as text, which takes less memory than
/// the syntax tree (large tables hold one per route); the tree is read back from it when
/// needed.
public struct RouteExpression: Sendable, Hashable, CustomStringConvertible {
  let storage: Storage

  /// Parses, normalizes and validates `pattern`.
  ///
  /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)``,
  ///   ``MatchingError/duplicateParameterName(_:name:position:)`` or
  ///   ``MatchingError/invalidConstraint(_:position:reason:)``, naming the pattern and position.
  public init(_ pattern: String) throws(MatchingError) {
    let parsed = try PatternParser.parse(pattern)
    let parts = try PatternNormalizer.normalize(
      parsed.parts, pattern: pattern, position: parsed.pathStart)
    // The path as written, after any scheme or origin prefix: when it is the normalized path
    // already, the parts need not be parsed again to know they can be read back from it.
    let writtenPath =
      parsed.pathStart == 0
      ? pattern
      : String(String.UnicodeScalarView(pattern.unicodeScalars.dropFirst(parsed.pathStart)))
    storage = Storage(
      pattern: pattern, writtenPath: writtenPath, source: parsed.source, parts: parts)
  }

  /// Parses a normalized path written by ``path``: the parts it was written from.
  static func reparse(_ path: String) -> [PatternPart]? {
    guard let parsed = try? PatternParser.parse(path) else { return nil }
    return try? PatternNormalizer.normalize(parsed.parts, pattern: path, position: 0)
  }

  /// A raw regex route: a full PCRE2 pattern matched against the whole route path (the
  /// canonical, percent-encoded path), whose named groups become the parameters.
  ///
  /// ```swift
  /// let expression = try RouteExpression(regex: #"/article/(?<year>\d{4})/(?<slug>[a-z-]+)"#)
  /// expression.parameterNames // ["year", "slug"]
  /// ```
  ///
  /// - Parameters:
  ///   - regex: the PCRE2 pattern; its named groups are the parameters.
  ///   - source: the source the route is restricted to, `nil` for every source.
  /// - Throws: ``MatchingError/invalidRegex(_:position:reason:)`` with PCRE2's message, or when a
  ///   group name is used twice or the regex uses `(*MARK)`.
  public init(regex: String, source: LinkSource? = nil) throws(MatchingError) {
    storage = try Storage(regex: regex, source: source)
  }

  /// The pattern as written.
  public var pattern: String { storage.pattern }
  /// The source the route is restricted to, or `nil` when it serves every accepted source.
  public var source: LinkSource? { storage.source }
  /// The parameter and wildcard names, in order of appearance.
  public var parameterNames: [String] { storage.parameterNames }
  /// The normalized path pattern, such as `/users{/:id}/edit` (the regex itself for a raw
  /// regex route).
  public var path: String { storage.path }
  /// The PCRE2 regex the route path is matched with: one named group per parameter, anchored
  /// at both ends by the compile options.
  public var regex: String { regex(of: parts) }

  /// ``regex``, built from `parts`, the expression's syntax tree read once by the caller.
  package func regex(of parts: [PatternPart]) -> String {
    storage.isRawRegex ? storage.pattern : RouteRegexBuilder.regex(for: parts, style: .named)
  }
  /// Whether this is a raw regex route (``init(regex:source:)``) rather than a path pattern.
  public var isRawRegex: Bool { storage.isRawRegex }
  /// The regex constraint of each constrained parameter, by name (as compiled: non-ASCII
  /// characters percent-encoded).
  public var parameterConstraints: [String: String] {
    func collect(_ parts: [PatternPart], into constraints: inout [String: String]) {
      for part in parts {
        switch part {
        case .parameter(let name, let constraint?): constraints[name] = constraint
        case .optional(let inner): collect(inner, into: &constraints)
        default: continue
        }
      }
    }
    // Only a pattern with a `(` can have constraints: the others need not be parsed again.
    guard !isRawRegex, storage.path.utf8.contains(UInt8(ascii: "(")) else { return [:] }
    var constraints: [String: String] = [:]
    collect(parts, into: &constraints)
    return constraints
  }

  /// The syntax tree of the normalized path (empty for a raw regex route).
  package var parts: [PatternPart] { storage.parts }
  /// Whether the syntax tree is the one ``path`` parses to, as for most patterns: then
  /// `RouteExpression(path)` builds its regex from the same tree, and the two regexes are
  /// equal without being built. `false` for an expression that keeps a tree of its own (its
  /// path parses to another one, which must give the same regex) and for a raw regex route.
  /// Not API: for the fuzz targets' checks, behind `@_spi(Fuzzing)`.
  @_spi(Fuzzing) public var syntaxTreeReadsBackFromPath: Bool {
    !storage.isRawRegex && storage.readsBackFromPath
  }
  /// How many parameters the expression captures.
  var parameterCount: Int { storage.parameterCount }
  package var specificity: RouteSpecificity { storage.specificity }

  /// The pattern as written.
  public var description: String { pattern }

  /// Whether both restrict to the same source and normalize to the same path (raw regex
  /// routes: have the same regex).
  public static func == (lhs: RouteExpression, rhs: RouteExpression) -> Bool {
    if lhs.storage === rhs.storage { return true }
    guard lhs.source == rhs.source, lhs.isRawRegex == rhs.isRawRegex else { return false }
    return lhs.storage.path == rhs.storage.path
  }

  /// Hashes the source and the normalized path.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(storage.path)
  }

  /// The immutable parts of an expression, shared by its copies.
  final class Storage: Sendable {
    /// The normalized path as pattern text (the regex for a raw regex route).
    let path: String
    /// The pattern as written, when it differs from `path`.
    private let writtenPattern: String?
    /// The syntax tree, kept only when it cannot be read back from `path`.
    private let keptParts: [PatternPart]?
    let source: LinkSource?
    let parameterNames: [String]
    let specificity: RouteSpecificity
    let isRawRegex: Bool
    let parameterCount: Int
    /// The group numbers of a raw regex's named groups (path patterns number theirs 1, 2...).
    private let regexGroupNumbers: [Int]

    /// The capture group of each parameter: 1, 2, 3... for path patterns; the group numbers
    /// of the named groups for a raw regex.
    var groupNumbers: [Int] {
      isRawRegex ? regexGroupNumbers : Array(1..<(parameterCount + 1))
    }

    /// The pattern as written.
    var pattern: String { writtenPattern ?? path }

    /// Whether ``parts`` is what `path` parses to (no tree of its own is kept).
    var readsBackFromPath: Bool { keptParts == nil }

    /// The syntax tree of the normalized path.
    var parts: [PatternPart] {
      if let keptParts { return keptParts }
      return isRawRegex ? [] : RouteExpression.reparse(path) ?? []
    }

    init(pattern: String, writtenPath: String, source: LinkSource?, parts: [PatternPart]) {
      let path = PatternPart.patternText(of: parts)
      self.path = path
      self.writtenPattern = pattern == path ? nil : pattern
      // Parsing the path gives the parts back when the pattern was written normalized (the
      // same text parses the same), so only other patterns pay for a second parse.
      self.keptParts = writtenPath == path || RouteExpression.reparse(path) == parts ? nil : parts
      self.source = source
      self.parameterNames = PatternPart.parameterNames(of: parts)
      self.specificity = RouteSpecificity(parts)
      self.isRawRegex = false
      self.regexGroupNumbers = []
      self.parameterCount = parameterNames.count
    }

    init(regex: String, source: LinkSource?) throws(MatchingError) {
      let code: PCRE2Code
      do {
        code = try PCRE2Code(pattern: regex, options: .routePath)
      } catch {
        throw .invalidRegex(
          regex, position: characterOffset(ofUTF8Offset: error.offset, in: regex),
          reason: error.message)
      }
      let names = code.namedGroups.map(\.name)
      if let duplicate = names.indices.first(where: { names[..<$0].contains(names[$0]) }) {
        throw .invalidRegex(
          regex, position: 0, reason: "the group name \(names[duplicate]) is used twice")
      }
      if regex.contains("(*MARK") || regex.contains("(*:") {
        throw .invalidRegex(regex, position: 0, reason: "(*MARK) names are the router's own")
      }
      self.path = regex
      self.writtenPattern = nil
      self.keptParts = []
      self.source = source
      self.parameterNames = names
      self.specificity = RouteSpecificity([])
      self.isRawRegex = true
      self.regexGroupNumbers = code.namedGroups.map(\.number)
      self.parameterCount = names.count
    }
  }
}

/// The character offset of a UTF-8 offset in `text`, for error positions.
func characterOffset(ofUTF8Offset offset: Int, in text: String) -> Int {
  var bytes = 0
  for (index, scalar) in text.unicodeScalars.enumerated() {
    if bytes >= offset { return index }
    bytes += String(scalar).utf8.count
  }
  return text.unicodeScalars.count
}
