import Waypoint

/// Shows a product: `product(id=42, tab=info)`.
///
/// Reads a ``ProductDestination`` from any route that supplies its parameters: `id` from the
/// path (or from a legacy page's regex route), `tab` from a push payload, the query, or the
/// route's defaults. A `tab` that is not one of ``ProductDestination/Tab`` is refused, naming
/// the parameter.
struct ProductPage: NavigationHandler {
  let navigator: any Navigator

  func entry(for request: RouteRequest) throws -> NavigationEntry {
    try request.decode(ProductDestination.self).screen
  }
}
