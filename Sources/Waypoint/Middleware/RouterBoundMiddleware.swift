/// A middleware that keeps a reference to the router it is installed on, such as
/// ``AuthenticationGate``, which resumes requests on it.
protocol RouterBoundMiddleware: RouteMiddleware {
  /// Called by ``Router/use(_:priority:)`` and plugin installation. Keep the router weakly:
  /// the router holds its middleware strongly.
  func installed(on router: Router)
}
