/// A route of a router and what it matched, from the router's `match(_:)`.
public struct RouteMatch: Sendable {
  /// The route that matched.
  public let route: Route
  /// The URL, the parameters and the query.
  public let result: MatchResult

  /// The URL that matched.
  public var url: RouteURL { result.url }
  /// The path parameters, decoded when read.
  public var parameters: PathParameters { result.parameters }
  /// The query of the URL.
  public var query: QueryParameters { result.url.query }
}
