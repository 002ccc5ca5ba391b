extension Router {
  /// Registers every case of `type` that has a pattern, with one handler for the whole enum:
  /// a `switch` over the value.
  ///
  /// ```swift
  /// try router.register(AppRoute.self, namespace: "app") { route, request in
  ///   switch route {
  ///   case .home: await showHome()
  ///   case .detail(let id): await showDetail(id)
  ///   case .web(let url): await openInBrowser(url)
  ///   case .login: await showLogin()
  ///   }
  ///   return .ok
  /// }
  /// // routes app.home, app.detail, app.web, app.login
  /// ```
  ///
  /// Each case becomes a route named `namespace.case` (`app.detail`, after the case's coding
  /// key, never the Swift type's name), with the case's flags and presentation, running a
  /// handler registered under the same name, so that a manifest route may run it too. Each
  /// former pattern (``CasePattern/formerly``) becomes a redirect to the case's pattern. All are
  /// registered at once, or none; their origin is ``RouteOrigin/typed(_:)``, which applying a
  /// manifest keeps.
  ///
  /// - Parameters:
  ///   - type: the enum.
  ///   - namespace: the prefix of the route and handler names; not empty, without a `.`.
  ///   - priority: higher goes first; default 0.
  ///   - handle: what to do with each value reached, by a link or by
  ///     ``open(_:parameters:attributes:callback:)``.
  /// - Returns: the routes, a route per case in the order of ``RouteEnum/patterns``, then the
  ///   redirects of the former patterns.
  /// - Throws: the errors of ``TypedRoute/typedRouteTable()``;
  ///   ``RouteError/invalidTypedRoute(type:problems:)`` for a namespace that is empty or has a
  ///   `.`; ``RouteError/pluginConflict(kind:item:first:second:)`` naming both sides when a
  ///   pattern, route name or handler name is taken already.
  @discardableResult
  public func register<Enum: RouteEnum>(
    _ type: Enum.Type, namespace: String, priority: Int = 0,
    handle: @escaping @Sendable (Enum, RouteRequest) async throws -> RouteResponse
  ) throws(RouteError) -> [Route] {
    try registerCases(type, namespace: namespace, priority: priority, body: .closure(handle))
  }

  /// Registers every case of `type` that has a pattern, each running `handler` once its value
  /// decodes (a navigation layer's screen handler, say); otherwise as
  /// ``register(_:namespace:priority:handle:)``.
  ///
  /// - Throws: the errors of ``register(_:namespace:priority:handle:)``.
  @discardableResult
  public func register<Enum: RouteEnum>(
    _ type: Enum.Type, namespace: String, priority: Int = 0, handler: some RouteHandler
  ) throws(RouteError) -> [Route] {
    try registerCases(type, namespace: namespace, priority: priority, body: .handler(handler))
  }

  private func registerCases<Enum: RouteEnum>(
    _ type: Enum.Type, namespace: String, priority: Int, body: EnumCaseHandler<Enum>.Body
  ) throws(RouteError) -> [Route] {
    let table = try Enum.typedRouteTable()
    let cases = try TypedCaseRoutes(
      table, of: type, namespace: namespace, priority: priority, body: body)
    return try change { change throws(RouteError) in
      let owner = NamedHandler.owner
      for (name, _) in cases.handlers {
        if let existing = change.namedHandlers[name] {
          throw .pluginConflict(
            kind: .handler, item: name, first: owner(existing.plugin), second: table.typeName)
        }
      }
      for (definition, label) in cases.definitions {
        if let existing = change.route(for: definition.expression) {
          throw .pluginConflict(
            kind: .pattern, item: definition.expression.pattern,
            first: TypedCaseRoutes.owner(of: existing), second: label)
        }
        if let name = definition.name, let existing = change.route(named: name) {
          throw .pluginConflict(
            kind: .routeName, item: name, first: TypedCaseRoutes.owner(of: existing),
            second: label)
        }
      }
      for (name, handler) in cases.handlers {
        change.namedHandlers[name] = NamedHandler(handler: handler, plugin: nil)
      }
      return try change.add(cases.definitions.map(\.definition))
    }
  }
}

/// The routes and named handlers of a ``RouteEnum``'s cases, under a namespace.
struct TypedCaseRoutes {
  /// A handler per case: `app.detail`.
  let handlers: [(name: String, handler: any RouteHandler)]
  /// A route per case, then the redirects of the former patterns, each with how a conflict
  /// names it (`AppRoute.detail`).
  let definitions: [(definition: RouteDefinition, label: String)]

  /// The routes of `table`'s cases under `namespace`.
  ///
  /// - Throws: ``RouteError/invalidTypedRoute(type:problems:)`` for a namespace that is empty
  ///   or has a `.`.
  init<Enum: RouteEnum>(
    _ table: TypedRouteTable, of type: Enum.Type, namespace: String, priority: Int,
    plugin: String? = nil, body: EnumCaseHandler<Enum>.Body
  ) throws(RouteError) {
    guard !namespace.isEmpty, !namespace.contains(".") else {
      throw .invalidTypedRoute(
        type: table.typeName,
        problems: ["the namespace \"\(namespace)\" is empty or has a \".\""])
    }
    var handlers: [(name: String, handler: any RouteHandler)] = []
    var routes: [(definition: RouteDefinition, label: String)] = []
    var redirects: [(definition: RouteDefinition, label: String)] = []
    for entry in table.entries {
      guard let caseKey = entry.caseKey else { continue }
      let name = "\(namespace).\(caseKey)"
      let label = "\(table.typeName).\(caseKey)"
      let key = TypedRouteKey(type, namespace: namespace, caseKey: caseKey)
      handlers.append((name, EnumCaseHandler<Enum>(caseKey: caseKey, body: body)))
      var definition = RouteDefinition(
        expression: entry.expression, name: name, priority: priority, flags: entry.flags,
        target: .named(name))
      var placement = entry.placement
      placement.parent = placement.parent.map { $0.contains(".") ? $0 : "\(namespace).\($0)" }
      definition.placement = placement
      definition.typedDeclaration = TypedRouteDeclaration(
        key: key, name: name, priority: priority, defaults: [:], flags: entry.flags,
        presentation: entry.presentation, placement: placement)
      if let plugin { definition.attributes[PluginNamespaceKey.self] = plugin }
      routes.append((definition, label))
      for former in entry.formerly {
        var redirect = RouteDefinition(
          expression: former, priority: priority, target: .redirect(to: entry.expression))
        redirect.typedDeclaration = TypedRouteDeclaration(
          key: key, name: nil, priority: priority, defaults: [:], flags: [], presentation: nil)
        if let plugin { redirect.attributes[PluginNamespaceKey.self] = plugin }
        redirects.append((redirect, "\(label) (formerly)"))
      }
    }
    self.handlers = handlers
    self.definitions = routes + redirects
  }

  /// How a conflict names the owner of `route`: a typed route's type and case, a plugin, or
  /// the app.
  static func owner(of route: Route) -> String {
    switch route.origin {
    case .typed(let key):
      return key.caseKey.map { "\(key.typeName).\($0)" } ?? key.typeName
    case .plugin(let namespace):
      return NamedHandler.owner(namespace)
    case .code, .manifest:
      return NamedHandler.owner(nil)
    }
  }
}
