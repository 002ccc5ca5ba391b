extension Router {
  /// Registers `pattern` with a handler.
  ///
  /// ```swift
  /// try router.register("/order/:id", name: "order", flags: [.requiresLogin], handler: OrderHandler())
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: the route pattern (see <doc:URLPatterns>).
  ///   - name: a unique name, for reverse routing and logs.
  ///   - priority: higher goes first; default 0 (spec section 4).
  ///   - defaults: parameters read when no other source has the name.
  ///   - flags: ``RouteFlags/internalOnly`` and ``RouteFlags/requiresLogin``.
  ///   - replacing: replace a route with the same pattern and source instead of failing.
  ///   - handler: what handles the route's requests.
  /// - Returns: the route, for removal.
  /// - Throws: the pattern errors of ``RouteExpression/init(_:)``,
  ///   ``RouteError/duplicateRoute(pattern:)`` or ``RouteError/duplicateRouteName(_:)``.
  @discardableResult
  public func register(
    _ pattern: String, name: String? = nil, priority: Int = 0, defaults: [String: String] = [:],
    flags: RouteFlags = [], replacing: Bool = false, handler: some RouteHandler
  ) throws(RouteError) -> Route {
    try add(
      RouteExpression(pattern), name: name, priority: priority, defaults: defaults, flags: flags,
      replacing: replacing, action: .handler(handler))
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
    try add(
      RouteExpression(regex: regex, source: source), name: name, priority: priority,
      defaults: defaults, flags: flags, replacing: replacing, action: .handler(handler))
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
    let source = try RouteExpression(pattern)
    let destination = try RouteExpression(target)
    let required = Set(source.requiredParameterNames)
    for name in destination.requiredParameterNames where !required.contains(name) {
      throw .missingParameter(name: name, route: target)
    }
    return try add(
      source, name: name, priority: priority, defaults: [:], flags: [], replacing: replacing,
      action: .redirect(target: destination))
  }

  /// Removes `route`.
  ///
  /// - Returns: whether it was registered.
  @discardableResult
  public func remove(_ route: Route) -> Bool {
    update { entries in
      guard let index = entries.firstIndex(where: { $0.route === route }) else { return false }
      entries.remove(at: index)
      return true
    }
  }

  /// Removes the route called `name`.
  ///
  /// - Returns: the removed route, or `nil` when no route has that name.
  @discardableResult
  public func removeRoute(named name: String) -> Route? {
    update { entries in
      guard let index = entries.firstIndex(where: { $0.route.name == name }) else { return nil }
      return entries.remove(at: index).route
    }
  }

  /// Removes the route registered for `pattern` (compared in normalized form).
  ///
  /// - Returns: the removed route, or `nil`.
  /// - Throws: the pattern errors of ``RouteExpression/init(_:)``.
  @discardableResult
  public func removeRoute(pattern: String) throws(RouteError) -> Route? {
    let expression = try RouteExpression(pattern)
    return update { entries in
      guard let index = entries.firstIndex(where: { $0.route.expression == expression }) else {
        return nil
      }
      return entries.remove(at: index).route
    }
  }

  /// Removes every route.
  public func removeAll() {
    update { $0.removeAll() }
  }

  /// Compiles a new route and adds it, replacing a route of the same expression when asked.
  func add(
    _ expression: RouteExpression, name: String?, priority: Int, defaults: [String: String],
    flags: RouteFlags, replacing: Bool, action: Route.Action
  ) throws(RouteError) -> Route {
    let matcher = try RouteMatcher(expression, options: matcherOptions)
    return try registry.withLock { registry throws(RouteError) in
      let existing = registry.entries.firstIndex { $0.route.expression == expression }
      if existing != nil && !replacing { throw .duplicateRoute(pattern: expression.pattern) }
      if let name,
        let other = registry.entries.firstIndex(where: { $0.route.name == name }), other != existing
      {
        throw .duplicateRouteName(name)
      }
      let sequence = existing.map { registry.entries[$0].route.sequence } ?? registry.nextSequence
      let route = Route(
        expression: expression, name: name, priority: priority, defaults: defaults, flags: flags,
        sequence: sequence, action: action)
      let entry = RouteTable.Entry(route: route, matcher: matcher)
      if let existing {
        registry.entries[existing] = entry
      } else {
        registry.entries.append(entry)
        registry.nextSequence += 1
      }
      publish(registry.entries)
      return route
    }
  }

  /// Changes the registered routes and publishes the new table.
  func update<Result>(_ change: (inout [RouteTable.Entry]) -> Result) -> Result {
    registry.withLock { registry in
      let result = change(&registry.entries)
      publish(registry.entries)
      return result
    }
  }

  private func publish(_ entries: [RouteTable.Entry]) {
    let newTable = RouteTable(entries)
    table.withLock { $0 = newTable }
  }
}

extension RouteExpression {
  /// The parameter names that every match sets: those outside optional parts.
  var requiredParameterNames: [String] {
    parts.flatMap { part -> [String] in
      if case .optional = part { return [] }
      return part.parameterNames
    }
  }
}
