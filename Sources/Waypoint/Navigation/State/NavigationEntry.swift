/// One screen of the navigation state, as a route's link: the route's name, the parameters
/// that identify the screen, and the URL that opened it. Never a Swift type name, so that a
/// saved state survives a renamed type or module.
///
/// ```swift
/// let order = NavigationEntry("order", parameters: ["id": "7"], url: "/orders/7")
/// order.description  // "order(id=7)"
/// ```
///
/// Two entries show the same screen (``isSameScreen(as:)``) when their route and parameters
/// are equal: the URL may differ in query items that do not identify the screen
/// (`?ref=mail`).
public struct NavigationEntry: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The route's name (its pattern when it has none), such as `order`.
  public var route: String
  /// What identifies the screen: the route's path parameters and the query items its
  /// placement names (``RoutePlacement/identifyingQueryItems``), such as `["id": "7"]`.
  public var parameters: [String: String]
  /// The link that opened the screen, such as `myapp://orders/7?ref=mail`; `nil` for a screen
  /// the app made without a link.
  public var url: String?

  /// An entry for the route called `route` with `parameters`, opened by `url`.
  public init(_ route: String, parameters: [String: String] = [:], url: String? = nil) {
    self.route = route
    self.parameters = parameters
    self.url = url
  }

  /// Whether `other` shows the same screen: the same route and parameters, whatever the URL.
  public func isSameScreen(as other: NavigationEntry) -> Bool {
    route == other.route && parameters == other.parameters
  }

  /// `order(id=7)`, or `home` without parameters.
  public var description: String {
    guard !parameters.isEmpty else { return route }
    let list = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "\(route)(\(list.joined(separator: ", ")))"
  }
}
