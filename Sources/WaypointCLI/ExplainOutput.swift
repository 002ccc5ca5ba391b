import Waypoint

/// `waypoint match --explain`: why each URL did or did not route, for people or as JSON.
enum ExplainOutput {
  /// How many misses the people form shows first, with the winner.
  static let nearestMissCount = 3

  /// Explains each URL with `router` and writes the explanations.
  static func write(_ urls: [String], router: Router, json: Bool, output: Output) async {
    for (index, url) in urls.enumerated() {
      let explanation = await router.explain(url)
      let redirect = redirectURL(explanation, router: router)
      if json {
        output.write(report(explanation, redirect: redirect).rendered + "\n")
      } else {
        if index > 0 { output.write("\n") }
        output.write(text(explanation, redirect: redirect))
      }
    }
  }

  /// Where the winner of `explanation`, when it is a redirect route, sends the URL, as
  /// `router` redirects it; `nil` for a winner with a handler, no winner, or a URL that the
  /// middleware rewrote (the redirect is of the rewritten URL, from the original source).
  static func redirectURL(_ explanation: RouteExplanation, router: Router) -> String? {
    guard explanation.winner?.route.redirectTarget != nil, explanation.rewrites.isEmpty else {
      return nil
    }
    return router.redirectURL(for: explanation.url)
  }

  // MARK: For people

  /// The explanation for people: the URL, its source and path, the winner (with `redirect`,
  /// the URL it redirects to), the routes it outranks and the nearest misses first, then the
  /// other routes, one line each.
  static func text(_ explanation: RouteExplanation, redirect: String? = nil) -> String {
    var lines = ["\(explanation.url)"]
    let admission: String
    switch explanation.admission {
    case .accepted: admission = "accepted"
    case .restrictedRoutesOnly: admission = "not accepted, but named by some routes"
    case .refused: admission = "refused"
    }
    lines.append("  source:  \(explanation.source.map { "\($0)" } ?? "unreadable") (\(admission))")
    for rewrite in explanation.rewrites {
      lines.append("  rewrite: \(rewrite)")
    }
    if let path = explanation.path { lines.append("  path:    \(path)") }
    if let error = explanation.error { lines.append("  error:   \(error.code): \(error)") }
    guard explanation.admission != .refused else { return lines.joined(separator: "\n") + "\n" }
    var shown = Set<Int>()
    if let winner = explanation.winner {
      let parameters = winner.match?.parameters.map { "\($0.name)=\($0.value)" } ?? []
      lines.append(
        "  winner:  \(line(winner))"
          + (parameters.isEmpty ? "" : " with " + parameters.joined(separator: ", ")))
      if let redirect { lines.append("  redirect: \(redirect)") }
      shown.insert(winner.rank)
      let outranked = explanation.routes.filter {
        if case .outranked = $0.verdict { return true } else { return false }
      }
      if !outranked.isEmpty {
        lines.append("  also matched, tried if the winner declines:")
        for route in outranked {
          lines.append("    \(line(route)): \(route.verdict)")
          shown.insert(route.rank)
        }
      }
    } else {
      lines.append("  winner:  none")
    }
    let misses = explanation.nearestMisses.prefix(nearestMissCount)
    if !misses.isEmpty {
      lines.append("  nearest misses:")
      for route in misses {
        lines.append("    \(line(route)): \(route.verdict)")
        shown.insert(route.rank)
      }
    }
    let rest = explanation.routes.filter { !shown.contains($0.rank) }
    if !rest.isEmpty {
      lines.append("  other routes:")
      for route in rest {
        lines.append("    #\(route.rank) \(route.route.pattern): \(route.verdict.code)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `#2 /product/:id(\d+) (product.detail)`, with ` -> /target` for a redirect route.
  private static func line(_ route: ExplainedRoute) -> String {
    "#\(route.rank) \(route.route.pattern)" + (route.route.name.map { " (\($0))" } ?? "")
      + (route.route.redirectTarget.map { " -> \($0)" } ?? "")
  }

  // MARK: As JSON

  /// The explanation as one JSON object; `redirect` is where the winner redirects the URL.
  static func report(_ explanation: RouteExplanation, redirect: String? = nil) -> JSONText {
    let admission: String
    switch explanation.admission {
    case .accepted: admission = "accepted"
    case .restrictedRoutesOnly: admission = "restrictedRoutesOnly"
    case .refused: admission = "refused"
    }
    return .object([
      ("url", .string(explanation.url)),
      ("source", .string(explanation.source.map { "\($0)" })),
      ("admission", .string(admission)),
      (
        "error",
        explanation.error.map { .error($0) } ?? .null
      ),
      ("rewrites", .array(explanation.rewrites.map { .string($0) })),
      ("path", .string(explanation.path)),
      ("winner", explanation.winner.map { .number($0.rank) } ?? .null),
      ("redirect", .string(redirect)),
      ("nearestMisses", .array(explanation.nearestMisses.map { .number($0.rank) })),
      ("routes", .array(explanation.routes.map(report))),
    ])
  }

  /// One route's verdict as a JSON object.
  static func report(_ route: ExplainedRoute) -> JSONText {
    var members: [(String, JSONText)] = [
      ("rank", .number(route.rank)),
      ("pattern", .string(route.route.pattern)),
      ("name", .string(route.route.name)),
      ("verdict", .string(route.verdict.code)),
    ]
    members += details(route.verdict)
    members.append(("matchedSegments", .number(route.matchedSegments)))
    if let match = route.match {
      members.append(("parameters", .parameters(match.parameters)))
    }
    members.append(("message", .string(route.verdict.description)))
    return .object(members)
  }

  /// The values a verdict carries, by name.
  static func details(_ verdict: RouteVerdict) -> [(String, JSONText)] {
    switch verdict {
    case .winner, .internalOnly:
      return []
    case .outranked(let reason):
      return [("reason", .object(details(reason)))]
    case .restrictedToAnotherSource(let source, let pathMatches):
      return [("routeSource", .string("\(source)")), ("pathMatches", .bool(pathMatches))]
    case .sourceOnlyForRestrictedRoutes(let pathMatches):
      return [("pathMatches", .bool(pathMatches))]
    case .firstSegmentDiffers(let expected, let found):
      return [("segment", .number(1)), ("expected", .string(expected)), ("found", .string(found))]
    case .literalSegmentDiffers(let segment, let expected, let found),
      .segmentDiffers(let segment, let expected, let found):
      return [
        ("segment", .number(segment)), ("expected", .string(expected)), ("found", .string(found)),
      ]
    case .constraintRefused(let parameter, let constraint, let text, let segment):
      return [
        ("segment", .number(segment)), ("parameter", .string(parameter)),
        ("constraint", .string(constraint)), ("text", .string(text)),
      ]
    case .tooFewSegments(let minimum, let found):
      return [("minimum", .number(minimum)), ("found", .number(found))]
    case .tooManySegments(let maximum, let found):
      return [("maximum", .number(maximum)), ("found", .number(found))]
    case .regexDidNotMatch(let regex), .patternDidNotMatch(let regex):
      return [("regex", .string(regex))]
    case .matchFailed(let error):
      return [
        (
          "error",
          .error(error)
        )
      ]
    }
  }

  /// A ranking reason's case name and values.
  static func details(_ reason: RankingReason) -> [(String, JSONText)] {
    switch reason {
    case .lowerPriority(let winner, let route):
      return [
        ("code", .string("lowerPriority")), ("winner", .number(winner)), ("route", .number(route)),
      ]
    case .rawRegexAfterPathPattern:
      return [("code", .string("rawRegexAfterPathPattern"))]
    case .lessSpecific(let segment, let winner, let route):
      return [
        ("code", .string("lessSpecific")), ("segment", .number(segment)),
        ("winner", .string(winner)), ("route", .string(route)),
      ]
    case .unrestrictedAfterRestricted:
      return [("code", .string("unrestrictedAfterRestricted"))]
    case .registeredLater(let winner, let route):
      return [
        ("code", .string("registeredLater")), ("winner", .number(winner)),
        ("route", .number(route)),
      ]
    }
  }
}
