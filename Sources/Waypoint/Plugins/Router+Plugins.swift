extension Router {
  /// Registers a handler under `name`, so that routes (from code, plugins or a manifest) can
  /// name it.
  ///
  /// - Throws: ``RouteError/pluginConflict(kind:item:first:second:)`` when the name is taken.
  public func registerHandler(_ handler: some RouteHandler, named name: String) throws(RouteError) {
    try namedHandlers.withLock { handlers throws(RouteError) in
      if let existing = handlers[name] {
        throw .pluginConflict(
          kind: "handler", item: name, first: Self.owner(existing.plugin), second: "the app")
      }
      handlers[name] = NamedHandler(handler: handler, plugin: nil)
    }
  }

  /// The handler registered under `name`, if any.
  public func handler(named name: String) -> (any RouteHandler)? {
    namedHandlers.withLock { $0[name]?.handler }
  }

  /// The names of the registered handlers, sorted.
  public var handlerNames: [String] {
    namedHandlers.withLock { $0.keys.sorted() }
  }

  /// The namespaces of the installed plugins, sorted.
  public var installedPlugins: [String] {
    plugins.withLock { $0.keys.sorted() }
  }

  /// Installs a plugin: its handlers, routes and middleware.
  ///
  /// - Throws: see the array form of `install(_:)`.
  public func install(_ plugin: some RoutePlugin) throws(RouteError) {
    try install([plugin])
  }

  /// Installs plugins, all or none: every conflict is checked before anything changes.
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
    var merged: [String: NamedHandler] = [:]
    try change(
      { registry throws(RouteError) in
        let installed = self.plugins.withLock { $0 }
        merged = namedHandlers.withLock { $0 }
        try Self.checkConflicts(
          registrars, installed: installed, handlers: merged, registry: registry)
        for registrar in registrars {
          for (name, handler) in registrar.handlers {
            merged[name] = NamedHandler(handler: handler, plugin: registrar.namespace)
          }
        }
        for registrar in registrars {
          for definition in registrar.routes {
            _ = try registry.add(definition, options: matcherOptions, handlers: merged)
          }
        }
      },
      commit: {
        for registrar in registrars {
          namedHandlers.withLock { handlers in
            for (name, _) in registrar.handlers { handlers[name] = merged[name] }
          }
          let middleware = registrar.middleware.map {
            install($0.middleware, priority: $0.priority)
          }
          self.plugins.withLock { installed in
            installed[registrar.namespace] = InstalledPlugin(
              handlerNames: registrar.handlers.map(\.name), middleware: middleware)
          }
        }
      })
  }

  /// Removes everything the plugin with `namespace` added: its handlers, its routes (and the
  /// routes that run its handlers), and its middleware; nothing else.
  ///
  /// - Returns: whether the plugin was installed.
  @discardableResult
  public func uninstall(_ namespace: String) -> Bool {
    (try? change { registry in
      guard let plugin = self.plugins.withLock({ $0.removeValue(forKey: namespace) }) else {
        return false
      }
      let handlerNames = Set(plugin.handlerNames)
      for entry in registry.entries
      where entry.route.plugin == namespace
        || entry.route.handlerName.map(handlerNames.contains) == true
      {
        registry.remove(entry.route)
      }
      namedHandlers.withLock { handlers in
        for name in plugin.handlerNames { handlers[name] = nil }
      }
      for id in plugin.middleware { removeMiddleware(id) }
      return true
    }) ?? false
  }

  /// Who owns something: a plugin's namespace, or the app.
  static func owner(_ plugin: String?) -> String {
    plugin.map { "plugin \($0)" } ?? "the app"
  }

  private static func checkConflicts(
    _ registrars: [RoutePluginRegistrar], installed: [String: InstalledPlugin],
    handlers: [String: NamedHandler], registry: Registry
  ) throws(RouteError) {
    var namespaces: [String: String] = installed.keys.reduce(into: [:]) { $0[$1] = owner($1) }
    var handlerOwners = handlers.mapValues { owner($0.plugin) }
    var patternOwners: [RouteExpression: String] = registry.byExpression.mapValues {
      owner($0.plugin)
    }
    var nameOwners: [String: String] = registry.byName.mapValues { owner($0.plugin) }
    for registrar in registrars {
      let me = owner(registrar.namespace)
      guard !registrar.namespace.isEmpty, !registrar.namespace.contains(".") else {
        throw .pluginConflict(
          kind: "namespace", item: registrar.namespace, first: me,
          second: "the rules (a namespace is not empty and has no .)")
      }
      if let other = namespaces[registrar.namespace] {
        throw .pluginConflict(
          kind: "namespace", item: registrar.namespace, first: other, second: me)
      }
      namespaces[registrar.namespace] = me
      for (name, _) in registrar.handlers {
        if let other = handlerOwners[name] {
          throw .pluginConflict(kind: "handler", item: name, first: other, second: me)
        }
        handlerOwners[name] = me
      }
      for definition in registrar.routes {
        if let other = patternOwners[definition.expression] {
          throw .pluginConflict(
            kind: "pattern", item: definition.expression.pattern, first: other, second: me)
        }
        patternOwners[definition.expression] = me
        if let name = definition.name {
          if let other = nameOwners[name] {
            throw .pluginConflict(kind: "route name", item: name, first: other, second: me)
          }
          nameOwners[name] = me
        }
      }
    }
  }
}
