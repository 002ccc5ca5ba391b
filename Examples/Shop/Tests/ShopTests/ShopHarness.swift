import AccountFeature
import CartFeature
import ShopApp
import Waypoint
import WaypointTesting

/// A harness with the shop's four plugins for the shop's sources, and its state.
struct ShopHarness {
  let harness: PluginHarness
  let session: Session
  let cart: Cart

  var router: Router { harness.router }
  var screens: InMemoryNavigator { harness.screens }

  /// The plugins with their default routes, or with `manifest` applied over them (after the
  /// app's own handlers, which the manifest names, are registered).
  init(manifest: RouteManifest? = nil, session: Session = Session()) throws {
    let cart = Cart()
    harness = try PluginHarness(appSchemes: [Shop.appScheme], webOrigins: [Shop.webOrigin]) {
      navigator in Shop.plugins(navigator: navigator, session: session, cart: cart)
    }
    if let manifest {
      try Shop.registerAppHandlers(in: harness.router, navigator: harness.screens)
      try harness.router.apply(manifest)
    }
    self.session = session
    self.cart = cart
  }

  /// Opens `url`.
  @discardableResult
  func open(_ url: String, parameters: [String: any Sendable] = [:]) async -> RouteOutcome {
    await harness.open(url, parameters: parameters)
  }
}
