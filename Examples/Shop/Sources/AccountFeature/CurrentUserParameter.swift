import Waypoint

/// Adds the logged-in user's name to every request as the primitive parameter `user`, so that
/// any module's handler can read `request["user"]` without importing this one. A URL cannot
/// forge it: primitive parameters win over the path and the query.
struct CurrentUserParameter: RouteMiddleware {
  let session: Session

  func before(_ request: RouteRequest) async -> MiddlewareDecision {
    guard let user = await session.user else { return .continue }
    var request = request
    request.primitiveParameters["user"] = user
    return .continueWith(request)
  }
}
