import Waypoint

/// Hands a universal link that the app has no screen for back to the browser, instead of
/// showing nothing: the response's `browser` value is the URL to open.
struct BrowserHandoff: RouteHandler {
  func handle(_ request: RouteRequest) async throws -> RouteResponse {
    .success(["browser": request.url.string])
  }
}
