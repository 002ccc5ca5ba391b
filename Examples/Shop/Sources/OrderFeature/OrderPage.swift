import Waypoint

/// Shows one order: `order(id=1001)`, from an ``OrderDestination``.
struct OrderPage: NavigationHandler {
  let navigator: any Navigator

  func entry(for request: RouteRequest) throws -> NavigationEntry {
    try request.decode(OrderDestination.self).screen
  }
}
