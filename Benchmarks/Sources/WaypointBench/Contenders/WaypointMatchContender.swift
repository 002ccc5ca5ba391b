import Waypoint

/// Waypoint's router matching a path: the compiled route table (trie-factored PCRE2 JIT
/// programs per first segment), returning the route, whose every parameter value the lookup
/// then reads through the public raw view.
struct WaypointMatchContender: RouterMatchContender, IncrementalContender {
  static let name = "waypoint-match"
  static let summary = "Waypoint Router.match on the path: compiled PCRE2 JIT route table"

  let router: Router

  /// Reads the value as the other contenders do: the raw view is a slice of the URL, still
  /// percent-encoded, and allocates nothing.
  static func read(_ value: RawParameter?) { blackHole(value) }

  func add(_ pattern: String) throws {
    try router.register(pattern) { _ in .ok }
  }
}

/// A contender that matches each path on a router built by
/// ``WaypointRouterFactory/makeRouter(_:handler:)`` and reads every parameter of the match.
protocol RouterMatchContender: Contender {
  /// The router, with every pattern registered.
  var router: Router { get }
  /// A contender for `router`.
  init(router: Router)
  /// Reads one parameter value of a match.
  static func read(_ value: RawParameter?)
}

extension RouterMatchContender {
  init(patterns: [String]) throws {
    self.init(
      router: try WaypointRouterFactory.makeRouter(patterns) { _ in
        ClosureRouteHandler { _ in .ok }
      })
  }

  func lookup(_ path: String) -> Int? {
    guard let match = try? router.match(path) else { return nil }
    for index in 0..<match.parameterCount {
      Self.read(match.rawParameter(at: index))
    }
    return match.route.sequence
  }

  func parameterValues(_ path: String) -> [String]? {
    WaypointRouterFactory.parameterValues(router, path)
  }
}
