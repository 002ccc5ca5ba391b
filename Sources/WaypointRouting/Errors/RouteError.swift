/// Everything that can go wrong between a URL or a pattern and a handled request.
///
/// Each case names the problem; ``code`` is the case name (`"malformedURL"`), and
/// ``description`` is a message a user can act on. The problems the matching engine finds
/// (reading a URL or a pattern, matching, building a URL) are its ``MatchingError``'s cases of
/// the same names: a router reports them as these cases, so a `catch` matches one type.
public enum RouteError: Error, Sendable, Hashable {
  // MARK: Reading a URL

  /// The input is not a URL Waypoint can read (empty or only spaces, two or more leading
  /// slashes without a scheme such as `//host` or `///x`, text before a `:` that is not a valid
  /// scheme such as `invalid_scheme://x`, a bad host or port, an `http` URL without `//`).
  case malformedURL(String, reason: String)
  /// A `%` not followed by two hex digits, or escapes that do not decode to UTF-8; `offset` is
  /// the UTF-8 offset of the escape in the URL, whose spaces at the start and end are removed.
  case badPercentEscape(String, offset: Int)
  /// A control character (below U+0020, or U+007F) at a UTF-8 `offset` of the URL, whose
  /// spaces at the start and end are removed; a control character at an end stays refused.
  case controlCharacter(String, offset: Int)
  /// The input is longer than the configured limit, in UTF-8 bytes (spaces at its ends count).
  case urlTooLong(length: Int, limit: Int)
  /// A `..` segment climbs above the root of the path.
  case pathAboveRoot(String)
  /// The URL carries more query items than the configured limit.
  case tooManyParameters(String, count: Int, limit: Int)
  /// The URL's scheme or web origin is not one the router accepts.
  case sourceNotAllowed(String, source: LinkSource)
  /// A typed route was parsed without a configuration from a source that only a router's
  /// configuration can accept (an app scheme or a web origin no pattern names).
  case noConfiguration(String, source: LinkSource)

  // MARK: Registering a pattern

  /// The pattern breaks a rule of the pattern syntax; `position` counts characters from 0.
  case invalidPattern(String, position: Int, reason: String)
  /// A parameter name appears twice in one pattern; `position` is the second one.
  case duplicateParameterName(String, name: String, position: Int)
  /// A parameter's regex constraint is not valid PCRE2, or uses what a constraint may not
  /// (a capture, a back reference, a backtracking verb); `reason` carries PCRE2's message.
  case invalidConstraint(String, position: Int, reason: String)
  /// A raw regex route (`register(regex:)`) that PCRE2 refuses; `position` counts characters.
  case invalidRegex(String, position: Int, reason: String)

  // MARK: Matching

  /// A route's regex backtracked past the match limit on this URL: the pattern is hostile or
  /// badly written. The pattern is named.
  case matchLimitExceeded(pattern: String, url: String)
  /// PCRE2 reported an error other than a limit while matching; `reason` is its message.
  case regexMatchFailed(pattern: String, url: String, reason: String)
  /// No route matches the URL.
  case notFound(String)

  // MARK: Registering a route

  /// A route with the same pattern (normalized) and source is registered already; pass
  /// `replacing: true` to replace it.
  case duplicateRoute(pattern: String)
  /// Another route already has this name.
  case duplicateRouteName(String)
  /// No route has this name or pattern.
  case unknownRoute(String)
  /// No handler is registered under this name.
  case unknownHandler(String)
  /// Two plugins (or a plugin and the app) claim the same thing: a `kind` of item (a pattern,
  /// a handler, a namespace, a route name) named `item`, by `first` and `second`.
  case pluginConflict(kind: ConflictKind, item: String, first: String, second: String)
  /// A route manifest was refused; every problem found is listed, with where it is.
  case invalidManifest([String])
  /// A typed route (a `RouteDestination` or a `RouteEnum`) does not fit its patterns: every
  /// problem is listed, each naming the case, the pattern and the parameter. `type` is the
  /// Swift type's name, for the message only.
  case invalidTypedRoute(type: String, problems: [String])
  /// A `RouteEnum` case has no pattern, so it has no URL: `type` names the enum, `case` the
  /// case's coding key.
  case caseWithoutPattern(type: String, case: String)

  // MARK: Where a screen lives

  /// A route's placement names a parent that is no route's name; `route` is the child's name
  /// (or its pattern when it has none).
  case unknownParent(route: String, parent: String)
  /// A route's parent needs path parameters (`missing`) that the route cannot fill from its
  /// own path parameters and defaults.
  case unfillableParent(route: String, parent: String, missing: [String])
  /// A route's parent is a raw regex route, whose URL cannot be built from parameters.
  case irreversibleParent(route: String, parent: String)
  /// The parents of routes lead back to where they started: the route names in order, the
  /// first one again at the end (`["a", "b", "a"]`).
  case parentCycle([String])

  // MARK: Parameters

  /// A parameter the route needs is missing.
  case missingParameter(name: String, route: String)
  /// A parameter's value does not fit: it fails the route's constraint, or does not convert to
  /// the type asked for.
  case invalidParameter(name: String, value: String, route: String, reason: String)

  // MARK: Dispatch

  /// A route flagged internal-only matched a URL that came from outside the app.
  case internalOnlyRoute(url: String, pattern: String)
  /// A middleware refused the request.
  case rejected(url: String, reason: String)
  /// A middleware (such as ``SourceAllowlist``) refused the URL's source, which the router
  /// itself accepts; `middleware` names it and `allowed` lists the sources it lets through.
  case sourceNotAllowedByMiddleware(
    String, source: LinkSource, middleware: String, allowed: [LinkSource])
  /// A redirect led back to a URL already in the chain.
  case redirectLoop([String])
  /// The redirect chain is longer than the configured limit.
  case tooManyRedirects(limit: Int, chain: [String])
  /// A handler threw an error other than ``RouteDecline``.
  case handlerFailed(url: String, message: String)
  /// An x-callback-url callback URL points outside the accepted sources, so it was not opened.
  case callbackNotAllowed(String)
  /// A router suspended with ``Router/suspend(_:)`` dropped the URL without dispatching it.
  case linkDropped(String, reason: DeferredLinkDropReason)
  /// The same link arrived again while it was waiting to be shown, or within the duplicate
  /// window after it arrived (`Router.suppressDuplicates(_:)`), so it was not dispatched again.
  case duplicateLink(String)
  /// A navigator could not perform a navigation; the text says why.
  case navigationFailed(String)
}

extension RouteError {
  /// What `error`, a problem the matching engine found, is for a router: the case of the same
  /// name.
  public init(_ error: MatchingError) {
    switch error {
    case .malformedURL(let url, let reason): self = .malformedURL(url, reason: reason)
    case .badPercentEscape(let url, let offset): self = .badPercentEscape(url, offset: offset)
    case .controlCharacter(let url, let offset): self = .controlCharacter(url, offset: offset)
    case .urlTooLong(let length, let limit): self = .urlTooLong(length: length, limit: limit)
    case .pathAboveRoot(let url): self = .pathAboveRoot(url)
    case .tooManyParameters(let url, let count, let limit):
      self = .tooManyParameters(url, count: count, limit: limit)
    case .sourceNotAllowed(let url, let source): self = .sourceNotAllowed(url, source: source)
    case .invalidPattern(let pattern, let position, let reason):
      self = .invalidPattern(pattern, position: position, reason: reason)
    case .duplicateParameterName(let pattern, let name, let position):
      self = .duplicateParameterName(pattern, name: name, position: position)
    case .invalidConstraint(let pattern, let position, let reason):
      self = .invalidConstraint(pattern, position: position, reason: reason)
    case .invalidRegex(let pattern, let position, let reason):
      self = .invalidRegex(pattern, position: position, reason: reason)
    case .duplicateRoute(let pattern): self = .duplicateRoute(pattern: pattern)
    case .matchLimitExceeded(let pattern, let url):
      self = .matchLimitExceeded(pattern: pattern, url: url)
    case .regexMatchFailed(let pattern, let url, let reason):
      self = .regexMatchFailed(pattern: pattern, url: url, reason: reason)
    case .missingParameter(let name, let route): self = .missingParameter(name: name, route: route)
    case .invalidParameter(let name, let value, let route, let reason):
      self = .invalidParameter(name: name, value: value, route: route, reason: reason)
    }
  }

  /// The same problem as the matching engine reports it, for the cases it has; `nil` for the
  /// router's own (dispatch, registration, plugins, manifests).
  public var matchingError: MatchingError? {
    switch self {
    case .malformedURL(let url, let reason): return .malformedURL(url, reason: reason)
    case .badPercentEscape(let url, let offset): return .badPercentEscape(url, offset: offset)
    case .controlCharacter(let url, let offset): return .controlCharacter(url, offset: offset)
    case .urlTooLong(let length, let limit): return .urlTooLong(length: length, limit: limit)
    case .pathAboveRoot(let url): return .pathAboveRoot(url)
    case .tooManyParameters(let url, let count, let limit):
      return .tooManyParameters(url, count: count, limit: limit)
    case .sourceNotAllowed(let url, let source): return .sourceNotAllowed(url, source: source)
    case .invalidPattern(let pattern, let position, let reason):
      return .invalidPattern(pattern, position: position, reason: reason)
    case .duplicateParameterName(let pattern, let name, let position):
      return .duplicateParameterName(pattern, name: name, position: position)
    case .invalidConstraint(let pattern, let position, let reason):
      return .invalidConstraint(pattern, position: position, reason: reason)
    case .invalidRegex(let pattern, let position, let reason):
      return .invalidRegex(pattern, position: position, reason: reason)
    case .duplicateRoute(let pattern): return .duplicateRoute(pattern: pattern)
    case .matchLimitExceeded(let pattern, let url):
      return .matchLimitExceeded(pattern: pattern, url: url)
    case .regexMatchFailed(let pattern, let url, let reason):
      return .regexMatchFailed(pattern: pattern, url: url, reason: reason)
    case .missingParameter(let name, let route): return .missingParameter(name: name, route: route)
    case .invalidParameter(let name, let value, let route, let reason):
      return .invalidParameter(name: name, value: value, route: route, reason: reason)
    case .notFound, .duplicateRouteName, .unknownRoute, .unknownHandler, .pluginConflict,
      .invalidManifest, .invalidTypedRoute, .caseWithoutPattern, .noConfiguration,
      .unknownParent, .unfillableParent, .irreversibleParent, .parentCycle, .internalOnlyRoute,
      .rejected, .sourceNotAllowedByMiddleware,
      .redirectLoop, .tooManyRedirects, .handlerFailed, .callbackNotAllowed, .linkDropped,
      .duplicateLink, .navigationFailed:
      return nil
    }
  }

  /// What two parties of a ``RouteError/pluginConflict(kind:item:first:second:)`` both claim.
  public enum ConflictKind: String, Sendable, Hashable, CustomStringConvertible {
    /// A plugin's namespace.
    case namespace
    /// A handler name.
    case handler
    /// A route pattern (normalized, with its source).
    case pattern
    /// A route name.
    case routeName = "route name"

    /// `namespace`, `handler`, `pattern` or `route name`.
    public var description: String { rawValue }
  }
}
