/// A module's contribution to a router: named handlers, routes and middleware, under the
/// module's own namespace.
///
/// Feature modules (product, cart, order, account) each ship a plugin, so that the app can
/// route to all of them without any module importing another:
///
/// ```swift
/// struct CartPlugin: RoutePlugin {
///   let namespace = "cart"
///   let navigator: any Navigator
///   func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
///     registrar.handler("show", CartPage(navigator: navigator))   // "cart.show"
///     try registrar.route("/cart", handler: "show", name: "cart")  // route "cart.cart"
///     registrar.middleware(CartBadgeUpdater())
///   }
/// }
/// try router.install([CartPlugin(navigator: app.navigator), ProductPlugin(...)])
/// ```
public protocol RoutePlugin: Sendable {
  /// The plugin's namespace: its handler and route names are prefixed with it (`cart.show`).
  /// Two installed plugins cannot share one.
  var namespace: String { get }

  /// Contributes handlers, routes and middleware to `registrar`.
  func register(in registrar: inout RoutePluginRegistrar) throws(RouteError)
}
