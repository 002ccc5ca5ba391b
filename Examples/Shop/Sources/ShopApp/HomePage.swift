import Waypoint

/// The home screen: `home`. The manifest shows it with `setRoot`, so opening `/home` closes
/// everything else.
struct HomePage: NavigationHandler {
  let navigator: any Navigator

  func entry(for request: RouteRequest) -> NavigationEntry {
    Shop.home
  }
}
