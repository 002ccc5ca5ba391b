extension Router {
  /// Registers a handler under `name`, so that routes (from code, plugins or a manifest) can
  /// name it.
  ///
  /// - Throws: ``RouteError/pluginConflict(kind:item:first:second:)`` when the name is taken.
  public func registerHandler(_ handler: some RouteHandler, named name: String) throws(RouteError) {
    try change { change throws(RouteError) in
      if let existing = change.namedHandlers[name] {
        throw .pluginConflict(
          kind: .handler, item: name, first: NamedHandler.owner(existing.plugin),
          second: "the app")
      }
      change.namedHandlers[name] = NamedHandler(handler: handler, plugin: nil)
    }
  }

  /// The handler registered under `name`, if any.
  public func handler(named name: String) -> (any RouteHandler)? {
    namedHandlers[name]?.handler
  }

  /// The names of the registered handlers, sorted.
  public var handlerNames: [String] {
    namedHandlers.keys.sorted()
  }

  /// The handlers registered by name, with who registered them.
  package var namedHandlers: [String: NamedHandler] {
    state.withLock { $0.namedHandlers }
  }
}

extension NamedHandler {
  /// Who owns something: a plugin's namespace, or the app.
  package static func owner(_ plugin: String?) -> String {
    plugin.map { "plugin \($0)" } ?? "the app"
  }
}
