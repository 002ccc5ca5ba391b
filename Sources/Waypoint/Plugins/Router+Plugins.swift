extension Router {
  /// The namespaces of the installed plugins, sorted.
  public var installedPlugins: [String] {
    (feature(InstalledPlugins.self)?.byNamespace.keys).map { $0.sorted() } ?? []
  }

  /// Installs a plugin: its handlers, routes and middleware.
  ///
  /// - Throws: see the array form of `install(_:)`.
  public func install(_ plugin: some RoutePlugin) throws(RouteError) {
    try install([plugin])
  }

  /// Installs plugins, all or none: every conflict is checked before anything changes, and
  /// their handlers, routes and middleware are installed in one change of the router.
  ///
  /// - Throws: ``RouteError/pluginConflict(kind:item:first:second:)`` naming both sides when
  ///   two plugins (or a plugin and the app) claim the same namespace, handler name, pattern
  ///   or route name; or what a plugin's `register(in:)` throws.
  public func install(_ plugins: [any RoutePlugin]) throws(RouteError) {
    var registrars: [RoutePluginRegistrar] = []
    for plugin in plugins {
      var registrar = RoutePluginRegistrar(namespace: plugin.namespace)
      try plugin.register(in: &registrar)
      registrars.append(registrar)
    }
    try change { change throws(RouteError) in
      var installed = change[feature: InstalledPlugins.self] ?? InstalledPlugins()
      try Self.checkConflicts(registrars, installed: installed, in: change)
      for registrar in registrars {
        for (name, handler) in registrar.handlers {
          change.namedHandlers[name] = NamedHandler(handler: handler, plugin: registrar.namespace)
        }
      }
      for registrar in registrars {
        _ = try change.add(registrar.routes)
        let middleware = registrar.middleware.map {
          change.use($0.middleware, priority: $0.priority)
        }
        installed.byNamespace[registrar.namespace] = InstalledPlugin(
          handlerNames: registrar.handlers.map(\.name), middleware: middleware)
      }
      change[feature: InstalledPlugins.self] = installed
    }
  }

  /// Removes everything the plugin with `namespace` added: its handlers, its routes (and the
  /// routes that run its handlers), and its middleware; nothing else.
  ///
  /// A route that stays may not be placed behind one of the plugin's routes: the plugin is
  /// then left installed, as it was.
  ///
  /// - Returns: whether the plugin was installed.
  /// - Throws: ``RouteError/unknownParent(route:parent:)`` naming a route that stays and its
  ///   parent, a route of the plugin (<doc:WhereEachScreenLives>).
  @discardableResult
  public func uninstall(_ namespace: String) throws(RouteError) -> Bool {
    try change { change throws(RouteError) in
      var installed = change[feature: InstalledPlugins.self] ?? InstalledPlugins()
      guard let plugin = installed.byNamespace.removeValue(forKey: namespace) else {
        return false
      }
      change[feature: InstalledPlugins.self] = installed
      let handlerNames = Set(plugin.handlerNames)
      change.removeRoutes { route in
        route.plugin == namespace || route.handlerName.map(handlerNames.contains) == true
      }
      for name in plugin.handlerNames { change.namedHandlers[name] = nil }
      for id in plugin.middleware { _ = change.removeMiddleware(id) }
      return true
    }
  }

  private static func checkConflicts(
    _ registrars: [RoutePluginRegistrar], installed: InstalledPlugins, in change: RouterChange
  ) throws(RouteError) {
    let owner = NamedHandler.owner
    var namespaces: [String: String] = installed.byNamespace.keys.reduce(into: [:]) {
      $0[$1] = owner($1)
    }
    var handlerOwners = change.namedHandlers.mapValues { owner($0.plugin) }
    var patternOwners: [RouteExpression: String] = change.routesByExpression.mapValues {
      owner($0.plugin)
    }
    var nameOwners: [String: String] = change.routesByName.mapValues { owner($0.plugin) }
    for registrar in registrars {
      let me = owner(registrar.namespace)
      guard !registrar.namespace.isEmpty, !registrar.namespace.contains(".") else {
        throw .pluginConflict(
          kind: .namespace, item: registrar.namespace, first: me,
          second: "the rules (a namespace is not empty and has no .)")
      }
      if let other = namespaces[registrar.namespace] {
        throw .pluginConflict(
          kind: .namespace, item: registrar.namespace, first: other, second: me)
      }
      namespaces[registrar.namespace] = me
      for (name, _) in registrar.handlers {
        if let other = handlerOwners[name] {
          throw .pluginConflict(kind: .handler, item: name, first: other, second: me)
        }
        handlerOwners[name] = me
      }
      for definition in registrar.routes {
        if let other = patternOwners[definition.expression] {
          throw .pluginConflict(
            kind: .pattern, item: definition.expression.pattern, first: other, second: me)
        }
        patternOwners[definition.expression] = me
        if let name = definition.name {
          if let other = nameOwners[name] {
            throw .pluginConflict(kind: .routeName, item: name, first: other, second: me)
          }
          nameOwners[name] = me
        }
      }
    }
  }
}
