/// What a successful match found: the URL, the expression that matched, and its parameters.
///
/// ```swift
/// let result = try RouteMatcher("/user/:id(\\d+)").match("myapp://user/42?tab=posts")
/// result?.parameters["id"] // "42"
/// result?.path             // "/user/42"
/// result?.query["tab"]     // "posts"
/// ```
public struct MatchResult: Sendable {
  /// The URL that matched.
  public let url: RouteURL
  /// The expression that matched it.
  public let expression: RouteExpression
  package let captures: CaptureRanges

  /// A result for `url`, matched by `expression`, with a range per parameter in pattern order.
  init(url: RouteURL, expression: RouteExpression, captures: CaptureRanges) {
    self.url = url
    self.expression = expression
    self.captures = captures
  }

  /// The path parameters, decoded when read.
  public var parameters: PathParameters {
    PathParameters(url: url, allNames: expression.parameterNames, captures: captures)
  }

  /// The normalized route path that matched, still percent-encoded.
  public var path: String { url.path }

  /// The query of the URL.
  public var query: QueryParameters { url.query }
}
