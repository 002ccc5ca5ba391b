import Waypoint

/// Shows one order: `order(id=1001)`, from an ``OrderDestination``.
struct OrderPage: NavigationHandler {
  let navigator: any Navigator

  func destination(for request: RouteRequest) throws -> Destination {
    try request.decode(OrderDestination.self).screen
  }
}
