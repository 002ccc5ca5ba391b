import Waypoint

/// Shows the logged-in user's profile: `profile(user=ada)`.
struct ProfilePage: NavigationHandler {
  let navigator: any Navigator
  let session: Session

  func destination(for request: RouteRequest) async throws -> Destination {
    guard let user = await session.user else { throw RouteDecline("nobody is logged in") }
    return Destination("profile", parameters: ["user": user])
  }
}
