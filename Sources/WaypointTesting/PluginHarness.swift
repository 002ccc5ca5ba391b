import Waypoint

/// A router with plugins installed against a manifest and an in-memory navigator: a whole
/// app's routing, testable without a UI.
///
/// ```swift
/// let harness = try PluginHarness(appSchemes: ["shop"], manifest: manifest) { navigator in
///   [ProductPlugin(navigator: navigator), CartPlugin(navigator: navigator)]
/// }
/// await harness.open("shop://product/42")
/// harness.screens.description // "root: home > product(id=42)"
/// ```
public final class PluginHarness: Sendable {
  /// The router, with the plugins installed and the manifest applied.
  public let router: Router
  /// The navigator the plugins were given.
  public let screens: InMemoryNavigator

  /// Installs the plugins `makePlugins` returns for the harness's navigator, runs `configure`
  /// (to register the app's own handlers and middleware), then applies `manifest` when given.
  ///
  /// - Throws: the errors of `Router.install(_:)` and
  ///   ``Router/apply(_:)``.
  public init(
    appSchemes: [String] = [], webOrigins: [String] = [],
    root: NavigationEntry? = NavigationEntry("home"),
    manifest: RouteManifest? = nil, configure: (Router) throws -> Void = { _ in },
    plugins makePlugins: (any Navigator) -> [any RoutePlugin]
  ) throws {
    router = try Router(appSchemes: appSchemes, webOrigins: webOrigins)
    screens = InMemoryNavigator(root: root)
    try router.install(makePlugins(screens))
    try configure(router)
    if let manifest { try router.apply(manifest) }
  }

  /// Handles `url` and returns the outcome.
  @discardableResult
  public func open(_ url: String, parameters: [String: any Sendable] = [:]) async -> RouteOutcome {
    await router.handle(url, parameters: parameters)
  }
}
