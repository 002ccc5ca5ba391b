import Waypoint

/// The shop example's app, reduced to what the documents use of it.
public final class Shop: Sendable {
  /// The router, with everything installed.
  public let router: Router

  /// The app on `router`.
  public init(router: Router) {
    self.router = router
  }

  /// Opens `url`, as the system, a push notification or a screen of the app would.
  @discardableResult
  public func open(_ url: String) async -> RouteOutcome {
    await router.handle(url)
  }
}
