import Waypoint

/// Shows the user's orders: `orders(user=ada)`.
///
/// The user is the request's `user` parameter, which a middleware of the app's account module
/// adds: this module reads it by name and never imports the account module.
struct OrderListPage: NavigationHandler {
  let navigator: any Navigator

  func entry(for request: RouteRequest) throws -> NavigationEntry {
    NavigationEntry("orders", parameters: request["user"].map { ["user": $0] } ?? [:])
  }
}
