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
    let table = table.current
    guard let route = table.routesByName[name] else { throw .unknownRoute(name) }
    return try route.expression.url(
      parameters: parameters, matcher: route.matcher(options: table.options))
  }

  /// Builds a URL for the route registered with `pattern` (compared in normalized form).
  ///
  /// - Throws: the pattern errors, ``RouteError/unknownRoute(_:)``, or the parameter errors of
  ///   ``url(for:parameters:)``.
  public func url(forPattern pattern: String, parameters: [String: String] = [:])
    throws(RouteError) -> String
  {
    let expression = try RouteExpression(pattern)
    let table = table.current
    guard let entry = table.entries.first(where: { $0.route.expression == expression }) else {
      throw .unknownRoute(pattern)
    }
    return try expression.url(
      parameters: parameters, matcher: entry.route.matcher(options: table.options))
  }
}
