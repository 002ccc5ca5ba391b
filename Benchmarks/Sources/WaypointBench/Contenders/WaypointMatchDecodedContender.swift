import Waypoint

/// ``WaypointMatchContender``, reading every parameter as a percent-decoded `String`
/// (`RawParameter.decoded`), as a handler that wants text does: the second figure beside the
/// raw view.
struct WaypointMatchDecodedContender: Contender {
  static let name = "waypoint-match-decoded"
  static let summary = "Waypoint Router.match, every parameter read as a decoded String"

  private let router: Router

  init(patterns: [String]) throws {
    router = try WaypointRouterFactory.makeRouter(patterns) { _ in ClosureRouteHandler { _ in .ok }
    }
  }

  func lookup(_ path: String) -> Int? {
    guard let match = try? router.match(path) else { return nil }
    for index in 0..<match.parameterCount {
      blackHole(match.rawParameter(at: index)?.decoded)
    }
    return match.route.sequence
  }

  func parameterValues(_ path: String) -> [String]? {
    WaypointRouterFactory.parameterValues(router, path)
  }
}
