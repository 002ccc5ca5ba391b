import Waypoint

/// Shows one order: `order(id=1001)`.
struct OrderPage: NavigationHandler {
  let navigator: any Navigator

  func destination(for request: RouteRequest) throws -> Destination {
    guard let id = request.int("id") else { throw RouteDecline("the order ID is not a number") }
    return Destination("order", parameters: ["id": String(id)])
  }
}
