// Test hooks: what the tests read of a router's machinery, kept apart from its API.

extension Router {
  /// The middleware of the current snapshot, as a dispatch starting now runs it.
  var middlewareStack: MiddlewareStack { snapshot.middleware }

  /// The first candidate a `handle` call starting now would look up in place for `url`.
  func firstCandidate(of url: String) -> RouteMatch? {
    publisher.firstCandidate(of: url).map(RouteMatch.init)
  }

  /// Whether a `handle` call starting now takes the direct way.
  var servesDirectly: Bool { snapshot.servesDirectly }

  /// How many atom lists the route builder's cache holds.
  var atomCacheCount: Int { state.withLock { $0.routes.atomCacheCount } }
}
