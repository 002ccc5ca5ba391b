/// A route of a router and what it matched, from the router's `match(_:)`.
public struct RouteMatch: Sendable {
  /// The route that matched.
  public let route: Route
  /// The URL that matched.
  public let url: RouteURL
  @usableFromInline let captures: CaptureRanges

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

  /// How many parameters the route's pattern declares, set by this match or not: the indices
  /// of ``rawParameter(at:)`` are `0..<parameterCount`.
  @inlinable public var parameterCount: Int { captures.count }

  /// The parameter at `index` (in pattern order, from 0) as it is in the path, still
  /// percent-encoded; `nil` when the match did not set it or `index` is out of range.
  ///
  /// The value is a view of the URL's bytes, as matchit hands out slices: reading it copies
  /// nothing and allocates nothing, which makes this the cheapest way to read every parameter
  /// on a hot path (``parameters`` decodes by name).
  ///
  /// ```swift
  /// // Route "/repos/:owner/:repo"
  /// let match = try router.match("/repos/apple/swift%20nio")
  /// match?.rawParameter(at: 1) == "swift%20nio"  // true
  /// match?.rawParameter(at: 1)?.substring         // "swift%20nio"
  /// ```
  @inlinable
  public func rawParameter(at index: Int) -> RawParameter? {
    guard let range = captures.rangeIfPresent(at: index) else { return nil }
    return url.rawPathParameter(range)
  }
}
