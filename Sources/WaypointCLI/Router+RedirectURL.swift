import Waypoint

extension Router {
  /// Where the redirect route that takes `url` sends it: the route's target filled in with
  /// the matched parameters in their encoded form, the query carried over, as dispatch
  /// redirects (`/old/*path` to `/new/*path` sends `/old/a%2Fb?x=1` to `/new/a%2Fb?x=1`).
  ///
  /// - Returns: the target URL, or `nil` when no route takes `url` or the route that takes
  ///   it has a handler.
  func redirectURL(for url: String) -> String? {
    guard case .redirect(_, let target) = resolution(of: url) else { return nil }
    return target
  }
}
