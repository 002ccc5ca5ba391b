/// Everything that can go wrong between a URL or a pattern and a handled request.
///
/// Each case names the problem; ``code`` is the case name (`"malformedURL"`), and
/// ``description`` is a message a user can act on.
public enum RouteError: Error, Sendable, Hashable {
  // MARK: Reading a URL

  /// The input is not a URL Waypoint can read (empty, two or more leading slashes without a
  /// scheme such as `//host` or `///x`, text before a `:` that is not a valid scheme such as
  /// `invalid_scheme://x`, a bad host or port, an `http` URL without `//`).
  case malformedURL(String, reason: String)
  /// A `%` not followed by two hex digits, or escapes that do not decode to UTF-8; `offset` is
  /// the UTF-8 offset of the escape in the input.
  case badPercentEscape(String, offset: Int)
  /// A control character (below U+0020, or U+007F) at a UTF-8 `offset` of the input.
  case controlCharacter(String, offset: Int)
  /// The input is longer than the configured limit, in UTF-8 bytes.
  case urlTooLong(length: Int, limit: Int)
  /// A `..` segment climbs above the root of the path.
  case pathAboveRoot(String)
  /// The URL carries more query items than the configured limit.
  case tooManyParameters(String, count: Int, limit: Int)
  /// The URL's scheme or web origin is not one the router accepts.
  case sourceNotAllowed(String, source: LinkSource)

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
  /// Two plugins (or a plugin and the app) claim the same thing: a `kind` of item (`pattern`,
  /// `handler`, `namespace`, `route name`) named `item`, by `first` and `second`.
  case pluginConflict(kind: String, item: String, first: String, second: String)
  /// A route manifest was refused; every problem found is listed, with where it is.
  case invalidManifest([String])

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
  /// A navigator could not perform a navigation; the text says why.
  case navigationFailed(String)
}
