import Waypoint

/// Waypoint's router matching a path: the compiled route table (trie-factored PCRE2 JIT
/// programs per first segment), returning the route, whose every parameter value the lookup
/// then reads through the public raw view.
struct WaypointMatchContender: IncrementalContender {
  static let name = "waypoint-match"
  static let summary = "Waypoint Router.match on the path: compiled PCRE2 JIT route table"

  private let router: Router

  init(patterns: [String]) throws {
    router = try WaypointRouterFactory.makeRouter(patterns) { _ in ClosureRouteHandler { _ in .ok }
    }
  }

  func lookup(_ path: String) -> Int? {
    guard let match = try? router.match(path) else { return nil }
    // Reads every parameter's value, as the other contenders do: the raw view is a slice of
    // the URL, still percent-encoded, and allocates nothing.
    for index in 0..<match.parameterCount {
      blackHole(match.rawParameter(at: index))
    }
    return match.route.sequence
  }

  func add(_ pattern: String) throws {
    try router.register(pattern) { _ in .ok }
  }

  func parameterValues(_ path: String) -> [String]? {
    WaypointRouterFactory.parameterValues(router, path)
  }
}
