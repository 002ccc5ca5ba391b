/// What one installed plugin added, so that uninstalling removes exactly that.
struct InstalledPlugin: Sendable {
  let handlerNames: [String]
  let middleware: [MiddlewareID]
}

/// The plugins installed on a router, by namespace: the plugins feature's state in the router.
struct InstalledPlugins: Sendable {
  var byNamespace: [String: InstalledPlugin] = [:]
}
