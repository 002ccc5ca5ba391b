/// A handler in a router's registry, with the plugin that contributed it.
struct NamedHandler: Sendable {
  let handler: any RouteHandler
  /// The plugin's namespace, or `nil` for a handler the app registered.
  let plugin: String?
}

/// What one installed plugin added, so that uninstalling removes exactly that.
struct InstalledPlugin: Sendable {
  let handlerNames: [String]
  let middleware: [MiddlewareID]
}
