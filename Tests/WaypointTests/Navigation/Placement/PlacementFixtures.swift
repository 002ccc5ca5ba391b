@testable import Waypoint

/// The orders of the placement tests: `/orders` in the Orders tab, `/orders/:id` behind it,
/// `/orders/:id/review` behind that.
enum Orders {
  static let handler = ClosureRouteHandler { _ in .ok }

  /// A route definition named `name`, placed behind `parent`.
  static func definition(
    _ pattern: String, name: String, parent: String? = nil, tab: String? = "orders",
    defaults: [String: String] = [:]
  ) throws -> RouteDefinition {
    var definition = try RouteDefinition(
      pattern, name: name, defaults: defaults, handler: handler)
    definition.placement = RoutePlacement(tab: tab, parent: parent)
    return definition
  }

  /// The three routes, the list first.
  static func definitions() throws -> [RouteDefinition] {
    [
      try definition("/orders", name: "orders"),
      try definition("/orders/:id", name: "order", parent: "orders"),
      try definition("/orders/:id/review", name: "order-review", parent: "order"),
    ]
  }
}
