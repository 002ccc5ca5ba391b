/// One screen behind a route when its link arrives from outside the app: a parent route's
/// name, its URL filled from the child's parameters, and the path parameters that filled it.
///
/// ```swift
/// try router.parentChain(ofRoute: "order-review", parameters: ["id": "42"])
/// // [ParentLink(route: "orders", url: "/orders", parameters: [:]),
/// //  ParentLink(route: "order", url: "/orders/42", parameters: ["id": "42"])]
/// ```
public struct ParentLink: Sendable, Hashable, CustomStringConvertible {
  /// The parent route's name.
  public var route: String
  /// The parent's URL, built by reverse routing (``Router/url(for:parameters:)``).
  public var url: String
  /// The path parameters of the parent's pattern that the URL carries, decoded.
  public var parameters: [String: String]

  /// A parent link.
  public init(route: String, url: String, parameters: [String: String] = [:]) {
    self.route = route
    self.url = url
    self.parameters = parameters
  }

  /// `name url`: `order /orders/42`.
  public var description: String { "\(route) \(url)" }
}
