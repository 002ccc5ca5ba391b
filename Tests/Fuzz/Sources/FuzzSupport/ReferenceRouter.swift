import Waypoint

/// What a router should answer, worked out with the public API only: each registered route's
/// own ``RouteMatcher``, tried in `router.routes` order (the dispatch order), with the source
/// rules of spec section 1. The router's compiled table and fast paths must agree with it.
public final class ReferenceRouter {
  /// One route that matched a URL, with its own matcher's result.
  public struct Candidate {
    /// The route.
    public let route: Route
    /// What the route's own matcher found.
    public let result: MatchResult
  }

  /// The routes that matched a URL and may serve it, in dispatch order.
  public struct Candidates {
    /// The candidates, first in dispatch order first.
    public var matches: [Candidate] = []
    /// The first internal-only route that matched a URL from outside the app.
    public var blocked: Route?
  }

  /// The router checked.
  public let router: Router
  private var matchers: [ObjectIdentifier: RouteMatcher] = [:]

  /// A reference for `router`.
  public init(_ router: Router) {
    self.router = router
  }

  /// The options the router compiles its routes with.
  public var options: RouteMatcher.Options {
    let configuration = router.configuration
    return RouteMatcher.Options(
      caseInsensitive: configuration.caseInsensitive,
      maximumURLLength: configuration.maximumURLLength, matchLimit: configuration.matchLimit)
  }

  /// The route's own matcher, compiled once.
  public func matcher(for route: Route) throws(RouteError) -> RouteMatcher {
    if let matcher = matchers[ObjectIdentifier(route)] { return matcher }
    let matcher = try RouteMatcher(route.expression, options: options)
    matchers[ObjectIdentifier(route)] = matcher
    return matcher
  }

  /// Parses `text` as the router does.
  public func parse(_ text: String) throws(RouteError) -> RouteURL {
    try RouteURL(text, maximumLength: router.configuration.maximumURLLength)
  }

  /// Whether only source-restricted routes may serve `url` (a source the configuration does
  /// not accept but a route names).
  ///
  /// - Throws: ``RouteError/tooManyParameters(_:count:limit:)`` for too many query items, or
  ///   ``RouteError/sourceNotAllowed(_:source:)`` when neither accepts the source.
  public func restrictedOnly(_ url: RouteURL) throws(RouteError) -> Bool {
    let items = url.query.items.count
    let limit = router.configuration.maximumQueryItems
    if items > limit { throw .tooManyParameters(url.string, count: items, limit: limit) }
    let source = url.source
    if router.configuration.accepts(source) { return false }
    if router.routes.contains(where: { $0.expression.source == source }) { return true }
    throw .sourceNotAllowed(url.string, source: source)
  }

  /// The routes that match `url`, in dispatch order, for a request that came from `origin`.
  ///
  /// - Parameter first: stop at the first candidate.
  public func candidates(
    _ url: RouteURL, origin: LinkSource, restrictedOnly: Bool, first: Bool
  ) throws(RouteError) -> Candidates {
    var found = Candidates()
    for route in router.routes {
      if restrictedOnly && route.expression.source == nil { continue }
      guard let result = try matcher(for: route).match(url) else { continue }
      if route.flags.contains(.internalOnly) && origin != .internal {
        if found.blocked == nil { found.blocked = route }
        continue
      }
      found.matches.append(Candidate(route: route, result: result))
      if first { break }
    }
    return found
  }

  /// What `router.match(text)` should return.
  public func match(_ text: String) -> Answer {
    do throws(RouteError) {
      let url = try parse(text)
      let restricted = try restrictedOnly(url)
      let found = try candidates(url, origin: url.source, restrictedOnly: restricted, first: true)
      guard let candidate = found.matches.first else { return .none }
      return Answer(candidate.route, candidate.result.parameters)
    } catch {
      return .error(error)
    }
  }

  /// A router's answer to a URL, comparable.
  public enum Answer: Equatable, CustomStringConvertible {
    /// No route matches.
    case none
    /// A route matches, with its parameters (names in pattern order, decoded values).
    case route(ObjectIdentifier, pattern: String, names: [String], values: [String: String])
    /// The lookup failed.
    case error(RouteError)

    /// The answer for a match.
    public init(_ route: Route, _ parameters: PathParameters) {
      self = .route(
        ObjectIdentifier(route), pattern: route.pattern, names: parameters.names,
        values: parameters.dictionary)
    }

    /// What `router.match(text)` answered.
    public init(matching text: String, in router: Router) {
      do throws(RouteError) {
        guard let match = try router.match(text) else {
          self = .none
          return
        }
        self.init(match.route, match.parameters)
      } catch {
        self = .error(error)
      }
    }

    /// What `router.withMatch(text)` lent, read as `match` answers.
    public init(lending text: String, in router: Router) {
      do throws(RouteError) {
        let lent = try router.withMatch(text) { match -> Answer in
          var names: [String] = []
          var values: [String: String] = [:]
          for (index, name) in match.route.expression.parameterNames.enumerated() {
            guard let value = match.decodedParameter(at: index) else { continue }
            names.append(name)
            values[name] = value
          }
          return .route(
            ObjectIdentifier(match.route), pattern: match.route.pattern, names: names,
            values: values)
        }
        self = lent ?? .none
      } catch {
        self = .error(error)
      }
    }

    /// Whether the answer hit a regex limit, where the compiled table and the route-by-route
    /// reference may stop at different routes.
    public var hitLimit: Bool {
      guard case .error(let error) = self else { return false }
      return error.code == "matchLimitExceeded" || error.code == "regexMatchFailed"
    }

    /// Whether a match was found.
    public var isMatch: Bool {
      if case .route = self { return true }
      return false
    }

    /// `none`, the pattern and parameters, or the error.
    public var description: String {
      switch self {
      case .none: return "no match"
      case .route(_, let pattern, let names, let values):
        return "\(pattern) names=\(names) values=\(values.sorted { $0.key < $1.key })"
      case .error(let error): return "error \(error.code): \(error)"
      }
    }
  }
}
