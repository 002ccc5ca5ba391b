/// What a caller or a feature attaches to one `handle` call, carried to its request through
/// rewrites, redirects, a held launch and a login: a delivery identifier, where the link came
/// from, whatever an app's own middleware needs. Unlike primitive parameters, attributes never
/// take part in parameter lookups.
///
/// ```swift
/// enum DeliveryID: RequestAttributeKey {
///   typealias Value = String
/// }
/// var attributes = RequestAttributes()
/// attributes[DeliveryID.self] = "push-7f3a"
/// await router.handle("myapp://product/42", attributes: attributes)
/// // in a handler or a middleware:
/// request.attributes[DeliveryID.self]  // "push-7f3a"
/// ```
public typealias RequestAttributes = Attributes<RouteRequest>

/// The key of one kind of ``RequestAttributes`` value.
public protocol RequestAttributeKey: AttributeKey where Subject == RouteRequest {}
