import Waypoint

/// Waypoint's full dispatch of a URL with three no-op middleware installed: the same as
/// `waypoint-dispatch`, plus each middleware's `rewrite`, `before` and `after` hooks (which
/// keep their default, do-nothing implementations).
struct WaypointDispatchMiddlewareContender: RouterDispatchContender {
  static let name = "waypoint-dispatch-middleware"
  static let summary = "Waypoint Router.handle with three no-op middleware installed"
  static let middlewareCount = 3
  let router: Router
  let patternIndices: PatternIndices
}
