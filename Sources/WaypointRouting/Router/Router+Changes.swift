extension Router {
  /// Changes the router in one step: `body` works on a copy of the state, and the snapshot
  /// of the result is published when `body` returns; when it throws (or the new table cannot
  /// be built), nothing changes. Changes apply one at a time.
  ///
  /// Features build on this (a plugin installs its handlers, routes and middleware in one
  /// change), through ``RouterChange``'s API.
  @discardableResult
  package func change<Result>(_ body: (inout RouterChange) throws(RouteError) -> Result)
    throws(RouteError) -> Result
  {
    let (result, bound) = try state.withLock { state throws(RouteError) in
      var change = RouterChange(state: state)
      let result = try body(&change)
      if change.routesChanged || change.validatorsChanged {
        if change.routesChanged {
          change.state.table = try RouteError.wrapping { () throws(MatchingError) in
            try change.state.routes.build()
          }
        }
        try change.state.validateRoutes()
      }
      state = change.state
      publisher.publish(state.snapshot())
      return (result, change.boundMiddleware)
    }
    // Told after the change, outside the lock: a middleware may read the router it learns.
    for middleware in bound { middleware.installed(on: self) }
    return result
  }

  /// ``change(_:)`` for a change that cannot fail.
  @discardableResult
  package func change<Result>(_ body: (inout RouterChange) -> Result) -> Result {
    // Only a new table can fail to build, and a change without route changes builds none;
    // removing every route leaves nothing for a validator to refuse.
    try! change { (change: inout RouterChange) throws(RouteError) in body(&change) }
  }
}

extension Router {
  /// What the feature keyed by `key` keeps for this router, `nil` until a change sets it.
  package func feature<State: Sendable>(_ key: State.Type) -> State? {
    state.withLock { $0.features[ObjectIdentifier(key)] as? State }
  }
}

/// One change of a router in progress: what ``Router/change(_:)`` lets its body do to the
/// router's state.
package struct RouterChange {
  var state: RouterState
  /// Whether the routes changed, so that the table is built again.
  private(set) var routesChanged = false
  /// Whether a validator was installed, so that the routes are checked again.
  private(set) var validatorsChanged = false
  /// The router-bound middleware installed by this change, told of the router once it is
  /// published.
  private(set) var boundMiddleware: [any RouterBoundMiddleware] = []

  init(state: RouterState) {
    self.state = state
  }

  // MARK: Routes

  /// Registers `definitions` in order; returns their routes.
  ///
  /// - Throws: ``RouteError/duplicateRoute(pattern:)``, ``RouteError/duplicateRouteName(_:)``,
  ///   or ``RouteError/unknownHandler(_:)`` for a handler name no handler has.
  package mutating func add(_ definitions: [RouteDefinition]) throws(RouteError) -> [Route] {
    state.routes.reserveCapacity(forAdding: definitions.count)
    var routes: [Route] = []
    routes.reserveCapacity(definitions.count)
    for definition in definitions {
      routes.append(try add(definition))
    }
    return routes
  }

  /// Registers `definition`; returns its route.
  ///
  /// - Throws: the errors of ``add(_:)-(RouteDefinition)``.
  package mutating func add(_ definition: RouteDefinition) throws(RouteError) -> Route {
    let existing = state.routes.value(for: definition.expression)
    if existing != nil && !definition.replacing {
      throw .duplicateRoute(pattern: definition.expression.pattern)
    }
    if let name = definition.name, let other = state.routesByName[name], other !== existing {
      throw .duplicateRouteName(name)
    }
    let action: Route.Action
    var handlerName: String?
    var attributes = definition.attributes
    if !attributes.isEmpty, let validators = attributes[RouteSetValidatorsKey.self] {
      attributes[RouteSetValidatorsKey.self] = nil
      for validator in validators { installValidatorOnce(validator) }
    }
    switch definition.target {
    case .handler(let handler):
      action = .handler(handler)
    case .redirect(let target):
      action = .redirect(target: RedirectTarget(target))
    case .named(let name):
      guard let named = state.namedHandlers[name] else { throw .unknownHandler(name) }
      action = .handler(named.handler)
      handlerName = name
      if attributes[PluginNamespaceKey.self] == nil, let plugin = named.plugin {
        attributes[PluginNamespaceKey.self] = plugin
      }
    }
    let route = Route(
      expression: definition.expression, name: definition.name, priority: definition.priority,
      defaults: definition.defaults, flags: definition.flags, action: action,
      handlerName: handlerName, attributes: attributes)
    _ = try RouteError.wrapping { () throws(MatchingError) in
      try state.routes.add(
        route.expression, value: route, priority: route.priority,
        internalOnly: route.flags.contains(.internalOnly), replacing: true)
    }
    if let existing, let name = existing.name { state.routesByName[name] = nil }
    if let name = route.name { state.routesByName[name] = route }
    routesChanged = true
    return route
  }

  /// Removes `route`; `false` when it is not registered (removed already, or replaced).
  package mutating func remove(_ route: Route) -> Bool {
    guard state.routes.value(for: route.expression) === route else { return false }
    state.routes.remove(route.expression)
    if let name = route.name { state.routesByName[name] = nil }
    routesChanged = true
    return true
  }

  /// Removes every route that `shouldRemove` picks.
  package mutating func removeRoutes(where shouldRemove: (Route) -> Bool) {
    let removed = state.routes.removeAll(where: shouldRemove)
    guard !removed.isEmpty else { return }
    for route in removed {
      if let name = route.name { state.routesByName[name] = nil }
    }
    routesChanged = true
  }

  /// Removes every route.
  package mutating func removeAllRoutes() {
    state.routes.removeAll()
    state.routesByName = [:]
    routesChanged = true
  }

  /// The route registered for `expression` (compared in normalized form), if any.
  package func route(for expression: RouteExpression) -> Route? {
    state.routes.value(for: expression)
  }

  /// The route called `name`, if any.
  package func route(named name: String) -> Route? {
    state.routesByName[name]
  }

  /// The patterns registered, with their routes.
  package var routesByExpression: [RouteExpression: Route] {
    state.routes.valuesByExpression
  }

  /// The routes by name.
  package var routesByName: [String: Route] { state.routesByName }

  // MARK: Handlers and middleware

  /// The handlers by name.
  package var namedHandlers: [String: NamedHandler] {
    get { state.namedHandlers }
    set { state.namedHandlers = newValue }
  }

  /// The handler for URLs no route takes.
  package var fallback: (any RouteHandler)? {
    get { state.fallback }
    set { state.fallback = newValue }
  }

  /// Installs `middleware` with `priority`; returns its identifier.
  package mutating func use(_ middleware: any RouteMiddleware, priority: Int) -> MiddlewareID {
    if let bound = middleware as? any RouterBoundMiddleware { boundMiddleware.append(bound) }
    return MiddlewareID(sequence: state.middleware.add(middleware, priority: priority))
  }

  /// Removes the middleware `id`; returns whether it was installed.
  package mutating func removeMiddleware(_ id: MiddlewareID) -> Bool {
    state.middleware.remove(sequence: id.sequence)
  }

  /// Records what a dispatch learned of `hooks` of the middleware with `sequence`.
  mutating func learn(_ hooks: MiddlewareHooks, sequence: Int) {
    state.middleware.learn(hooks, sequence: sequence)
  }

  /// The installed middleware, in run order.
  package var middleware: [any RouteMiddleware] { state.middleware.middleware }

  // MARK: Features

  /// The intake stages `handle` calls pass before their dispatch, in installation order.
  package var intakeStages: [any LinkIntake] { state.intake }

  /// Adds `validator`, which checks the routes at the end of this change and of every later
  /// change of the routes.
  package mutating func installValidator(_ validator: any RouteSetValidator) {
    state.validators.append(validator)
    validatorsChanged = true
  }

  /// Adds `validator` unless a validator of its type is installed already.
  package mutating func installValidatorOnce(_ validator: any RouteSetValidator) {
    let kind = ObjectIdentifier(type(of: validator))
    guard !state.validators.contains(where: { ObjectIdentifier(type(of: $0)) == kind }) else {
      return
    }
    installValidator(validator)
  }

  /// Adds `stage` to the intake chain, at its ``LinkIntake/order``.
  package mutating func installIntake(_ stage: any LinkIntake) {
    state.intake.append(stage)
  }

  /// What the feature keyed by `key` keeps for this router, `nil` until it sets it.
  package subscript<State: Sendable>(feature key: State.Type) -> State? {
    get { state.features[ObjectIdentifier(key)] as? State }
    set { state.features[ObjectIdentifier(key)] = newValue }
  }
}
