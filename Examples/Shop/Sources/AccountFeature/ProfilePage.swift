import Waypoint

/// Shows the logged-in user's profile: `profile(user=ada)`.
struct ProfilePage: NavigationHandler {
  let navigator: any Navigator
  let session: Session

  func entry(for request: RouteRequest) async throws -> NavigationEntry {
    guard let user = await session.user else { throw RouteDecline("nobody is logged in") }
    return NavigationEntry("profile", parameters: ["user": user])
  }
}
