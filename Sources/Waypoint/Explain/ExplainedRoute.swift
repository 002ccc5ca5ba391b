/// One route of a router, as a ``RouteExplanation`` saw it: where it stands in dispatch order
/// and its ``RouteVerdict`` on the URL.
public struct ExplainedRoute: Sendable {
  /// The route's place in dispatch order: 1 for the route tried first.
  public let rank: Int
  /// The route.
  public let route: Route
  /// What the route made of the URL.
  public let verdict: RouteVerdict
  /// The match, with its parameters, when the route's pattern matched (``RouteVerdict/isMatch``).
  public let match: RouteMatch?
  /// How many segments of the route path, from the left, the pattern accepted before it
  /// failed; all of them when it matched. The nearest misses accept the most.
  public let matchedSegments: Int
  /// How many of `matchedSegments` a literal segment of the pattern accepted (all of the
  /// pattern's literal segments when its path matched): what makes a miss near.
  let literalSegments: Int

  init(
    rank: Int, route: Route, verdict: RouteVerdict, match: RouteMatch? = nil,
    matchedSegments: Int, literalSegments: Int
  ) {
    self.literalSegments = literalSegments
    self.rank = rank
    self.route = route
    self.verdict = verdict
    self.match = match
    self.matchedSegments = matchedSegments
  }
}
