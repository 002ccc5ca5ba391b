import Waypoint

/// The home screen: `home`. The manifest shows it with `setRoot`, so opening `/home` closes
/// everything else.
struct HomePage: NavigationHandler {
  let navigator: any Navigator

  func destination(for request: RouteRequest) -> Destination {
    Shop.home
  }
}
