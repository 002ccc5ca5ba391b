// What the fuzz targets' references read of a router's machinery: not API, behind
// `@_spi(Fuzzing)`.

extension Router {
  /// The own matcher of `route`: the one the router compiles from the route's expression, with
  /// its matching configuration, for reverse routing, explanations and the lookups that pass a
  /// candidate over, compiled the first time anything asks for it and kept. `nil` when the
  /// current table has no route with that expression.
  ///
  /// A route-by-route reference can take it instead of compiling the same matcher again: a
  /// matcher depends only on its expression and configuration.
  ///
  /// - Throws: ``RouteError/invalidPattern(_:position:reason:)`` when PCRE2 refuses the regex.
  @_spi(Fuzzing) public func ownMatcher(of route: Route) throws(RouteError) -> RouteMatcher? {
    try RouteError.wrapping { () throws(MatchingError) in
      try snapshot.table.matcher(for: route.expression)
    }
  }
}
