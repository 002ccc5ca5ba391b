import Waypoint

/// The cart screen of the README's plugin example.
public struct CartPage: NavigationHandler {
  /// The navigator the screen opens on.
  public let navigator: any Navigator

  /// A cart screen that opens on `navigator`.
  public init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// `cart`.
  public func entry(for request: RouteRequest) throws -> NavigationEntry {
    NavigationEntry("cart")
  }
}
