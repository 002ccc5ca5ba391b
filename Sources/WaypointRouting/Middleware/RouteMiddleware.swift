/// An interceptor on every request: auth gates, allowlists, redirects, logging.
///
/// Middleware is held strongly and runs in order of priority (higher first), then
/// registration. For each URL, every middleware may first rewrite it (``rewrite(_:)``); for
/// each request a route takes, ``before(_:)`` runs in order and decides what happens next;
/// once the request has an outcome, ``after(_:outcome:)`` runs in the same order.
///
/// Every method has a default that does nothing, so a middleware implements only what it needs;
/// the router learns which hooks keep their default and stops calling them, so an unused hook
/// costs nothing.
public protocol RouteMiddleware: Sendable {
  /// Rewrites a URL before matching (legacy URLs, a universal link to its internal form);
  /// return `nil` to leave it as it is. The request keeps the source of the original URL.
  func rewrite(_ url: RouteURL) async -> String?

  /// Decides what happens to a matched request before its handler runs.
  func before(_ request: RouteRequest) async -> MiddlewareDecision

  /// Sees the outcome of a request; it cannot change it.
  func after(_ request: RouteRequest, outcome: RouteOutcome) async
}

extension RouteMiddleware {
  /// Leaves the URL as it is.
  public func rewrite(_ url: RouteURL) async -> String? {
    DefaultMiddlewareHooks.record(.rewrite, of: Self.self)
    return nil
  }

  /// Lets the request continue.
  public func before(_ request: RouteRequest) async -> MiddlewareDecision {
    DefaultMiddlewareHooks.record(.before, of: Self.self)
    return .continue
  }

  /// Does nothing.
  public func after(_ request: RouteRequest, outcome: RouteOutcome) async {
    DefaultMiddlewareHooks.record(.after, of: Self.self)
  }
}
