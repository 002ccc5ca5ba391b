/// Gives each route its ``RouteVerdict`` on one URL, for ``Router/explain(_:)``: the slow,
/// route-by-route path, with each route's own matcher.
struct RouteExplainer {
  /// The URL after rewrites.
  let url: RouteURL
  /// The source of the URL as it arrived, before rewrites.
  let origin: LinkSource
  let configuration: MatchConfiguration
  private let tracer: SegmentTracer
  private let segmentCount: Int

  init(url: RouteURL, origin: LinkSource, configuration: MatchConfiguration) {
    self.url = url
    self.origin = origin
    self.configuration = configuration
    self.tracer = SegmentTracer(path: url.path, configuration: configuration)
    self.segmentCount = tracer.segments.count
  }

  /// The verdict on `route`, the route at `rank` in dispatch order; `winner` is the route
  /// that took the URL before it, if any.
  func explain(
    _ tableRoute: TableRoute<Route>, rank: Int, admission: SourceAdmission,
    winner: TableRoute<Route>?
  ) -> ExplainedRoute {
    let route = tableRoute.value
    let expression = route.expression
    func explained(_ verdict: RouteVerdict, _ trace: Trace, match: RouteMatch? = nil)
      -> ExplainedRoute
    {
      ExplainedRoute(
        rank: rank, route: route, verdict: verdict, match: match,
        matchedSegments: trace.matchedSegments, literalSegments: trace.literalSegments)
    }
    if admission == .restrictedRoutesOnly && expression.source == nil {
      let path = pathTrace(tableRoute)
      return explained(.sourceOnlyForRestrictedRoutes(pathMatches: path.matches), path.trace)
    }
    if let source = expression.source, source != url.source {
      let path = pathTrace(tableRoute)
      return explained(
        .restrictedToAnotherSource(source, pathMatches: path.matches), path.trace)
    }
    let result: MatchResult?
    do throws(MatchingError) {
      result = try tableRoute.matcher(configuration: configuration).match(url)
    } catch {
      return explained(
        .matchFailed(RouteError(error)), Trace(matchedSegments: 0, literalSegments: 0))
    }
    guard let result else {
      let miss = missTrace(expression)
      return explained(miss.verdict, miss.trace)
    }
    let match = RouteMatch(route: tableRoute, url: url, captures: result.captures)
    let verdict: RouteVerdict
    if route.flags.contains(.internalOnly) && origin != .internal {
      verdict = .internalOnly
    } else if let winner {
      verdict = .outranked(Self.reason(tableRoute, after: winner))
    } else {
      verdict = .winner
    }
    return explained(verdict, matchedTrace(expression), match: match)
  }

  /// How near a pattern came to matching the path.
  struct Trace {
    let matchedSegments: Int
    let literalSegments: Int
  }

  /// Whether `route`'s pattern matches the path with its own matcher, whatever the source.
  private func pathTrace(_ route: TableRoute<Route>) -> (matches: Bool, trace: Trace) {
    if let matcher = try? route.matcher(configuration: configuration),
      (try? matcher.matchPath(url)) != nil
    {
      return (true, matchedTrace(route.expression))
    }
    return (false, missTrace(route.expression).trace)
  }

  /// The trace of a pattern that matched the whole path.
  private func matchedTrace(_ expression: RouteExpression) -> Trace {
    let segments = PatternSegment.segments(
      of: PatternSegment.flattened(expression.parts, keepingOptional: true))
    return Trace(
      matchedSegments: segmentCount,
      literalSegments: segments.filter(\.isLiteral).count)
  }

  /// Why `expression` does not match the path, and how many segments it accepted first.
  private func missTrace(_ expression: RouteExpression) -> (verdict: RouteVerdict, trace: Trace) {
    let none = Trace(matchedSegments: 0, literalSegments: 0)
    if expression.isRawRegex { return (.regexDidNotMatch(expression.pattern), none) }
    guard let failure = tracer.trace(expression.parts) else {
      return (.patternDidNotMatch(expression.regex), none)
    }
    return (
      failure.verdict,
      Trace(matchedSegments: failure.position, literalSegments: failure.literalSegments)
    )
  }

  /// Why `route`, which matched too, comes after `winner`: the first rule of dispatch order
  /// (``DispatchOrder``) that tells them apart.
  static func reason(_ route: TableRoute<Route>, after winner: TableRoute<Route>)
    -> RankingReason
  {
    if winner.priority != route.priority {
      return .lowerPriority(winner: winner.priority, route: route.priority)
    }
    let left = winner.expression
    let right = route.expression
    if left.isRawRegex != right.isRawRegex { return .rawRegexAfterPathPattern }
    if left.specificity < right.specificity {
      let (segment, winnerText, routeText) = specificityDifference(left, right)
      return .lessSpecific(segment: segment, winner: winnerText, route: routeText)
    }
    if (left.source == nil) != (right.source == nil) { return .unrestrictedAfterRestricted }
    return .registeredLater(winner: winner.sequence, route: route.sequence)
  }

  /// The first segment (from 1) where two patterns' ranks differ in dispatch order
  /// (``RouteSpecificity``), with each one's text there (empty where a pattern has ended);
  /// optional parts count as present.
  static func specificityDifference(_ winner: RouteExpression, _ route: RouteExpression) -> (
    Int, String, String
  ) {
    let left = PatternSegment.segments(
      of: PatternSegment.flattened(winner.parts, keepingOptional: true))
    let right = PatternSegment.segments(
      of: PatternSegment.flattened(route.parts, keepingOptional: true))
    let count = max(left.count, right.count)
    func text(_ segments: [PatternSegment], _ index: Int) -> String {
      index < segments.count ? segments[index].text : ""
    }
    let index =
      (0..<count).first { winner.specificity.rank(at: $0) != route.specificity.rank(at: $0) }
      ?? (0..<count).first { text(left, $0) != text(right, $0) } ?? 0
    return (index + 1, text(left, index), text(right, index))
  }
}
