import Waypoint

/// Waypoint's full dispatch of a URL: parse, match, build the request, run the handler (which
/// does nothing but name its route), complete the callback, return the outcome.
struct WaypointDispatchContender: RouterDispatchContender {
  static let name = "waypoint-dispatch"
  static let summary = "Waypoint Router.handle: full dispatch of the URL to a no-op handler"
  static let middlewareCount = 0
  let router: Router
  let patternIndices: PatternIndices
}

/// A contender that handles each path on a router built by
/// ``WaypointRouterFactory/makeDispatchRouter(_:middleware:)``.
protocol RouterDispatchContender: AsyncContender {
  /// How many no-op middleware the router runs.
  static var middlewareCount: Int { get }
  /// The router, with every pattern registered.
  var router: Router { get }
  /// The pattern index of each of the router's routes.
  var patternIndices: PatternIndices { get }
  /// A contender for `router`, whose routes have the pattern indices `patternIndices`.
  init(router: Router, patternIndices: PatternIndices)
}

extension RouterDispatchContender {
  init(patterns: [String]) async throws {
    let router = try WaypointRouterFactory.makeDispatchRouter(
      patterns, middleware: Self.middlewareCount)
    self.init(router: router, patternIndices: PatternIndices(router, patterns: patterns))
  }

  /// The index of the pattern of the route that took the URL, as the outcome names it
  /// (`RouteOutcome.route`). The handler answers with the index as its payload too, but
  /// reading it back (`response?.payload as? Int`: a copy of the response, a dynamic cast)
  /// cost more than the dispatch it reports on.
  func lookup(_ path: String) async -> Int? {
    await router.handle(path).route.flatMap(patternIndices.index(of:))
  }

  func parameterValues(_ path: String) async -> [String]? {
    WaypointRouterFactory.parameterValues(router, path)
  }
}

/// The pattern index of each route of a router, found by the route's identity.
struct PatternIndices: Sendable {
  private let indices: [ObjectIdentifier: Int]

  /// The indices in `patterns` of the patterns of `router`'s routes (`Router.routes` lists
  /// them in dispatch order, not in the order they were registered). A route whose pattern is
  /// not in `patterns` has none, and the correctness check reports its paths.
  init(_ router: Router, patterns: [String]) {
    let byPattern = Dictionary(uniqueKeysWithValues: patterns.enumerated().map { ($1, $0) })
    indices = Dictionary(
      uniqueKeysWithValues: router.routes.compactMap { route in
        byPattern[route.pattern].map { (ObjectIdentifier(route), $0) }
      })
  }

  /// The index of the pattern of `route`.
  func index(of route: Route) -> Int? { indices[ObjectIdentifier(route)] }
}

/// Builds the router both Waypoint contenders use.
enum WaypointRouterFactory {
  /// A router with `patterns` registered at once, in order, each with the handler `handler`
  /// makes for its index; `Route.sequence` is then the pattern's index.
  static func makeRouter(
    _ patterns: [String], handler: (Int) -> some RouteHandler
  ) throws -> Router {
    let router = Router()
    let definitions = try patterns.enumerated().map { index, pattern in
      try RouteDefinition(pattern, handler: handler(index))
    }
    try router.register(definitions)
    return router
  }

  /// A router with `patterns` registered at once, in order, each with a handler that
  /// answers `.ok`.
  static func makeRouter(_ patterns: [String]) throws -> Router {
    try makeRouter(patterns) { _ in ClosureRouteHandler { _ in .ok } }
  }

  /// A router whose handlers answer with their pattern's index, behind `middleware` no-op
  /// middleware.
  static func makeDispatchRouter(_ patterns: [String], middleware: Int) throws -> Router {
    let router = try makeRouter(patterns) { index in
      ClosureRouteHandler { _ in .success(payload: index) }
    }
    for _ in 0..<middleware {
      router.use(NoOpMiddleware())
    }
    return router
  }

  /// The parameter values `router` matches in `path`, in pattern order.
  static func parameterValues(_ router: Router, _ path: String) -> [String]? {
    (try? router.match(path)).map { $0.parameters.map(\.value) }
  }
}

/// A middleware that uses the default hooks: it rewrites nothing, lets every request through
/// and does nothing afterwards.
private struct NoOpMiddleware: RouteMiddleware {}
