@_spi(Benchmarks) import WaypointMatching
import Waypoint

/// Waypoint's router matching a path with `Router.match`, which returns the match as a value
/// (`RouteMatch`, holding its route and URL) that may outlive the lookup; every parameter is
/// read through its raw view (`RouteMatch.rawParameter(at:)`).
struct WaypointMatchValueContender: Contender {
  static let name = "waypoint-match-value"
  static let summary = "Waypoint Router.match: the match as a value, parameters read raw"

  let router: Router

  init(patterns: [String]) throws {
    router = try WaypointRouterFactory.makeRouter(patterns)
  }

  func lookup(_ path: String) -> Int? {
    guard let match = try? router.match(path) else { return nil }
    for index in 0..<match.parameterCount {
      blackHole(match.rawParameter(at: index))
    }
    return match.registrationOrder
  }

  func parameterValues(_ path: String) -> [String]? {
    WaypointRouterFactory.parameterValues(router, path)
  }
}
