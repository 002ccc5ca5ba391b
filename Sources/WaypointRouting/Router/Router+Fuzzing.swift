// What the fuzz targets' references read of a router's machinery: not API, behind
// `@_spi(Fuzzing)`.

extension Router {
  /// The own matcher of `route`: the one the router compiles from the route's expression, with
  /// its matching configuration, for reverse routing, explanations and the lookups that pass a
  /// candidate over, compiled the first time anything asks for it and kept. `nil` when `route`
  /// is not in the current table (never registered, removed, or replaced by an equal one).
  ///
  /// A route-by-route reference can take it instead of compiling the same matcher again: a
  /// matcher depends only on its expression and configuration.
  ///
  /// - Throws: ``RouteError/invalidPattern(_:position:reason:)`` when PCRE2 refuses the regex.
  @_spi(Fuzzing) public func ownMatcher(of route: Route) throws(RouteError) -> RouteMatcher? {
    let table = snapshot.table
    // The table keeps one route per expression: a route replaced by an equal one is not it.
    guard table.route(for: route.expression)?.value === route else { return nil }
    return try RouteError.wrapping { () throws(MatchingError) in
      try table.matcher(for: route.expression)
    }
  }
}
