import Waypoint

/// The product module's plugin of the README's example: `/product/:id` under `product`.
public struct ProductPlugin: RoutePlugin {
  /// `product`.
  public let namespace = "product"
  private let navigator: any Navigator

  /// A plugin whose screens open on `navigator`.
  public init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// Contributes `product.show` and its route.
  public func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
    registrar.handler("show") { _ in .ok }
    try registrar.route("/product/:id", handler: "show")
  }
}
