extension Router {
  /// Registers `pattern` with a handler.
  ///
  /// ```swift
  /// try router.register("/order/:id", name: "order", flags: [.internalOnly], handler: OrderHandler())
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: the route pattern (see the URL patterns article).
  ///   - name: a unique name, for reverse routing and logs.
  ///   - priority: higher goes first; default 0 (the Routing semantics article, *Which route
  ///     wins*).
  ///   - defaults: parameters read when no other source has the name.
  ///   - flags: such as ``RouteFlags/internalOnly``.
  ///   - replacing: replace a route with the same pattern and source instead of failing.
  ///   - handler: what handles the route's requests.
  /// - Returns: the route, for removal.
  /// - Throws: the pattern errors of `RouteExpression(_:)`,
  ///   ``RouteError/duplicateRoute(pattern:)`` or ``RouteError/duplicateRouteName(_:)``.
  @discardableResult
  public func register(
    _ pattern: String, name: String? = nil, priority: Int = 0, defaults: [String: String] = [:],
    flags: RouteFlags = [], replacing: Bool = false, handler: some RouteHandler
  ) throws(RouteError) -> Route {
    try register(
      RouteDefinition(
        pattern, name: name, priority: priority, defaults: defaults, flags: flags,
        replacing: replacing, handler: handler))
  }

  /// Registers `pattern` with a closure.
  ///
  /// ```swift
  /// try router.register("/product/:id") { request in
  ///   await showProduct(request.int("id"))
  ///   return .ok
  /// }
  /// ```
  @discardableResult
  public func register(
    _ pattern: String, name: String? = nil, priority: Int = 0, defaults: [String: String] = [:],
    flags: RouteFlags = [], replacing: Bool = false,
    handle: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
  ) throws(RouteError) -> Route {
    try register(
      pattern, name: name, priority: priority, defaults: defaults, flags: flags,
      replacing: replacing, handler: ClosureRouteHandler(handle))
  }

  /// Registers `pattern` with a closure that does not await, which the dispatch calls as a
  /// plain function (Swift picks this overload for a closure without `await`).
  ///
  /// ```swift
  /// try router.register("/settings") { _ in
  ///   print("show the settings")
  ///   return .ok
  /// }
  /// ```
  @discardableResult
  public func register(
    _ pattern: String, name: String? = nil, priority: Int = 0, defaults: [String: String] = [:],
    flags: RouteFlags = [], replacing: Bool = false,
    handle: @escaping @Sendable (RouteRequest) throws -> RouteResponse
  ) throws(RouteError) -> Route {
    try register(
      pattern, name: name, priority: priority, defaults: defaults, flags: flags,
      replacing: replacing, handler: ClosureRouteHandler(handle))
  }

  /// Registers a raw regex route: a PCRE2 pattern matched against the whole route path, whose
  /// named groups become the parameters. It goes after every path pattern of its priority.
  ///
  /// ```swift
  /// try router.register(regex: #"/article/(?<year>\d{4})/(?<slug>[a-z-]+)"#, handler: Articles())
  /// ```
  @discardableResult
  public func register(
    regex: String, source: LinkSource? = nil, name: String? = nil, priority: Int = 0,
    defaults: [String: String] = [:], flags: RouteFlags = [], replacing: Bool = false,
    handler: some RouteHandler
  ) throws(RouteError) -> Route {
    try register(
      RouteDefinition(
        expression: RouteError.wrapping { () throws(MatchingError) in
          try RouteExpression(regex: regex, source: source)
        }, name: name, priority: priority,
        defaults: defaults, flags: flags, replacing: replacing, target: .handler(handler)))
  }

  /// Registers a raw regex route with a closure.
  @discardableResult
  public func register(
    regex: String, source: LinkSource? = nil, name: String? = nil, priority: Int = 0,
    defaults: [String: String] = [:], flags: RouteFlags = [], replacing: Bool = false,
    handle: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
  ) throws(RouteError) -> Route {
    try register(
      regex: regex, source: source, name: name, priority: priority, defaults: defaults,
      flags: flags, replacing: replacing, handler: ClosureRouteHandler(handle))
  }

  /// Registers a raw regex route with a closure that does not await.
  @discardableResult
  public func register(
    regex: String, source: LinkSource? = nil, name: String? = nil, priority: Int = 0,
    defaults: [String: String] = [:], flags: RouteFlags = [], replacing: Bool = false,
    handle: @escaping @Sendable (RouteRequest) throws -> RouteResponse
  ) throws(RouteError) -> Route {
    try register(
      regex: regex, source: source, name: name, priority: priority, defaults: defaults,
      flags: flags, replacing: replacing, handler: ClosureRouteHandler(handle))
  }

  /// Redirects URLs matching `pattern` to `target`, a pattern filled in with the matched
  /// parameters; the query is carried over. The new URL is dispatched again.
  ///
  /// ```swift
  /// try router.redirect(from: "/item/:id", to: "/product/:id")
  /// // "/item/42?ref=mail" is handled as "/product/42?ref=mail"
  /// ```
  ///
  /// - Throws: the pattern errors of either pattern, or
  ///   ``RouteError/missingParameter(name:route:)`` when the target needs a parameter that
  ///   `pattern` does not capture for sure.
  @discardableResult
  public func redirect(
    from pattern: String, to target: String, name: String? = nil, priority: Int = 0,
    replacing: Bool = false
  ) throws(RouteError) -> Route {
    try register(
      RouteDefinition.redirect(
        from: pattern, to: target, name: name, priority: priority, replacing: replacing))
  }

  /// Registers one route.
  @discardableResult
  public func register(_ definition: RouteDefinition) throws(RouteError) -> Route {
    try register([definition])[0]
  }

  /// Registers routes all at once: either every one is registered, or (on an error) none is.
  /// Much faster than one at a time for large tables: the table is compiled once.
  ///
  /// - Returns: the routes, in the order of `definitions`.
  /// - Throws: the first error: ``RouteError/duplicateRoute(pattern:)``,
  ///   ``RouteError/duplicateRouteName(_:)``, or a pattern PCRE2 refuses.
  @discardableResult
  public func register(_ definitions: [RouteDefinition]) throws(RouteError) -> [Route] {
    try change { change throws(RouteError) in try change.add(definitions) }
  }

  /// Replaces every route with `definitions`, atomically: the old table serves until the new
  /// one is ready, and keeps serving if any definition is refused.
  ///
  /// - Returns: the new routes, in the order of `definitions`.
  @discardableResult
  public func replaceRoutes(with definitions: [RouteDefinition]) throws(RouteError) -> [Route] {
    try change { change throws(RouteError) in
      change.removeAllRoutes()
      return try change.add(definitions)
    }
  }

  /// Removes `route`.
  ///
  /// The three removals (a route, a name, a pattern) behave alike, as reverse routing does: each
  /// returns the route it removed and throws ``RouteError/unknownRoute(_:)`` when no route
  /// fits, so that a removal that misses is never silent.
  ///
  /// ```swift
  /// let route = try router.register("/product/:id") { _ in .ok }
  /// try router.remove(route)
  /// try router.remove(route)  // throws .unknownRoute("/product/:id")
  /// ```
  ///
  /// - Returns: the removed route.
  /// - Throws: ``RouteError/unknownRoute(_:)`` naming the pattern when `route` is not
  ///   registered: removed already, or replaced by another route for its pattern.
  @discardableResult
  public func remove(_ route: Route) throws(RouteError) -> Route {
    try change { change throws(RouteError) in
      guard change.remove(route) else { throw .unknownRoute(route.pattern) }
      return route
    }
  }

  /// Removes the route called `name`.
  ///
  /// - Returns: the removed route.
  /// - Throws: ``RouteError/unknownRoute(_:)`` when no route has that name.
  @discardableResult
  public func removeRoute(named name: String) throws(RouteError) -> Route {
    try change { change throws(RouteError) in
      guard let route = change.route(named: name), change.remove(route) else {
        throw .unknownRoute(name)
      }
      return route
    }
  }

  /// Removes the route registered for `pattern` (compared in normalized form: `"c/"` removes
  /// the route of `"/c"`).
  ///
  /// - Returns: the removed route.
  /// - Throws: the pattern errors of `RouteExpression(_:)` for a pattern that is not valid,
  ///   or ``RouteError/unknownRoute(_:)`` when no route has that pattern.
  @discardableResult
  public func removeRoute(pattern: String) throws(RouteError) -> Route {
    let expression = try RouteExpression(parsing: pattern)
    return try change { change throws(RouteError) in
      guard let route = change.route(for: expression), change.remove(route) else {
        throw .unknownRoute(pattern)
      }
      return route
    }
  }

  /// Removes every route.
  public func removeAll() {
    change { $0.removeAllRoutes() }
  }
}
