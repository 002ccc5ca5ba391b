extension NavigationPlanner {
  /// The screens behind `target` when its link comes from outside, root-most first: its
  /// placement's parent route, filled from `target`'s parameters, that route's parent, and so
  /// on (<doc:LinksBecomePlans#Parents>).
  ///
  /// ```swift
  /// // "/orders" (orders), "/orders/:id" (order, parent "orders"),
  /// // "/orders/:id/review" (order-review, parent "order")
  /// try planner.parents(of: NavigationEntry("order-review", parameters: ["id": "7"]))
  /// // [orders (url "/orders"), order(id=7) (url "/orders/7")]
  /// ```
  ///
  /// - Throws: ``RouteError/navigationFailed(_:)`` for a parent that is not a route, or
  ///   parents in a cycle; the errors of ``Router/url(for:parameters:)`` when a parent's
  ///   pattern needs a parameter its child does not have.
  public func parents(of target: NavigationEntry) throws(RouteError) -> [NavigationEntry] {
    try parents(of: target, parent: router?.route(named: target.route)?.placement.parent)
  }

  /// The screens behind `target`, whose parent is the route called `parent`.
  func parents(of target: NavigationEntry, parent: String?) throws(RouteError)
    -> [NavigationEntry]
  {
    var parentName = parent
    guard parentName != nil else { return [] }
    let router = try liveRouter()
    var chain: [NavigationEntry] = []
    var child = target
    var names = [target.route]
    while let name = parentName {
      guard !names.contains(name) else {
        throw .navigationFailed(
          "the parents of \(target.route) form a cycle: "
            + (names + [name]).joined(separator: " > "))
      }
      guard let route = router.route(named: name) else {
        throw .navigationFailed(
          "\(child.route)'s parent \"\(name)\" is not a route: name a registered route")
      }
      let placement = route.placement
      var parameters: [String: String] = [:]
      for key in route.expression.parameterNames + placement.identifyingQueryItems {
        if let value = child.parameters[key] { parameters[key] = value }
      }
      let url = try router.url(for: name, parameters: parameters)
      let parent = NavigationEntry(name, parameters: parameters, url: url)
      chain.append(parent)
      names.append(name)
      child = parent
      parentName = placement.parent
    }
    return chain.reversed()
  }

  /// The tab that holds `target`: its placement's, else its nearest parent's that names one;
  /// `nil` when none does.
  func tab(of target: NavigationEntry, placement: RoutePlacement) -> String? {
    if let tab = placement.tab { return tab }
    guard var name = placement.parent, let router = router else { return nil }
    var names: Set<String> = [target.route]
    while names.insert(name).inserted, let route = router.route(named: name) {
      if let tab = route.placement.tab { return tab }
      guard let parent = route.placement.parent else { return nil }
      name = parent
    }
    return nil
  }
}
