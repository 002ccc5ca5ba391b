import Waypoint

/// Shows the cart: `cart(items=2)`. How it is shown (pushed, or a sheet) is the route's
/// business: the manifest decides.
struct CartPage: NavigationHandler {
  let navigator: any Navigator
  let cart: Cart

  func entry(for request: RouteRequest) async throws -> NavigationEntry {
    NavigationEntry("cart", parameters: ["items": String(await cart.itemCount)])
  }
}
