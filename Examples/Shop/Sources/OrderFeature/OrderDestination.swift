import Waypoint

/// One order, as a value: `/order/1001` both ways. Orders belong to a user, so the
/// destination requires login, whether it is reached by a link or opened by value.
public struct OrderDestination: RouteDestination, Hashable {
  /// `/order/:id(\d+)`.
  public static let pattern = "/order/:id(\\d+)"
  /// ``RouteFlags/requiresLogin``.
  public static let flags: RouteFlags = [.requiresLogin]

  /// The order's number.
  public var id: Int

  /// Order `id`.
  public init(id: Int) {
    self.id = id
  }

  /// The screen: `order(id=1001)`.
  public var screen: NavigationEntry {
    NavigationEntry("order", parameters: ["id": String(id)])
  }
}
