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
        expression: RouteExpression(regex: regex, source: source), name: name, priority: priority,
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
    try change { registry throws(RouteError) in try add(definitions, to: &registry) }
  }

  /// Replaces every route with `definitions`, atomically: the old table serves until the new
  /// one is ready, and keeps serving if any definition is refused.
  ///
  /// - Returns: the new routes, in the order of `definitions`.
  @discardableResult
  public func replaceRoutes(with definitions: [RouteDefinition]) throws(RouteError) -> [Route] {
    try change { registry throws(RouteError) in
      registry = Registry(nextSequence: registry.nextSequence)
      return try add(definitions, to: &registry)
    }
  }

  /// Adds `definitions` to `registry`, reading the named handlers once for the batch.
  private func add(_ definitions: [RouteDefinition], to registry: inout Registry)
    throws(RouteError) -> [Route]
  {
    let handlers = namedHandlers.withLock { $0 }
    registry.reserveCapacity(forAdding: definitions.count)
    return try definitions.map { definition throws(RouteError) in
      try registry.add(definition, options: matcherOptions, handlers: handlers)
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
    try change { registry throws(RouteError) in
      guard registry.remove(route) else { throw .unknownRoute(route.pattern) }
      return route
    }
  }

  /// Removes the route called `name`.
  ///
  /// - Returns: the removed route.
  /// - Throws: ``RouteError/unknownRoute(_:)`` when no route has that name.
  @discardableResult
  public func removeRoute(named name: String) throws(RouteError) -> Route {
    try change { registry throws(RouteError) in
      guard let route = registry.byName[name], registry.remove(route) else {
        throw .unknownRoute(name)
      }
      return route
    }
  }

  /// Removes the route registered for `pattern` (compared in normalized form: `"c/"` removes
  /// the route of `"/c"`).
  ///
  /// - Returns: the removed route.
  /// - Throws: the pattern errors of ``RouteExpression/init(_:)`` for a pattern that is not
  ///   valid, or ``RouteError/unknownRoute(_:)`` when no route has that pattern.
  @discardableResult
  public func removeRoute(pattern: String) throws(RouteError) -> Route {
    let expression = try RouteExpression(pattern)
    return try change { registry throws(RouteError) in
      guard let route = registry.byExpression[expression], registry.remove(route) else {
        throw .unknownRoute(pattern)
      }
      return route
    }
  }

  /// Removes every route.
  public func removeAll() {
    _ = try? change { registry in registry = Registry(nextSequence: registry.nextSequence) }
  }

  /// Changes the registry and publishes a new table; on an error nothing changes. `commit`
  /// runs once the new table is published, still in the registration lock.
  func change<Result>(
    _ body: (inout Registry) throws(RouteError) -> Result, commit: () -> Void = {}
  ) throws(RouteError) -> Result {
    try registry.withLock { registry throws(RouteError) in
      var changed = registry
      let result = try body(&changed)
      changed.sortEntries()
      let previous = table.current
      let newTable = try RouteTable(
        sortedEntries: changed.entries, routesByName: changed.byName, options: matcherOptions,
        previous: previous, changedGroups: changed.changedGroups)
      changed.changedGroups = []
      registry = changed
      table.publish(newTable)
      commit()
      return result
    }
  }
}

extension Router.Registry {
  /// A registry without routes whose sequence numbers continue from `nextSequence`.
  init(nextSequence: Int) {
    self.init()
    self.nextSequence = nextSequence
  }

  /// Adds a route for `definition`, replacing a route of the same expression if it says so.
  mutating func add(
    _ definition: RouteDefinition, options: RouteMatcher.Options,
    handlers: [String: NamedHandler]
  ) throws(RouteError) -> Route {
    let existing = byExpression[definition.expression]
    if existing != nil && !definition.replacing {
      throw .duplicateRoute(pattern: definition.expression.pattern)
    }
    if let name = definition.name, let other = byName[name], other !== existing {
      throw .duplicateRouteName(name)
    }
    if let existing { remove(existing) }
    let action: Route.Action
    var handlerName: String?
    var plugin = definition.plugin
    switch definition.target {
    case .handler(let handler):
      action = .handler(handler)
    case .redirect(let target):
      action = .redirect(target: target)
    case .named(let name):
      guard let named = handlers[name] else { throw .unknownHandler(name) }
      action = .handler(named.handler)
      handlerName = name
      plugin = plugin ?? named.plugin
    }
    let route = Route(
      expression: definition.expression, name: definition.name, priority: definition.priority,
      defaults: definition.defaults, flags: definition.flags,
      sequence: existing?.sequence ?? nextSequence, action: action, handlerName: handlerName,
      presentation: definition.presentation, plugin: plugin)
    if existing == nil { nextSequence += 1 }
    let entry = RouteTable.Entry(
      route, options: options, atomCache: &atomCache, groupNumbers: &groupNumbers)
    entries.append(entry)
    changedGroups?.insert(entry.groupNumber)
    byExpression[route.expression] = route
    if let name = route.name { byName[name] = route }
    return route
  }

  /// Makes room for `count` more routes, so that a large batch does not grow the lists and
  /// indexes step by step.
  mutating func reserveCapacity(forAdding count: Int) {
    // A few routes leave growth to the collections, which grow geometrically.
    guard count > 16 else { return }
    entries.reserveCapacity(entries.count + count)
    byExpression.reserveCapacity(byExpression.count + count)
  }

  /// Removes `route`; returns whether it was registered.
  @discardableResult
  mutating func remove(_ route: Route) -> Bool {
    let removed: RouteTable.Entry
    if let index = RouteTable.index(of: route, in: entries[..<sortedCount]) {
      removed = entries.remove(at: index)
      sortedCount -= 1
    } else if let index = entries[sortedCount...].lastIndex(where: { $0.route === route }) {
      removed = entries.remove(at: index)
    } else {
      return false
    }
    changedGroups?.insert(removed.groupNumber)
    byExpression[route.expression] = nil
    if let name = route.name { byName[name] = nil }
    return true
  }

  /// Up to how many added routes go in one by one; more are merged in one pass.
  private static let fewAdded = 16

  /// Puts the routes added since the last call in their places in dispatch order.
  ///
  /// - Complexity: O(*k* log *k* + *n*) for *k* added routes among *n*.
  mutating func sortEntries() {
    if atomCache.count > 2 * entries.count + 64 { atomCache.removeAll() }
    guard sortedCount < entries.count else { return }
    let tail = entries[sortedCount...]
    let keys = tail.map { DispatchOrder.Key($0.route) }
    let added = keys.withUnsafeBufferPointer { keys in
      keys.indices.sorted { DispatchOrder.precedes(keys[$0], keys[$1]) }
    }.map { tail[tail.startIndex + $0] }
    if sortedCount == 0 {
      entries = added
    } else if added.count <= Self.fewAdded {
      entries.removeSubrange(sortedCount...)
      for entry in added {
        entries.insert(entry, at: RouteTable.insertionIndex(of: entry.route, in: entries[...]))
      }
    } else {
      var merged: [RouteTable.Entry] = []
      merged.reserveCapacity(entries.count)
      var old = 0
      for entry in added {
        let end = RouteTable.insertionIndex(of: entry.route, in: entries[old..<sortedCount])
        merged.append(contentsOf: entries[old..<end])
        merged.append(entry)
        old = end
      }
      merged.append(contentsOf: entries[old..<sortedCount])
      entries = merged
    }
    sortedCount = entries.count
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
