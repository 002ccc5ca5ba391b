/// Where a route came from: code, a plugin, a manifest or a typed route. Manifests read it to
/// keep what code declares: ``Router/apply(_:)`` replaces every route but the typed ones.
///
/// ```swift
/// try router.register("/help") { _ in .ok }
/// try router.register(AppRoute.self, namespace: "app") { route, _ in .ok }
/// router.route(named: "app.detail")?.origin  // .typed(app.detail)
/// try router.match("/help")?.route.origin    // .code
/// ```
public enum RouteOrigin: Sendable, Hashable, CustomStringConvertible {
  /// Registered in code with a pattern and a handler (or a handler's name).
  case code
  /// Contributed by the plugin with this namespace, or running one of its handlers.
  case plugin(String)
  /// Made by applying a ``RouteManifest``.
  case manifest
  /// Registered for a typed route: a ``RouteDestination``, or a case of a ``RouteEnum``
  /// (also the redirects of its former patterns).
  case typed(TypedRouteKey)

  /// `code`, `plugin cart`, `manifest`, `typed app.detail`.
  public var description: String {
    switch self {
    case .code: return "code"
    case .plugin(let namespace): return "plugin \(namespace)"
    case .manifest: return "manifest"
    case .typed(let key): return "typed \(key)"
    }
  }
}
