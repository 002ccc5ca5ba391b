import Waypoint

/// The product module's routes: product pages and categories, under the `product` namespace.
///
/// Handlers: `product.show` (a product page) and `product.category` (a category's list).
/// Default routes: ``ProductDestination`` (`/product/:id`) and `/category/:slug`; a manifest may route more patterns to
/// the same handlers.
public struct ProductPlugin: RoutePlugin {
  /// `product`.
  public let namespace = "product"
  private let navigator: any Navigator

  /// A plugin whose screens open on `navigator`.
  public init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// Contributes the product page and the category list, and their default routes.
  public func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
    registrar.handler("show", ProductPage(navigator: navigator))
    registrar.handler("category", CategoryPage(navigator: navigator))
    try registrar.route(
      ProductDestination.self, handler: "show", name: "detail", defaults: ["tab": "info"])
    try registrar.route("/category/:slug", handler: "category", name: "category")
  }
}
