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

  var parts: [PatternPart] { storage.parts }
  var specificity: RouteSpecificity { storage.specificity }

  /// The pattern as written.
  public var description: String { pattern }

  /// Whether both restrict to the same source and normalize to the same path.
  public static func == (lhs: RouteExpression, rhs: RouteExpression) -> Bool {
    lhs.storage === rhs.storage || (lhs.source == rhs.source && lhs.parts == rhs.parts)
  }

  /// Hashes the source and the normalized path.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(parts)
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

    init(pattern: String, source: LinkSource?, parts: [PatternPart]) {
      self.pattern = pattern
      self.source = source
      self.parts = parts
      self.parameterNames = parts.flatMap(\.parameterNames)
      self.path = parts.map(\.patternText).joined()
      self.regex = RouteRegexBuilder.regex(for: parts, style: .named)
      self.specificity = RouteSpecificity(parts)
    }
  }
}
