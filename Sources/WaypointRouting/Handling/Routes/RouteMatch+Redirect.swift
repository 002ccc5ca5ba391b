extension RouteMatch {
  /// The URL a redirect route sends this match to (its target filled in with the matched
  /// parameters, the query carried over), `nil` for a route with a handler; a target that
  /// cannot be filled in is described as the error.
  package func redirectTarget() -> String? {
    guard case .redirect(let target) = route.action else { return nil }
    do {
      return try target.url(from: parameters, query: url.query.rawValue)
    } catch {
      return "\(error)"
    }
  }
}
