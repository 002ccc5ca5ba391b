import Waypoint

/// Shows a category's products: `category(slug=shoes)`.
struct CategoryPage: NavigationHandler {
  let navigator: any Navigator

  func entry(for request: RouteRequest) throws -> NavigationEntry {
    guard let slug = request["slug"] else { throw RouteDecline("no category") }
    return NavigationEntry("category", parameters: ["slug": slug])
  }
}
