/// What features attach to a route beyond what the router reads: how the navigation layer
/// shows it, which plugin contributed it, and whatever an app's own middleware needs.
///
/// ```swift
/// enum AnalyticsName: RouteAttributeKey {
///   typealias Value = String
/// }
/// var definition = try RouteDefinition("/orders", handler: OrdersPage())
/// definition.attributes[AnalyticsName.self] = "orders"
/// let route = try router.register(definition)
/// route.attributes[AnalyticsName.self]  // "orders"
/// ```
public typealias RouteAttributes = Attributes<Route>

/// The key of one kind of ``RouteAttributes`` value.
public protocol RouteAttributeKey: AttributeKey where Subject == Route {}
