import Waypoint

/// The cart module's routes, under the `cart` namespace.
///
/// Handlers: `cart.show` (the cart screen) and `cart.add` (adds a product, no navigation).
/// Default routes: `/cart` and ``CartAddDestination`` (`/cart/add/:productID`).
public struct CartPlugin: RoutePlugin {
  /// `cart`.
  public let namespace = "cart"
  private let navigator: any Navigator
  private let cart: Cart

  /// A plugin whose cart screen opens on `navigator` and shows `cart`.
  public init(navigator: any Navigator, cart: Cart) {
    self.navigator = navigator
    self.cart = cart
  }

  /// Contributes the cart screen and the add-to-cart action, and their default routes.
  public func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
    registrar.handler("show", CartPage(navigator: navigator, cart: cart))
    registrar.handler("add", AddToCart(cart: cart))
    try registrar.route("/cart", handler: "show", name: "show")
    try registrar.route(CartAddDestination.self, handler: "add", name: "add")
  }
}
