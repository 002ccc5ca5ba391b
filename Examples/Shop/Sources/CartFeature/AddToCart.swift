import Waypoint

/// Adds a product to the cart without leaving the current screen, and reports the cart's item
/// count: an x-callback-url caller receives `items` and `productID` on its `x-success` URL.
///
/// Reads a ``CartAddDestination``: the quantity comes from the query (`?quantity=2`) or,
/// natively, from a push payload (`parameters: ["quantity": 2]`); it is 1 by default. A
/// quantity that is not a number is refused, naming the parameter.
struct AddToCart: RouteHandler {
  let cart: Cart

  func handle(_ request: RouteRequest) async throws -> RouteResponse {
    let add = try request.decode(CartAddDestination.self)
    let quantity = add.quantity ?? 1
    guard (1...99).contains(quantity) else {
      return .failure(
        .invalidParameter(
          name: "quantity", value: String(quantity), route: request.route?.pattern ?? "",
          reason: "a quantity is between 1 and 99"))
    }
    let items = await cart.add(productID: add.productID, quantity: quantity)
    return .success(["items": String(items), "productID": String(add.productID)])
  }
}
