import Waypoint

/// Shows the login screen: `login`. The route decides how (a sheet, in the defaults).
struct LoginPage: NavigationHandler {
  let navigator: any Navigator

  func entry(for request: RouteRequest) -> NavigationEntry {
    NavigationEntry("login")
  }
}
