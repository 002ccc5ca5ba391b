import Waypoint

/// Adds a product to the cart without leaving the current screen, and reports the cart's item
/// count: an x-callback-url caller receives `items` and `productID` on its `x-success` URL.
///
/// The quantity comes from the query (`?quantity=2`) or, natively, from a push payload
/// (`parameters: ["quantity": 2]`); it is 1 by default.
struct AddToCart: RouteHandler {
  let cart: Cart

  func handle(_ request: RouteRequest) async throws -> RouteResponse {
    guard let productID = request.int("productID") else {
      throw RouteDecline("the product ID is not a number")
    }
    let quantity = request.int("quantity") ?? 1
    guard (1...99).contains(quantity) else {
      return .failure(
        .invalidParameter(
          name: "quantity", value: String(quantity), route: request.route?.pattern ?? "",
          reason: "a quantity is between 1 and 99"))
    }
    let items = await cart.add(productID: productID, quantity: quantity)
    return .success(["items": String(items), "productID": String(productID)])
  }
}
