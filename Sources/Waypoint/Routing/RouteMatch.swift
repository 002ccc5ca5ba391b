/// A route of a router and what it matched, from the router's `match(_:)`.
public struct RouteMatch: Sendable {
  /// The route that matched.
  public let route: Route
  /// The URL that matched.
  public let url: RouteURL
  let captures: CaptureRanges

  /// A match of `route` on `url` with a range per parameter in pattern order.
  init(route: Route, url: RouteURL, captures: CaptureRanges) {
    self.route = route
    self.url = url
    self.captures = captures
  }

  /// The match as a ``MatchResult``: the URL, the expression, the parameters.
  public var result: MatchResult {
    MatchResult(url: url, expression: route.expression, captures: captures)
  }

  /// The path parameters, decoded when read.
  public var parameters: PathParameters {
    PathParameters(url: url, allNames: route.expression.parameterNames, captures: captures)
  }

  /// The query of the URL.
  public var query: QueryParameters { url.query }
}
