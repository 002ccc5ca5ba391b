extension Router {
  /// The screens behind `match`'s route when its link arrives from outside the app, outermost
  /// first: each parent of its ``RoutePlacement/parent`` chain, with its URL built from the
  /// parameters of the route in front of it (its path parameters, then its defaults). Empty
  /// when the route has no parent.
  ///
  /// ```swift
  /// // "/orders" (orders), "/orders/:id" (order, parent orders),
  /// // "/orders/:id/review" (order-review, parent order)
  /// let match = try router.match("/orders/42/review?stars=5")
  /// try router.parentChain(of: match!).map(\.url)  // ["/orders", "/orders/42"]
  /// ```
  ///
  /// The query is never carried to a parent: only path parameters and defaults fill it.
  ///
  /// - Throws: ``RouteError/unknownParent(route:parent:)`` when a parent is no route (removed
  ///   since the match), ``RouteError/parentCycle(_:)``, or the errors of
  ///   ``url(for:parameters:)``: a value that fails the parent's constraint.
  public func parentChain(of match: RouteMatch) throws(RouteError) -> [ParentLink] {
    try parentChain(of: match.route, parameters: match.parameters.dictionary)
  }

  /// The screens behind the route called `name` with `parameters` (its path parameters, as a
  /// match gives them), outermost first; see ``parentChain(of:)``.
  ///
  /// - Throws: ``RouteError/unknownRoute(_:)`` when no route is called `name`, or the errors
  ///   of ``parentChain(of:)``.
  public func parentChain(ofRoute name: String, parameters: [String: String] = [:])
    throws(RouteError) -> [ParentLink]
  {
    guard let route = route(named: name) else { throw .unknownRoute(name) }
    return try parentChain(of: route, parameters: parameters)
  }

  private func parentChain(of route: Route, parameters: [String: String]) throws(RouteError)
    -> [ParentLink]
  {
    var links: [ParentLink] = []
    var visited = [route.name ?? route.pattern]
    var child = route
    var values = parameters.merging(route.defaults) { given, _ in given }
    while let parentName = child.placement.parent {
      if let start = visited.firstIndex(of: parentName) {
        throw .parentCycle(Array(visited[start...]) + [parentName])
      }
      guard let parent = self.route(named: parentName) else {
        throw .unknownParent(route: child.name ?? child.pattern, parent: parentName)
      }
      let names = Set(parent.expression.parameterNames)
      let filled = values.filter { names.contains($0.key) }
        .merging(parent.defaults.filter { names.contains($0.key) }) { given, _ in given }
      let url = try self.url(for: parentName, parameters: filled)
      links.append(ParentLink(route: parentName, url: url, parameters: filled))
      visited.append(parentName)
      values = filled
      child = parent
    }
    return links.reversed()
  }
}
