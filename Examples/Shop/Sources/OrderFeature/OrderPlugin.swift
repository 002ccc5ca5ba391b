import Waypoint

/// The order module's routes, under the `order` namespace. Orders belong to a user, so both
/// default routes require login.
///
/// Handlers: `order.list` (the user's orders) and `order.detail` (one order).
/// Default routes: `/orders` and ``OrderDestination`` (`/order/:id`).
public struct OrderPlugin: RoutePlugin {
  /// `order`.
  public let namespace = "order"
  private let navigator: any Navigator

  /// A plugin whose screens open on `navigator`.
  public init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// Contributes the order list and the order page, and their default routes.
  public func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
    registrar.handler("list", OrderListPage(navigator: navigator))
    registrar.handler("detail", OrderPage(navigator: navigator))
    try registrar.route("/orders", handler: "list", name: "list", flags: [.requiresLogin])
    try registrar.route(OrderDestination.self, handler: "detail", name: "detail")
  }
}
