/// A parsed, normalized and validated route pattern (spec section 3).
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
/// are shared.
public struct RouteExpression: Sendable, Hashable, CustomStringConvertible {
  let storage: Storage

  /// Parses, normalizes and validates `pattern`.
  ///
  /// - Throws: ``RouteError/invalidPattern(_:position:reason:)``,
  ///   ``RouteError/duplicateParameterName(_:name:position:)`` or
  ///   ``RouteError/invalidConstraint(_:position:reason:)``, naming the pattern and position.
  public init(_ pattern: String) throws(RouteError) {
    let parsed = try PatternParser.parse(pattern)
    let parts = try PatternNormalizer.normalize(
      parsed.parts, pattern: pattern, position: parsed.pathStart)
    storage = Storage(pattern: pattern, source: parsed.source, parts: parts)
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
  /// - Throws: ``RouteError/invalidRegex(_:position:reason:)`` with PCRE2's message, or when a
  ///   group name is used twice or the regex uses `(*MARK)`.
  public init(regex: String, source: LinkSource? = nil) throws(RouteError) {
    storage = try Storage(regex: regex, source: source)
  }

  /// The pattern as written.
  public var pattern: String { storage.pattern }
  /// The source the route is restricted to, or `nil` when it serves every accepted source.
  public var source: LinkSource? { storage.source }
  /// The parameter and wildcard names, in order of appearance.
  public var parameterNames: [String] { storage.parameterNames }
  /// The normalized path pattern, such as `/users{/:id}/edit`.
  public var path: String { storage.path }
  /// The PCRE2 regex the route path is matched with: one named group per parameter, anchored
  /// at both ends by the compile options.
  public var regex: String { storage.regex }
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
    var constraints: [String: String] = [:]
    collect(parts, into: &constraints)
    return constraints
  }

  var parts: [PatternPart] { storage.parts }
  /// How many parameters the expression captures.
  var parameterCount: Int { storage.parameterCount }
  var specificity: RouteSpecificity { storage.specificity }

  /// The pattern as written.
  public var description: String { pattern }

  /// Whether both restrict to the same source and normalize to the same path (raw regex
  /// routes: have the same regex).
  public static func == (lhs: RouteExpression, rhs: RouteExpression) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.source == rhs.source && lhs.isRawRegex == rhs.isRawRegex && lhs.parts == rhs.parts
        && lhs.regex == rhs.regex)
  }

  /// Hashes the source and the normalized path.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(parts)
    hasher.combine(regex)
  }

  /// The immutable parts of an expression, shared by its copies.
  final class Storage: Sendable {
    let pattern: String
    let source: LinkSource?
    let parts: [PatternPart]
    let parameterNames: [String]
    let path: String
    let regex: String
    let specificity: RouteSpecificity
    let isRawRegex: Bool
    let parameterCount: Int
    /// The capture group of each parameter: 1, 2, 3... for path patterns; the group numbers
    /// of the named groups for a raw regex.
    let groupNumbers: [Int]

    init(pattern: String, source: LinkSource?, parts: [PatternPart]) {
      self.pattern = pattern
      self.source = source
      self.parts = parts
      self.parameterNames = parts.flatMap(\.parameterNames)
      self.path = parts.map(\.patternText).joined()
      self.regex = RouteRegexBuilder.regex(for: parts, style: .named)
      self.specificity = RouteSpecificity(parts)
      self.isRawRegex = false
      self.groupNumbers = Array(parameterNames.indices.map { $0 + 1 })
      self.parameterCount = parameterNames.count
    }

    init(regex: String, source: LinkSource?) throws(RouteError) {
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
      self.pattern = regex
      self.source = source
      self.parts = []
      self.parameterNames = names
      self.path = regex
      self.regex = regex
      self.specificity = RouteSpecificity([])
      self.isRawRegex = true
      self.groupNumbers = code.namedGroups.map(\.number)
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
