/// Gives each route its ``RouteVerdict`` on one URL, for ``Router/explain(_:)``: the slow,
/// route-by-route path, with each route's own matcher.
struct RouteExplainer {
  /// The URL after rewrites.
  let url: RouteURL
  /// The source of the URL as it arrived, before rewrites.
  let origin: LinkSource
  let options: RouteMatcher.Options
  private let tracer: SegmentTracer
  private let segmentCount: Int

  init(url: RouteURL, origin: LinkSource, options: RouteMatcher.Options) {
    self.url = url
    self.origin = origin
    self.options = options
    self.tracer = SegmentTracer(path: url.path, options: options)
    self.segmentCount = tracer.segments.count
  }

  /// The verdict on `route`, the route at `rank` in dispatch order; `winner` is the route
  /// that took the URL before it, if any.
  func explain(
    _ route: Route, rank: Int, admission: SourceAdmission, winner: Route?
  ) -> ExplainedRoute {
    let expression = route.expression
    if admission == .restrictedRoutesOnly && expression.source == nil {
      let path = pathVerdict(expression, matcher: try? route.matcher(options: options))
      return ExplainedRoute(
        rank: rank, route: route,
        verdict: .sourceOnlyForRestrictedRoutes(pathMatches: path.miss == nil),
        matchedSegments: path.matchedSegments)
    }
    if let source = expression.source, source != url.source {
      let path = pathVerdict(expression, matcher: Self.unrestrictedMatcher(expression, options))
      return ExplainedRoute(
        rank: rank, route: route,
        verdict: .restrictedToAnotherSource(source, pathMatches: path.miss == nil),
        matchedSegments: path.matchedSegments)
    }
    let result: MatchResult?
    do {
      result = try route.matcher(options: options).match(url)
    } catch {
      return ExplainedRoute(
        rank: rank, route: route, verdict: .matchFailed(error), matchedSegments: 0)
    }
    guard let result else {
      let miss = missVerdict(expression)
      return ExplainedRoute(
        rank: rank, route: route, verdict: miss.verdict, matchedSegments: miss.matchedSegments)
    }
    let match = RouteMatch(route: route, url: url, captures: result.captures)
    let verdict: RouteVerdict
    if route.flags.contains(.internalOnly) && origin != .internal {
      verdict = .internalOnly
    } else if let winner {
      verdict = .outranked(Self.reason(route, after: winner))
    } else {
      verdict = .winner
    }
    return ExplainedRoute(
      rank: rank, route: route, verdict: verdict, match: match, matchedSegments: segmentCount)
  }

  /// Whether `expression`'s pattern matches the path with `matcher`, whatever the source; and
  /// if not, why.
  private func pathVerdict(_ expression: RouteExpression, matcher: RouteMatcher?) -> (
    miss: RouteVerdict?, matchedSegments: Int
  ) {
    if let matcher, (try? matcher.match(Self.internalPath(url))) != nil {
      return (nil, segmentCount)
    }
    let miss = missVerdict(expression)
    return (miss.verdict, miss.matchedSegments)
  }

  /// Why `expression` does not match the path, and how many segments it accepted first.
  private func missVerdict(_ expression: RouteExpression) -> (
    verdict: RouteVerdict, matchedSegments: Int
  ) {
    if expression.isRawRegex { return (.regexDidNotMatch(expression.pattern), 0) }
    guard let failure = tracer.trace(expression.parts) else {
      return (.patternDidNotMatch(expression.regex), 0)
    }
    return (failure.verdict, failure.position)
  }

  /// The route path of `url` as an internal path, to match a pattern whatever its source.
  private static func internalPath(_ url: RouteURL) -> RouteURL {
    (try? RouteURL(url.path, maximumLength: .max)) ?? url
  }

  /// A matcher for `expression`'s pattern with no source restriction.
  private static func unrestrictedMatcher(
    _ expression: RouteExpression, _ options: RouteMatcher.Options
  ) -> RouteMatcher? {
    let unrestricted =
      expression.isRawRegex
      ? try? RouteExpression(regex: expression.pattern)
      : try? RouteExpression(expression.path)
    return unrestricted.flatMap { try? RouteMatcher($0, options: options) }
  }

  /// Why `route`, which matched too, comes after `winner`: the first rule of dispatch order
  /// (``DispatchOrder``) that tells them apart.
  static func reason(_ route: Route, after winner: Route) -> RankingReason {
    if winner.priority != route.priority {
      return .lowerPriority(winner: winner.priority, route: route.priority)
    }
    let left = winner.expression
    let right = route.expression
    if left.isRawRegex != right.isRawRegex { return .rawRegexAfterPathPattern }
    if left.specificity < right.specificity {
      let (segment, winnerText, routeText) = specificityDifference(left.parts, right.parts)
      return .lessSpecific(segment: segment, winner: winnerText, route: routeText)
    }
    if (left.source == nil) != (right.source == nil) { return .unrestrictedAfterRestricted }
    return .registeredLater(winner: winner.sequence, route: route.sequence)
  }

  /// The first segment (from 1) where two patterns' shapes differ, with each one's text there
  /// (empty where a pattern has ended); optional parts count as present.
  static func specificityDifference(_ winner: [PatternPart], _ route: [PatternPart]) -> (
    Int, String, String
  ) {
    let left = PatternSegment.segments(of: PatternSegment.flattened(winner, keepingOptional: true))
    let right = PatternSegment.segments(of: PatternSegment.flattened(route, keepingOptional: true))
    let count = max(left.count, right.count)
    func rank(_ segments: [PatternSegment], _ index: Int) -> Int {
      if index < segments.count { return segments[index].shapeRank }
      return segments.last?.shapeRank == 4 ? 4 : -1
    }
    func text(_ segments: [PatternSegment], _ index: Int) -> String {
      index < segments.count ? segments[index].text : ""
    }
    let index =
      (0..<count).first { rank(left, $0) != rank(right, $0) }
      ?? (0..<count).first { text(left, $0) != text(right, $0) } ?? 0
    return (index + 1, text(left, index), text(right, index))
  }
}
