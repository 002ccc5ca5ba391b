extension Router {
  /// What `newer` does differently from this router with links: each URL whose outcome
  /// differs (another route, other parameters, now unmatched, newly matched, a redirect to
  /// elsewhere, a source no longer admitted).
  ///
  /// The URLs checked are `urls` plus URLs generated from every route of both tables, with
  /// parameters filled by values that satisfy their constraints (with optional parts present,
  /// and absent). Routes for which no URL can be made, such as raw regex routes, are listed in
  /// ``LinkDiff/unsampledRoutes``: their links are checked only when `urls` holds some.
  /// Matching only: no middleware, handler or callback runs.
  ///
  /// ```swift
  /// let diff = old.linkChanges(to: new, urls: ["myapp://product/42"])
  /// for change in diff.changes { print(change) }
  /// // /item/9: redirectedElsewhere, /item/:id -> /product/9 -> /item/:id {id=9}
  /// ```
  ///
  /// - Complexity: one sample pass over the routes of both tables and two lookups per URL.
  public func linkChanges(to newer: Router, urls: [String] = []) -> LinkDiff {
    var checked: [String] = []
    var seen: Set<String> = []
    func add(_ url: String) {
      if seen.insert(url).inserted { checked.append(url) }
    }
    urls.forEach(add)
    var unsampled: [LinkDiff.UnsampledRoute] = []
    for (table, router) in [(LinkDiff.UnsampledRoute.Table.old, self), (.new, newer)] {
      let routes = router.routeTable
      for route in routes.routes {
        switch RouteSampler.samples(of: route, configuration: routes.configuration) {
        case .success(let samples): samples.forEach(add)
        case .failure(let failure):
          unsampled.append(
            .init(table: table, pattern: route.expression.pattern, reason: failure.reason))
        }
      }
    }
    let changes = checked.compactMap { url in
      LinkChange(url: url, before: resolution(of: url), after: newer.resolution(of: url))
    }
    return LinkDiff(changes: changes, checkedURLCount: checked.count, unsampledRoutes: unsampled)
  }

  /// What applying `manifest` would do to links, without applying it: the check an app runs
  /// before it accepts a downloaded manifest that must keep the links it promised.
  ///
  /// The table compared is the one ``apply(_:)`` would make: typed routes stay (restated or
  /// not), so a typed route is reported only when the manifest changes what its links reach
  /// (a restatement with other defaults, a manifest route of higher priority that takes them).
  ///
  /// - Throws: ``RouteError/invalidManifest(_:)`` when `apply(_:)` would refuse the manifest.
  public func linkChanges(applying manifest: RouteManifest, urls: [String] = []) throws(RouteError)
    -> LinkDiff
  {
    let candidate = Router(configuration: configuration)
    let handlers = namedHandlers
    let definitions = try manifest.definitions(typed: typedRoutes) { handlers[$0] != nil }
    do {
      try candidate.change { change throws(RouteError) in
        change.namedHandlers = handlers
        _ = try change.add(definitions)
      }
    } catch {
      throw .invalidManifest([manifest.problem(addingRoutes: error)])
    }
    return linkChanges(to: candidate, urls: urls)
  }

  /// What this router does with `url`, matching only.
  public func resolution(of url: String) -> LinkResolution {
    let found: RouteMatch?
    do {
      found = try match(url)
    } catch {
      return .refused(code: error.code)
    }
    guard let found else { return .notFound }
    if let target = found.redirectTarget() {
      return .redirect(pattern: found.route.pattern, target: target)
    }
    return .route(
      pattern: found.route.pattern, name: found.route.name, parameters: found.parameters.dictionary)
  }
}
