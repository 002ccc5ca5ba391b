/// Why a URL did or did not route: its source and admission, its route path after
/// normalization and rewrites, and every route's verdict in dispatch order.
///
/// ```swift
/// let explanation = await router.explain("myapp://product/shoes")
/// explanation.admission       // .accepted
/// explanation.path            // "/product/shoes"
/// explanation.winner          // nil
/// explanation.nearestMisses.first?.verdict
/// // .constraintRefused(parameter: "id", constraint: "\\d+", text: "shoes", segment: 2)
/// ```
///
/// See <doc:ExplainingARoute>.
public struct RouteExplanation: Sendable {
  /// Whether the router admits a URL's source (<doc:RoutingSemantics#Other-sources>).
  public enum Admission: Sendable, Hashable {
    /// An internal path, or a URL from an app scheme or web origin the router accepts: every
    /// route may serve it.
    case accepted
    /// A source the router does not accept but some route names explicitly: only the routes
    /// restricted to it may serve it.
    case restrictedRoutesOnly
    /// The URL is malformed or its source is not allowed; ``RouteExplanation/error`` says why.
    case refused
  }

  /// The URL as given.
  public let url: String
  /// Where the URL comes from, or `nil` when it could not be read.
  public let source: LinkSource?
  /// Whether the router admits the URL (after rewrites).
  public let admission: Admission
  /// Why `handle` would refuse the URL before any handler runs: a malformed URL, a source not
  /// allowed, a rewrite to a bad URL, an internal-only route reached from outside, or a match
  /// that failed. `nil` otherwise, also when no route matches (a fallback may take it).
  public let error: RouteError?
  /// The URLs the middleware rewrote it to, in order (empty when none rewrote it).
  public let rewrites: [String]
  /// The normalized route path that was matched, after rewrites, still percent-encoded; `nil`
  /// when the URL could not be read.
  public let path: String?
  /// Every route in dispatch order, with its verdict (empty when the URL was refused).
  public let routes: [ExplainedRoute]

  init(
    url: String, source: LinkSource?, admission: Admission, error: RouteError?,
    rewrites: [String], path: String?, routes: [ExplainedRoute]
  ) {
    self.url = url
    self.source = source
    self.admission = admission
    self.error = error
    self.rewrites = rewrites
    self.path = path
    self.routes = routes
  }

  /// The route that takes the URL, if any.
  public var winner: ExplainedRoute? {
    routes.first { $0.verdict == .winner }
  }

  /// The routes that did not take the URL, nearest first: those whose literal segments
  /// accepted the most of the path, then those that accepted the most segments, then those
  /// whose refused literal looks like a typo of the URL's text (`issues` for `issuez`), then
  /// in dispatch order. Routes outranked by the winner are not misses; an internal-only route
  /// that matched, or a route of another source whose path matches, is.
  public var nearestMisses: [ExplainedRoute] {
    routes.filter { route in
      if case .outranked = route.verdict { return false }
      return route.verdict != .winner
    }
    .map { (route: $0, typo: $0.verdict.typoDistance ?? Int.max) }
    .sorted { lhs, rhs in
      let left = lhs.route
      let right = rhs.route
      if left.literalSegments != right.literalSegments {
        return left.literalSegments > right.literalSegments
      }
      if left.matchedSegments != right.matchedSegments {
        return left.matchedSegments > right.matchedSegments
      }
      if lhs.typo != rhs.typo { return lhs.typo < rhs.typo }
      return left.rank < right.rank
    }
    .map(\.route)
  }
}
