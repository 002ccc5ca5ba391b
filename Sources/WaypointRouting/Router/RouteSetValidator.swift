/// A check of the whole set of routes that a feature installs, run when a change of the
/// routes completes (a registration, a batch, a plugin install, a manifest apply) and before
/// it is published: for rules between routes (a route's parent must be a route), which hold
/// for the set, not route by route, so that the order of registration does not matter.
///
/// A validator that throws refuses the whole change: the router keeps its routes as they
/// were.
package protocol RouteSetValidator: Sendable {
  /// Checks `routes`, in dispatch order, as the change leaves them (`byName`: the named ones).
  ///
  /// - Throws: the error that names what to change.
  func validate(_ routes: [Route], byName: [String: Route]) throws(RouteError)
}

/// The route attribute through which a definition brings the check of the whole set that its
/// other attributes need (a parent must be a route): registering the definition installs each
/// validator whose type is not installed yet, and the route keeps none of them.
package enum RouteSetValidatorsKey: RouteAttributeKey {
  package typealias Value = [any RouteSetValidator]
}
