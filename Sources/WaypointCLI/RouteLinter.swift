import Waypoint

/// The checks of `waypoint lint`, over the routes of a routes file or a manifest.
struct RouteLinter {
  let registration: RouteInput.Registration
  /// The registered routes, in dispatch order.
  private let routes: [Route]
  /// The shape of each route of ``routes``.
  private let shapes: [PatternShape]

  /// The match limit of the backtracking probe: far below the router's default, so that a
  /// constraint that explodes is caught quickly.
  static let probeMatchLimit = 20_000

  init(_ input: RouteInput) {
    registration = input.register()
    routes = registration.router.routes
    let classifier = ConstraintClassifier()
    shapes = routes.map { PatternShape($0.expression, classify: classifier.token(for:)) }
  }

  /// Every finding, in the order of the checks.
  func findings() -> [LintFinding] {
    refused() + sameShapes() + unreachable() + backtracking() + redirects()
  }

  private var router: Router { registration.router }

  private func place(_ route: Route) -> String {
    registration.places[ObjectIdentifier(route)] ?? route.pattern
  }

  /// Entries the router refused: invalid patterns and constraints, duplicates.
  private func refused() -> [LintFinding] {
    var routesByExpression: [RouteExpression: Route] = [:]
    for route in routes where routesByExpression[route.expression] == nil {
      routesByExpression[route.expression] = route
    }
    return registration.refused.map { place, error in
      switch error {
      case .duplicateRoute(let pattern):
        let first = (try? RouteExpression(pattern)).flatMap { routesByExpression[$0] }
        return LintFinding(
          severity: .error, code: "duplicate",
          message: "\(pattern) is registered twice", places: [first.map(self.place) ?? "?", place])
      default:
        return LintFinding(severity: .error, code: error.code, message: "\(error)", places: [place])
      }
    }
  }

  /// Routes of the same shape, such as `/search/:query` beside `/search/:keyword`: only the
  /// first in dispatch order can ever match.
  private func sameShapes() -> [LintFinding] {
    var firstOfShape: [String: Route] = [:]
    var findings: [LintFinding] = []
    for (route, shape) in zip(routes, shapes)
    where !route.expression.isRawRegex && route.redirectTarget == nil {
      if let first = firstOfShape[shape.key] {
        findings.append(
          LintFinding(
            severity: .warning, code: "sameShape",
            message:
              "\(first.pattern) and \(route.pattern) have the same shape; the first always wins",
            places: [place(first), place(route)]))
      } else {
        firstOfShape[shape.key] = route
      }
    }
    return findings
  }

  /// Routes that can never win: an earlier route in dispatch order matches every URL they do
  /// (see ``PatternShape/covers(_:)``), from every source they serve. An earlier route covers
  /// only routes of its own source: whether an unrestricted route also takes URLs of a
  /// source a later route names depends on the router's configuration, which lint does not
  /// know. An internal-only route covers only internal-only routes. Each route is compared
  /// with the earlier routes ``ShadowIndex`` gives, not with all of them.
  private func unreachable() -> [LintFinding] {
    var index = ShadowIndex()
    var findings: [LintFinding] = []
    for (position, route) in routes.enumerated() {
      let shape = shapes[position]
      for candidate in index.candidates(for: shape) {
        let earlier = routes[candidate]
        let isSameShape =
          shapes[candidate].key == shape.key && earlier.redirectTarget == nil
          && route.redirectTarget == nil
        guard !isSameShape,
          !earlier.flags.contains(.internalOnly) || route.flags.contains(.internalOnly),
          shapes[candidate].covers(shape)
        else { continue }
        findings.append(
          LintFinding(
            severity: .error, code: "unreachable",
            message:
              "\(route.pattern) can never win: \(earlier.pattern) comes first in dispatch order and matches every URL it does (unless its handler declines)",
            places: [place(route), place(earlier)]))
        break
      }
      index.insert(shape, at: position)
    }
    return findings
  }

  /// Constraints and raw regexes at risk of catastrophic backtracking: nested quantifiers, and
  /// a probe with hostile input under a low match limit.
  private func backtracking() -> [LintFinding] {
    var findings: [LintFinding] = []
    var probes: [String: String?] = [:]  // the probe of each regex, which many routes share
    for route in routes {
      let regexes =
        route.expression.isRawRegex
        ? [route.pattern]
        : route.expression.parameterConstraints.sorted { $0.key < $1.key }.map(\.value)
      for regex in regexes {
        let probe = probes[regex] ?? Self.explodingProbe(regex)
        probes[regex] = probe
        if let probe {
          findings.append(
            LintFinding(
              severity: .error, code: "catastrophicBacktracking",
              message:
                "\(route.pattern): the regex \(regex) backtracks catastrophically (on \"\(probe.prefix(12))…\"); rewrite it without nested quantifiers",
              places: [place(route)]))
        } else if Self.hasNestedQuantifier(regex) {
          findings.append(
            LintFinding(
              severity: .warning, code: "backtrackingRisk",
              message:
                "\(route.pattern): the regex \(regex) nests quantifiers, which can backtrack catastrophically",
              places: [place(route)]))
        }
      }
    }
    return findings
  }

  /// A hostile subject on which `regex` hits the probe's match limit, if any.
  static func explodingProbe(_ regex: String) -> String? {
    guard
      let matcher = try? RouteMatcher(
        RouteExpression(regex: "/(?:\(regex))"),
        configuration: MatchConfiguration(matchLimit: probeMatchLimit))
    else { return nil }
    let letters = Set(regex.filter { $0.isLetter || $0.isNumber }).union(["a", "0", "x", "-"])
    for letter in letters.sorted() {
      for tail in ["!", "/", "%21"] {
        let probe = "/" + String(repeating: letter, count: 40) + tail
        do {
          _ = try matcher.match(probe)
        } catch .matchLimitExceeded {
          return String(probe.dropFirst())
        } catch {
          continue
        }
      }
    }
    return nil
  }

  /// Whether a quantified group contains a quantifier: `(a+)+`, `(a*)*`, `(\w+\s?)+`.
  static func hasNestedQuantifier(_ regex: String) -> Bool {
    var stack: [Bool] = []  // for each open group: whether it holds a quantifier
    var escaped = false
    var inClass = false
    let characters = Array(regex)
    for (index, character) in characters.enumerated() {
      if escaped {
        escaped = false
        continue
      }
      switch character {
      case "\\": escaped = true
      case "[": inClass = true
      case "]": inClass = false
      case "(" where !inClass: stack.append(false)
      case ")" where !inClass:
        let inner = stack.popLast() ?? false
        let next = index + 1 < characters.count ? characters[index + 1] : " "
        if inner && "+*{".contains(next) { return true }
        if inner, !stack.isEmpty { stack[stack.count - 1] = true }
      case "+", "*", "{":
        if !inClass && !stack.isEmpty { stack[stack.count - 1] = true }
      default: break
      }
    }
    return false
  }

  /// Redirects that loop, or point at a URL no route takes.
  private func redirects() -> [LintFinding] {
    var findings: [LintFinding] = []
    for route in routes where route.redirectTarget != nil {
      guard let start = Self.sampleURL(route.expression) else { continue }
      var visited = [start]
      var current = start
      var step = 0
      while step < 16 {
        step += 1
        guard let match = try? router.match(current) else {
          findings.append(
            LintFinding(
              severity: .error, code: "redirectToNowhere",
              message: "\(route.pattern) redirects to \(current), which no route takes",
              places: [place(route)]))
          break
        }
        guard let target = match.route.redirectTarget, let expression = try? RouteExpression(target)
        else { break }
        let parameters = match.parameters.dictionary.filter {
          expression.parameterNames.contains($0.key)
        }
        guard let next = try? expression.url(parameters: parameters) else { break }
        if visited.contains(next) {
          findings.append(
            LintFinding(
              severity: .error, code: "redirectLoop",
              message: "redirect loop: \((visited + [next]).joined(separator: " -> "))",
              places: [place(route)]))
          break
        }
        visited.append(next)
        current = next
      }
    }
    return findings
  }

  /// A URL that the expression matches, with sample parameter values.
  static func sampleURL(_ expression: RouteExpression) -> String? {
    for value in ["1", "x", "a1"] {
      let parameters = Dictionary(
        uniqueKeysWithValues: expression.parameterNames.map { ($0, value) })
      if let url = try? expression.url(parameters: parameters) { return url }
    }
    return nil
  }
}
