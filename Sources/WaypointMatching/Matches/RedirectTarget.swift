/// Where a redirect sends its requests: a target expression, filled in with the parameters
/// each request matched, and the matcher that checks every URL built from it, compiled on the
/// first redirect and kept (compiling a regex costs far more than building the URL).
package final class RedirectTarget: Sendable {
  /// The target expression.
  package let expression: RouteExpression
  /// The target's own matcher with the default configuration, once compiled.
  private let compiled = Locked<RouteMatcher?>(nil)

  /// A redirect to `expression`.
  package init(_ expression: RouteExpression) {
    self.expression = expression
  }

  /// The target pattern, as written.
  package var pattern: String { expression.pattern }

  /// The URL a request whose path matched `parameters` is sent to (see
  /// ``RouteExpression/redirectURL(from:query:matcher:)``).
  package func url(from parameters: PathParameters, query: some StringProtocol)
    throws(MatchingError) -> String
  {
    try expression.redirectURL(from: parameters, query: query, matcher: try matcher())
  }

  /// The target's matcher, compiled once; two redirects racing on the first compile keep one.
  package func matcher() throws(MatchingError) -> RouteMatcher {
    if let matcher = compiled.withLock({ $0 }) { return matcher }
    let matcher = try RouteMatcher(expression)
    return compiled.withLock { kept in
      if let existing = kept { return existing }
      kept = matcher
      return matcher
    }
  }
}
