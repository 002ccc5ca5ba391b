extension Router {
  /// Builds a URL for the route called `name` (reverse routing); parameters the pattern does
  /// not name become the query.
  ///
  /// ```swift
  /// try router.register("/user/:id(\\d+)", name: "user") { _ in .ok }
  /// try router.url(for: "user", parameters: ["id": "42"]) // "/user/42"
  /// try router.url(for: "user", parameters: ["id": "me"]) // throws .invalidParameter
  /// ```
  ///
  /// Matching the URL built gives the same parameters back.
  ///
  /// - Throws: ``RouteError/unknownRoute(_:)``, ``RouteError/missingParameter(name:route:)`` or
  ///   ``RouteError/invalidParameter(name:value:route:reason:)``.
  public func url(for name: String, parameters: [String: String] = [:]) throws(RouteError)
    -> String
  {
    let snapshot = snapshot
    guard let route = snapshot.routesByName[name] else { throw .unknownRoute(name) }
    return try url(for: route.expression, parameters: parameters, in: snapshot.table)
  }

  /// Builds a URL for the route registered with `pattern` (compared in normalized form).
  ///
  /// - Throws: the pattern errors, ``RouteError/unknownRoute(_:)``, or the parameter errors of
  ///   ``url(for:parameters:)``.
  public func url(forPattern pattern: String, parameters: [String: String] = [:])
    throws(RouteError) -> String
  {
    let expression = try RouteExpression(parsing: pattern)
    let table = snapshot.table
    guard table.route(for: expression) != nil else { throw .unknownRoute(pattern) }
    return try url(for: expression, parameters: parameters, in: table)
  }

  /// The URL of `expression`, a route of `table`, with `parameters`, checked with the route's
  /// own matcher.
  private func url(
    for expression: RouteExpression, parameters: [String: String], in table: RouteTable<Route>
  ) throws(RouteError) -> String {
    try RouteError.wrapping { () throws(MatchingError) in
      guard let matcher = try table.matcher(for: expression) else {
        throw .invalidPattern(
          expression.pattern, position: 0, reason: "the route is not in the table")
      }
      return try expression.url(parameters: parameters, matcher: matcher)
    }
  }
}
