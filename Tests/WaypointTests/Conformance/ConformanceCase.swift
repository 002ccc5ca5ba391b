import Testing
import Waypoint

/// What Waypoint answers for one ported upstream case.
enum ConformanceAnswer: Sendable, Equatable, CustomStringConvertible {
  /// The route registered with the pattern `route` takes the path, with these parameters
  /// (a parameter of an absent optional part is left out, not set to `""`).
  case match(route: String, parameters: [String: String])
  /// No route matches the path.
  case noMatch
  /// The URL is refused as malformed before matching (a URL error of `RouteError`).
  case refusedURL
  /// Registering the case's pattern fails with a typed `RouteError`.
  case refusedPattern
  /// Matching failed with another error, named by its code (never expected by a table).
  case failed(code: String)

  var description: String {
    switch self {
    case .match(let route, let parameters):
      let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return "match \(route) [\(values.joined(separator: ", "))]"
    case .noMatch: return "no match"
    case .refusedURL: return "URL refused"
    case .refusedPattern: return "pattern refused"
    case .failed(let code): return "failed: \(code)"
    }
  }
}

/// A route of a ported case: a path pattern, or a raw regex route (`register(regex:)`), which
/// stands for path-to-regexp's `RegExp` inputs.
struct PortedRoute: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The pattern, or the regex of a raw regex route.
  let text: String
  /// Whether `text` is registered as a raw regex route.
  let isRegex: Bool

  init(stringLiteral value: String) {
    text = value
    isRegex = false
  }

  private init(regex: String) {
    text = regex
    isRegex = true
  }

  /// A raw regex route.
  static func regex(_ regex: String) -> PortedRoute { PortedRoute(regex: regex) }

  var description: String { isRegex ? "regex \(text)" : text }
}

/// One upstream test case, ported: the upstream pattern(s), the path, and what Waypoint answers, by
/// the Routing semantics article of the DocC catalog.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
  /// The upstream suite, such as `path-to-regexp 8`.
  let suite: String
  /// The upstream pattern (or route set) as written upstream.
  let upstream: String
  /// Our routes, in registration order: the upstream patterns in Waypoint syntax.
  let routes: [PortedRoute]
  /// Routes whose registration Waypoint refuses (for example a duplicate once a trailing `/`
  /// is ignored); every other route must register.
  let refusedRoutes: Set<String>
  /// The URL or internal path, as given upstream.
  let path: String
  /// Waypoint's answer.
  let expected: ConformanceAnswer
  /// Whether the router folds ASCII case (path-to-regexp's default `sensitive: false`).
  let caseInsensitive: Bool
  /// Whether values are compared still percent-encoded (path-to-regexp's `decode: false`),
  /// read with `PathParameters.raw(_:)`.
  let rawValues: Bool
  /// The rule of the Routing semantics article (its heading and the rule) by which Waypoint answers
  /// differently from upstream.
  let differs: String?
  /// The Waypoint bug this case shows (reported; the expectation stays the article's).
  let bug: String?

  /// Whether the case runs in its suite: it shows no known bug.
  var isSettled: Bool { bug == nil }

  var testDescription: String {
    let routeList = routes.count == 1 ? routes[0].description : upstream
    return "\(suite): \(routeList) ~ \"\(path)\" → \(expected)"
  }
}

/// An upstream case Waypoint cannot express: it tests an option Waypoint does not have.
/// Listed, with the reason, so that no upstream case is dropped silently.
struct NotApplicableCase: Sendable {
  /// The upstream suite.
  let suite: String
  /// The upstream pattern and options, as written upstream.
  let upstream: String
  /// The path.
  let path: String
  /// Why Waypoint has no equivalent.
  let reason: String
}

/// One input of an upstream table, with Waypoint's answer: the rows of a ``PortedGroup``.
struct PortedRow: Sendable {
  let path: String
  let expected: PortedExpectation
  let differs: String?
  let bug: String?

  /// What a row expects; `route: nil` means the group's only route.
  enum PortedExpectation: Sendable {
    case match(route: String?, parameters: [String: String])
    case noMatch
    case refusedURL
  }

  /// The path matches `route` (default: the group's first route) with `parameters`.
  static func match(
    _ path: String, _ parameters: [String: String] = [:], route: String? = nil,
    differs: String? = nil, bug: String? = nil
  ) -> PortedRow {
    PortedRow(
      path: path, expected: .match(route: route, parameters: parameters), differs: differs,
      bug: bug)
  }

  /// No route matches the path.
  static func noMatch(
    _ path: String, differs: String? = nil, bug: String? = nil
  ) -> PortedRow {
    PortedRow(path: path, expected: .noMatch, differs: differs, bug: bug)
  }

  /// The URL is malformed.
  static func refusedURL(_ path: String, differs: String? = nil) -> PortedRow {
    PortedRow(path: path, expected: .refusedURL, differs: differs, bug: nil)
  }
}

/// An upstream pattern (or route set) and its rows.
struct PortedGroup: Sendable {
  let suite: String
  let upstream: String
  let routes: [PortedRoute]
  let refused: Set<String>
  let caseInsensitive: Bool
  let rawValues: Bool
  let differs: String?
  let rows: [PortedRow]

  /// A group; `differs` applies to every row that does not say otherwise.
  init(
    _ suite: String, upstream: String, routes: [PortedRoute], refused: Set<String> = [],
    caseInsensitive: Bool = false, rawValues: Bool = false, differs: String? = nil,
    rows: [PortedRow]
  ) {
    self.suite = suite
    self.upstream = upstream
    self.routes = routes
    self.refused = refused
    self.caseInsensitive = caseInsensitive
    self.rawValues = rawValues
    self.differs = differs
    self.rows = rows
  }

  /// A group of one upstream pattern, `ours` in Waypoint syntax (default: unchanged).
  init(
    _ suite: String, _ upstream: String, ours: PortedRoute? = nil, caseInsensitive: Bool = false,
    rawValues: Bool = false, differs: String? = nil, _ rows: [PortedRow]
  ) {
    self.init(
      suite, upstream: upstream, routes: [ours ?? PortedRoute(stringLiteral: upstream)],
      caseInsensitive: caseInsensitive, rawValues: rawValues, differs: differs, rows: rows)
  }

  /// A pattern Waypoint refuses at registration, with the upstream inputs it was tested on.
  static func refused(
    _ suite: String, _ upstream: String, ours: String? = nil, differs: String?,
    inputs: [String]
  ) -> [ConformanceCase] {
    let route = PortedRoute(stringLiteral: ours ?? upstream)
    return inputs.map { path in
      ConformanceCase(
        suite: suite, upstream: upstream, routes: [route], refusedRoutes: [route.text],
        path: path, expected: .refusedPattern, caseInsensitive: false, rawValues: false,
        differs: differs, bug: nil)
    }
  }

  /// The group as cases.
  var cases: [ConformanceCase] {
    rows.map { row in
      let expected: ConformanceAnswer
      switch row.expected {
      case .match(let route, let parameters):
        expected = .match(route: route ?? routes[0].text, parameters: parameters)
      case .noMatch: expected = .noMatch
      case .refusedURL: expected = .refusedURL
      }
      return ConformanceCase(
        suite: suite, upstream: upstream, routes: routes, refusedRoutes: refused,
        path: row.path, expected: expected, caseInsensitive: caseInsensitive,
        rawValues: rawValues, differs: row.differs ?? differs,
        bug: row.bug)
    }
  }
}

extension Array where Element == PortedGroup {
  /// Every row of every group, as cases.
  var cases: [ConformanceCase] { flatMap(\.cases) }
}

/// One upstream parse case: a pattern and the parameter names Waypoint reads from it, or
/// `nil` when Waypoint refuses the pattern.
struct ParseCase: Sendable, CustomTestStringConvertible {
  /// The upstream suite.
  let suite: String
  /// The pattern as written upstream.
  let upstream: String
  /// The pattern in Waypoint syntax.
  let pattern: String
  /// The parameter names in pattern order, or `nil`: a registration error.
  let names: [String]?
  /// The rule of the Routing semantics article by which Waypoint answers differently from upstream.
  let differs: String?

  init(
    _ suite: String, _ upstream: String, ours: String? = nil, names: [String]?,
    differs: String? = nil
  ) {
    self.suite = suite
    self.upstream = upstream
    self.pattern = ours ?? upstream
    self.names = names
    self.differs = differs
  }

  var testDescription: String {
    "\(suite): parse \(pattern) → \(names.map { "\($0)" } ?? "refused")"
  }
}
