extension Router {
  /// Replaces the route table with `manifest`, atomically: the whole manifest is checked first,
  /// and an invalid one is refused with every problem listed while the table that was serving
  /// keeps serving.
  ///
  /// Handler names refer to handlers registered by plugins or with
  /// ``registerHandler(_:named:)``. Routes registered in code are replaced too.
  ///
  /// - Returns: the new routes.
  /// - Throws: ``RouteError/invalidManifest(_:)``.
  @discardableResult
  public func apply(_ manifest: RouteManifest) throws(RouteError) -> [Route] {
    let handlers = namedHandlers.withLock { $0 }
    let definitions = try manifest.definitions { handlers[$0] != nil }
    do {
      return try replaceRoutes(with: definitions)
    } catch {
      throw .invalidManifest(["\(error)"])
    }
  }

  /// The running route table as a manifest, in registration order; applying it gives the same
  /// table back.
  ///
  /// - Throws: ``RouteError/invalidManifest(_:)`` listing the routes whose handler has no name
  ///   (registered with a closure or a handler value): a manifest can only name handlers.
  public func exportManifest() throws(RouteError) -> RouteManifest {
    var manifest = RouteManifest()
    var problems: [String] = []
    for route in routes.sorted(by: { $0.sequence < $1.sequence }) {
      if let target = route.redirectTarget {
        manifest.redirects.append(
          RouteManifest.Redirect(
            from: route.pattern, to: target, name: route.name,
            priority: route.priority == 0 ? nil : route.priority))
        continue
      }
      guard let handler = route.handlerName else {
        problems.append(
          "\(route.pattern): its handler has no name; register it by name to export it")
        continue
      }
      let isRegex = route.expression.isRawRegex
      var flags: [String] = []
      if route.flags.contains(.internalOnly) { flags.append("internalOnly") }
      if route.flags.contains(.requiresLogin) { flags.append("requiresLogin") }
      manifest.routes.append(
        RouteManifest.Entry(
          pattern: isRegex ? nil : route.pattern, regex: isRegex ? route.pattern : nil,
          source: isRegex ? route.expression.source.map(Self.sourceText) : nil, handler: handler,
          name: route.name, priority: route.priority == 0 ? nil : route.priority,
          defaults: route.defaults.isEmpty ? nil : route.defaults,
          presentation: route.presentation?.description, flags: flags.isEmpty ? nil : flags))
    }
    guard problems.isEmpty else { throw .invalidManifest(problems) }
    return manifest
  }

  private static func sourceText(_ source: LinkSource) -> String {
    switch source {
    case .appScheme(let scheme): return scheme
    case .webOrigin(let origin): return origin.description
    case .internal: return "internal"
    }
  }
}
