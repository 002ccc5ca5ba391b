extension Router {
  /// Replaces the route table with `manifest`, atomically: the whole manifest is checked first,
  /// and an invalid one is refused with every problem listed while the table that was serving
  /// keeps serving.
  ///
  /// Handler names refer to handlers registered by plugins, with
  /// ``registerHandler(_:named:)``, or by a ``RouteEnum``'s registration (`app.detail`). Routes
  /// registered in code are replaced too, but for typed routes (``RouteOrigin/typed(_:)``):
  /// their values build URLs from their own patterns, so they stay. An entry with a typed
  /// route's pattern restates it, with the same handler and name: its priority, defaults, flags
  /// and presentation apply, the pattern stays the code's. A typed route the manifest leaves out
  /// keeps what its code declared.
  ///
  /// ```swift
  /// try router.register(AppRoute.self, namespace: "app") { route, _ in .ok }
  /// try router.apply(RouteManifest(routes: [
  ///   .init(pattern: "/items/:id(\\d+)", handler: "app.detail", flags: ["requiresLogin"]),
  ///   .init(pattern: "/legacy/:id", handler: "app.detail"),
  /// ]))
  /// // app.home, app.web, app.login as declared; app.detail behind login; /legacy/:id added
  /// ```
  ///
  /// - Returns: the new routes: the typed routes the manifest does not restate, then the
  ///   manifest's.
  /// - Throws: ``RouteError/invalidManifest(_:)``, also for an entry with a typed route's
  ///   pattern and another handler or name, for an entry marked `"typed": true` whose typed
  ///   route this app does not register, and for a pattern whose regex PCRE2 refuses as too
  ///   large (`routes[N]: invalid pattern ...`); for a version 2 manifest, the placement
  ///   check's errors as they are (``RouteError/unknownParent(route:parent:)`` and the like).
  @discardableResult
  public func apply(_ manifest: RouteManifest) throws(RouteError) -> [Route] {
    do throws(RouteError) {
      return try change { change throws(RouteError) in
        let handlers = change.namedHandlers
        let definitions = try manifest.definitions(typed: typedRoutes) { handlers[$0] != nil }
        change.removeAllRoutes()
        do throws(RouteError) {
          return try change.add(definitions)
        } catch {
          throw .invalidManifest([manifest.problem(addingRoutes: error)])
        }
      }
    } catch {
      // A pattern whose program PCRE2 refuses (too large) is found when the new table is
      // built, after the body: a problem of the manifest too. The placement errors of
      // ``RoutePlacement``'s check of parents come through as they are.
      throw manifest.refusal(buildingTable: error)
    }
  }

  /// The typed routes, in registration order.
  var typedRoutes: [Route] {
    routeTable.routes.sorted { $0.sequence < $1.sequence }.map(\.value)
      .filter { $0.typedDeclaration != nil }
  }

  /// The running route table as a manifest, in registration order; applying it gives the same
  /// table back.
  ///
  /// Typed routes are written marked `"typed": true` (with their handler's name when it has
  /// one: `app.detail`), so that a manifest made from the export restates them.
  ///
  /// - Throws: ``RouteError/invalidManifest(_:)`` listing the routes whose handler has no name
  ///   (registered with a closure or a handler value) and that are not typed routes: a manifest
  ///   can only name handlers.
  public func exportManifest() throws(RouteError) -> RouteManifest {
    var manifest = RouteManifest()
    var problems: [String] = []
    for route in routeTable.routes.sorted(by: { $0.sequence < $1.sequence }).map(\.value) {
      let typed: Bool? = route.typedDeclaration != nil ? true : nil
      if let target = route.redirectTarget {
        manifest.redirects.append(
          RouteManifest.Redirect(
            from: route.pattern, to: target, name: route.name,
            priority: route.priority == 0 ? nil : route.priority, typed: typed))
        continue
      }
      guard route.handlerName != nil || typed == true else {
        problems.append(
          "\(route.pattern): its handler has no name; register it by name"
            + " (registerHandler(_:named:)) or as a typed route to export it")
        continue
      }
      let isRegex = route.expression.isRawRegex
      let placement = route.placement
      var flags: [String] = []
      if route.flags.contains(.internalOnly) { flags.append("internalOnly") }
      if route.flags.contains(.requiresLogin) { flags.append("requiresLogin") }
      manifest.routes.append(
        RouteManifest.Entry(
          pattern: isRegex ? nil : route.pattern, regex: isRegex ? route.pattern : nil,
          source: isRegex ? route.expression.source.map(Self.sourceText) : nil,
          handler: route.handlerName, name: route.name,
          priority: route.priority == 0 ? nil : route.priority,
          defaults: route.defaults.isEmpty ? nil : route.defaults,
          presentation: route.presentation?.description, flags: flags.isEmpty ? nil : flags,
          typed: typed, tab: placement.tab, parent: placement.parent,
          identifyingQueryItems: placement.identifyingQueryItems.isEmpty
            ? nil : placement.identifyingQueryItems))
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
