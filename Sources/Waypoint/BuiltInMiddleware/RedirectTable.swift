/// Redirects URLs by a table of patterns, whether or not a route matched them: for legacy
/// URLs and moved pages.
///
/// ```swift
/// router.use(try RedirectTable([
///   "/item/:id": "/product/:id",
///   "/help": "https://app.example.com/support",
/// ]))
/// ```
///
/// Each target is a pattern filled in with the parameters its source pattern matched, in their
/// percent-encoded form (`/old/*path` to `/new/*path` sends `/old/a%2Fb` to `/new/a%2Fb`); the
/// query is carried over. Entries are tried in dispatch order (specificity, then the order
/// of the table's keys sorted, so the result never depends on hash order).
public struct RedirectTable: RouteMiddleware {
  private let entries: [(matcher: RouteMatcher, target: RedirectTarget)]

  /// A table from source patterns to target patterns.
  ///
  /// - Throws: the pattern errors of either side, or
  ///   ``RouteError/missingParameter(name:route:)`` when a target needs a parameter its
  ///   source does not capture for sure.
  public init(_ table: [String: String]) throws(RouteError) {
    var entries: [(matcher: RouteMatcher, target: RedirectTarget)] = []
    for (source, target) in table.sorted(by: { $0.key < $1.key }) {
      let expression = try RouteExpression(parsing: source)
      let destination = try RouteExpression(parsing: target)
      let matcher = try RouteError.wrapping { () throws(MatchingError) in
        try expression.checkRedirect(to: destination)
        return try RouteMatcher(expression)
      }
      entries.append((matcher, RedirectTarget(destination)))
    }
    self.entries = entries.enumerated().sorted { left, right in
      let (l, r) = (left.element.matcher.expression, right.element.matcher.expression)
      if l.specificity < r.specificity { return true }
      if r.specificity < l.specificity { return false }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// Redirects a request whose URL a source pattern matches.
  public func before(_ request: RouteRequest) async -> MiddlewareDecision {
    for entry in entries {
      guard let match = try? entry.matcher.match(request.url) else { continue }
      do throws(MatchingError) {
        return .redirect(
          try entry.target.url(from: match.parameters, query: request.url.query.rawValue))
      } catch {
        return .reject(RouteError(error))
      }
    }
    return .continue
  }
}
