import Waypoint

/// Shows a category's products: `category(slug=shoes)`.
struct CategoryPage: NavigationHandler {
  let navigator: any Navigator

  func destination(for request: RouteRequest) throws -> Destination {
    guard let slug = request["slug"] else { throw RouteDecline("no category") }
    return Destination("category", parameters: ["slug": slug])
  }
}
