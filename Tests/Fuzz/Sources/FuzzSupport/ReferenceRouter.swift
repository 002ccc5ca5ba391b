@_spi(Fuzzing) import WaypointRouting

/// What a router should answer, worked out with the public API: each registered route's own
/// ``RouteMatcher``, tried in `router.routes` order (the dispatch order), with the source rules
/// of the Routing semantics article, *Link sources and the route path*. The router's compiled
/// table and fast paths must agree with it.
///
/// The reference reads the router's routes once, when it is made, and compiles each route's
/// matcher the first time it needs it, or takes one compiled from the same expression and
/// configuration: given with ``use(_:for:)``, or the router's own (``init(_:takingOwnMatchers:)``).
/// Make it after the last registration, and make a new one when the routes change.
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
    /// The error that stopped the route-by-route scan (a regex limit), after `matches`.
    public var failure: RouteError?
  }

  /// One route of the router, with what the scan reads of it for every URL.
  private struct Entry {
    let route: Route
    let source: LinkSource?
    let isInternalOnly: Bool
    /// Compiled on first use; `nil` until then.
    var matcher: RouteMatcher?
  }

  /// The router checked.
  public let router: Router
  /// The matching configuration the router compiles its routes with.
  public let options: MatchConfiguration
  private let configuration: Router.Configuration
  private var entries: [Entry]
  private let index: [ObjectIdentifier: Int]
  /// The sources that some route is restricted to.
  private let restrictedSources: Set<LinkSource>
  /// Whether each route's matcher is the router's own (``Router/ownMatcher(of:)``).
  private let takesOwnMatchers: Bool

  /// A reference for `router`, as it is now.
  ///
  /// - Parameter takingOwnMatchers: take each route's matcher from the router (the one it
  ///   compiled, or compiles then, for reverse routing, explanations and the lookups that pass
  ///   a candidate over) instead of compiling the same again: for a target that makes a new
  ///   router for each input and explains a URL, where each route was compiled twice (a tenth
  ///   of `FuzzFastPaths`'s time). The matcher is the same: it depends only on the route's
  ///   expression and the configuration, which the reference checks.
  public init(_ router: Router, takingOwnMatchers: Bool = false) {
    self.router = router
    self.takesOwnMatchers = takingOwnMatchers
    let configuration = router.configuration
    self.configuration = configuration
    options = configuration.matching
    let routes = router.routes
    entries = routes.map {
      Entry(
        route: $0, source: $0.expression.source, isInternalOnly: $0.flags.contains(.internalOnly))
    }
    var index: [ObjectIdentifier: Int] = [:]
    for (position, route) in routes.enumerated() { index[ObjectIdentifier(route)] = position }
    self.index = index
    restrictedSources = Set(routes.compactMap(\.expression.source))
  }

  /// Compiles every route's matcher now rather than on first use, so that no input pays for
  /// it (and coverage does not depend on which inputs came first).
  ///
  /// - Throws: the first route whose matcher does not compile.
  public func compileAll() throws(MatchingError) {
    for position in entries.indices { _ = try matcher(at: position) }
  }

  /// Takes `matcher` as the matcher of `route` when it was compiled from the route's own
  /// expression with the router's options (what ``matcher(for:)`` would compile); otherwise
  /// the reference compiles its own.
  public func use(_ matcher: RouteMatcher, for route: Route) {
    guard let position = index[ObjectIdentifier(route)], compiles(matcher, as: route) else {
      return
    }
    entries[position].matcher = matcher
  }

  /// Whether `matcher` is what ``matcher(for:)`` would compile for `route`: from the route's own
  /// expression (as written too), with the router's options.
  private func compiles(_ matcher: RouteMatcher, as route: Route) -> Bool {
    matcher.configuration.matchesLike(options) && matcher.expression == route.expression
      && matcher.expression.pattern == route.expression.pattern
  }

  /// The route's own matcher, compiled once.
  public func matcher(for route: Route) throws(MatchingError) -> RouteMatcher {
    guard let position = index[ObjectIdentifier(route)] else {
      return try RouteMatcher(route.expression, configuration: options)
    }
    return try matcher(at: position)
  }

  private func matcher(at position: Int) throws(MatchingError) -> RouteMatcher {
    if let matcher = entries[position].matcher { return matcher }
    let route = entries[position].route
    if takesOwnMatchers, let own = try? router.ownMatcher(of: route), compiles(own, as: route) {
      entries[position].matcher = own
      return own
    }
    let matcher = try RouteMatcher(route.expression, configuration: options)
    entries[position].matcher = matcher
    return matcher
  }

  /// Parses `text` as the router does.
  public func parse(_ text: String) throws(RouteError) -> RouteURL {
    do {
      return try RouteURL(text, maximumLength: configuration.maximumURLLength)
    } catch {
      throw RouteError(error)
    }
  }

  /// Whether only source-restricted routes may serve `url` (a source the configuration does
  /// not accept but a route names).
  ///
  /// - Throws: ``RouteError/tooManyParameters(_:count:limit:)`` for too many query items, or
  ///   ``RouteError/sourceNotAllowed(_:source:)`` when neither accepts the source.
  public func restrictedOnly(_ url: RouteURL) throws(RouteError) -> Bool {
    let items = url.query.items.count
    let limit = configuration.maximumQueryItems
    if items > limit { throw .tooManyParameters(url.string, count: items, limit: limit) }
    let source = url.source
    if configuration.accepts(source) { return false }
    if restrictedSources.contains(source) { return true }
    throw .sourceNotAllowed(url.string, source: source)
  }

  /// The routes that match `url`, in dispatch order, for a request that came from `origin`.
  /// A route whose match fails (a regex limit) ends the scan: the candidates before it are
  /// kept, and the error is the result's `failure`.
  ///
  /// - Parameter first: stop at the first candidate.
  public func candidates(
    _ url: RouteURL, origin: LinkSource, restrictedOnly: Bool, first: Bool
  ) -> Candidates {
    var found = Candidates()
    for position in entries.indices {
      if restrictedOnly && entries[position].source == nil { continue }
      let result: MatchResult
      do throws(MatchingError) {
        guard let matched = try matcher(at: position).match(url) else { continue }
        result = matched
      } catch {
        found.failure = RouteError(error)
        break
      }
      let route = entries[position].route
      if entries[position].isInternalOnly && origin != .internal {
        if found.blocked == nil { found.blocked = route }
        continue
      }
      found.matches.append(Candidate(route: route, result: result))
      if first { break }
    }
    return found
  }

  /// A URL looked up route by route: every candidate, for dispatch, and the first, for `match`.
  public struct Lookup {
    /// The URL, or the parse or source error.
    public let url: Result<RouteURL, RouteError>
    /// The candidates for a request from the URL's own source (empty when `url` failed).
    public let candidates: Candidates

    /// What `router.match` should return: the first candidate, unless the scan failed before
    /// reaching one.
    public var answer: Answer {
      if case .failure(let error) = url { return .error(error) }
      if let candidate = candidates.matches.first {
        return Answer(candidate.route, candidate.result.parameters)
      }
      if let failure = candidates.failure { return .error(failure) }
      return .none
    }
  }

  /// Looks `text` up for a request from its own source, scanning every route (`first`: up to
  /// the first candidate).
  public func lookup(_ text: String, origin: LinkSource? = nil, first: Bool = false) -> Lookup {
    do throws(RouteError) {
      let url = try parse(text)
      let restricted = try restrictedOnly(url)
      let found = candidates(
        url, origin: origin ?? url.source, restrictedOnly: restricted, first: first)
      return Lookup(url: .success(url), candidates: found)
    } catch {
      return Lookup(url: .failure(error), candidates: Candidates())
    }
  }

  /// What `router.match(text)` should return.
  public func match(_ text: String) -> Answer {
    lookup(text, first: true).answer
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
