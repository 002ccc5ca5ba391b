import Waypoint

/// A plugin that claims `/cart`, which the cart plugin has: installing it is a conflict.
public struct WishlistPlugin: RoutePlugin {
  /// `wishlist`.
  public let namespace = "wishlist"

  /// The plugin.
  public init() {}

  /// Contributes `wishlist.show` on `/cart`.
  public func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
    registrar.handler("show") { _ in .ok }
    try registrar.route("/cart", handler: "show")
  }
}
