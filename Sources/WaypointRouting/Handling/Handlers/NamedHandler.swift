/// The route attribute holding the namespace of the plugin that contributed a route, or whose
/// handler a route names: set by the plugins feature, and by the router for a route that
/// names a plugin's handler.
package enum PluginNamespaceKey: RouteAttributeKey {
  package typealias Value = String
}

/// A handler in a router's registry of named handlers, with who registered it.
package struct NamedHandler: Sendable {
  /// The handler.
  package let handler: any RouteHandler
  /// The namespace of the plugin that contributed it, or `nil` for a handler the app
  /// registered.
  package let plugin: String?

  /// `handler`, registered by the plugin with namespace `plugin` (`nil`: the app).
  package init(handler: any RouteHandler, plugin: String?) {
    self.handler = handler
    self.plugin = plugin
  }
}
