/// A route's own ``RouteMatcher``, compiled the first time it is needed: the reference the
/// compiled table is checked against, and the slow path after a handler declines.
final class LazyRouteMatcher: Sendable {
  let expression: RouteExpression
  private let options: RouteMatcher.Options
  private let compiled = Locked<RouteMatcher?>(nil)

  init(_ expression: RouteExpression, options: RouteMatcher.Options) {
    self.expression = expression
    self.options = options
  }

  /// The matcher, compiled on first use.
  func matcher() throws(RouteError) -> RouteMatcher {
    if let matcher = compiled.withLock({ $0 }) { return matcher }
    let matcher = try RouteMatcher(expression, options: options)
    return compiled.withLock { existing in
      if let existing { return existing }
      existing = matcher
      return matcher
    }
  }

  /// Matches `url` with the route's own matcher.
  func match(_ url: RouteURL) throws(RouteError) -> MatchResult? {
    try matcher().match(url)
  }
}
