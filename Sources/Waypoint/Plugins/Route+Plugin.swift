extension Route {
  /// The namespace of the plugin that contributed the route, or whose handler it runs, if any.
  public var plugin: String? { attributes[PluginNamespaceKey.self] }
}

extension RouteDefinition {
  /// The namespace of the plugin that contributes the route (set by the plugin registrar).
  var plugin: String? {
    get { attributes[PluginNamespaceKey.self] }
    set { attributes[PluginNamespaceKey.self] = newValue }
  }
}
