/// A middleware that keeps a reference to the router it is installed on, such as the
/// authentication gate, which resumes requests on it.
package protocol RouterBoundMiddleware: RouteMiddleware {
  /// Called once the middleware is installed on `router` (by ``Router/use(_:priority:)`` or
  /// a plugin). Keep the router weakly: the router holds its middleware strongly.
  func installed(on router: Router)
}
