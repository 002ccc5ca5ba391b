import Waypoint

/// Shows a product: `product(id=42, tab=info)`.
///
/// Reads `id` (from the path, or from a legacy page's regex route) and `tab` (from a push
/// payload, the query, or the route's defaults).
struct ProductPage: NavigationHandler {
  let navigator: any Navigator

  func destination(for request: RouteRequest) throws -> Destination {
    guard let id = request.int("id") else { throw RouteDecline("the product ID is not a number") }
    return Destination("product", parameters: ["id": String(id), "tab": request["tab"] ?? "info"])
  }
}
