import Waypoint

/// Waypoint's full dispatch of a URL with three no-op middleware installed: the same as
/// `waypoint-dispatch`, plus each middleware's `rewrite`, `before` and `after` hooks (which
/// keep their default, do-nothing implementations).
struct WaypointDispatchMiddlewareContender: AsyncContender {
  static let name = "waypoint-dispatch-middleware"
  static let summary = "Waypoint Router.handle with three no-op middleware installed"

  private let router: Router

  init(patterns: [String]) async throws {
    router = try WaypointRouterFactory.makeDispatchRouter(patterns, middleware: 3)
  }

  func lookup(_ path: String) async -> Int? {
    await router.handle(path).response?.payload as? Int
  }

  func parameterValues(_ path: String) async -> [String]? {
    WaypointRouterFactory.parameterValues(router, path)
  }
}
