import Waypoint

/// The debug screen listing the router's routes: `routes(count=12)`. The manifest makes its
/// route internal-only, so no link from outside the app opens it.
struct RouteListPage: NavigationHandler {
  let navigator: any Navigator
  /// How many routes the router has now.
  let routeCount: @Sendable () -> Int

  func entry(for request: RouteRequest) -> NavigationEntry {
    NavigationEntry("routes", parameters: ["count": String(routeCount())])
  }
}
