/// Refuses requests from sources it does not list, and keeps internal-only routes internal.
///
/// The router already refuses sources its configuration does not accept; an allowlist narrows
/// further, for all routes or for the routes `guards` selects:
///
/// ```swift
/// // Payment routes take only internal paths and our own scheme, never a web link.
/// router.use(SourceAllowlist(appSchemes: ["myapp"], guards: { $0.pattern.hasPrefix("/pay") }))
/// ```
///
/// Internal paths are always allowed. The source checked is where the request came from
/// first, before any rewrite or redirect. A refused source ends the request with
/// ``RouteError/sourceNotAllowedByMiddleware(_:source:middleware:allowed:)``, which names the
/// allowlist and what it allows (``RouteError/sourceNotAllowed(_:source:)`` is the router's
/// own refusal).
public struct SourceAllowlist: RouteMiddleware {
  /// The app schemes allowed, lowercased.
  public let appSchemes: Set<String>
  /// The web origins allowed.
  public let webOrigins: Set<WebOrigin>
  private let guards: @Sendable (Route) -> Bool

  /// An allowlist of `appSchemes` and `webOrigins` for the routes `guards` selects (all, by
  /// default; requests no route matched are checked too).
  public init(
    appSchemes: some Sequence<String> = [String](),
    webOrigins: some Sequence<WebOrigin> = [WebOrigin](),
    guards: @escaping @Sendable (Route) -> Bool = { _ in true }
  ) {
    self.appSchemes = Set(appSchemes.map { $0.lowercased() })
    self.webOrigins = Set(webOrigins)
    self.guards = guards
  }

  /// Whether the allowlist lets requests from `source` through.
  public func allows(_ source: LinkSource) -> Bool {
    switch source {
    case .internal: return true
    case .appScheme(let scheme): return appSchemes.contains(scheme)
    case .webOrigin(let origin): return webOrigins.contains(origin)
    }
  }

  /// Refuses an unlisted source, and an internal-only route from any external source.
  public func before(_ request: RouteRequest) async -> MiddlewareDecision {
    if let route = request.route {
      if route.flags.contains(.internalOnly) && request.source != .internal {
        return .reject(.internalOnlyRoute(url: request.url.string, pattern: route.pattern))
      }
      guard guards(route) else { return .continue }
    }
    guard allows(request.source) else {
      return .reject(
        .sourceNotAllowedByMiddleware(
          request.url.string, source: request.source, middleware: "SourceAllowlist",
          allowed: allowedSources))
    }
    return .continue
  }

  /// The sources the allowlist lets through, in a stable order: internal paths, then the app
  /// schemes, then the web origins, each sorted.
  public var allowedSources: [LinkSource] {
    [.internal] + appSchemes.sorted().map(LinkSource.appScheme)
      + webOrigins.sorted { $0.description < $1.description }.map(LinkSource.webOrigin)
  }
}
