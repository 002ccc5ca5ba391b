import Waypoint

/// Adding a product to the cart, as a value: `/cart/add/7?quantity=2` both ways.
///
/// ```swift
/// await shop.router.open(CartAddDestination(productID: 7, quantity: 2))
/// // the same handler as the x-callback link shop://cart/add/7?quantity=2
/// ```
public struct CartAddDestination: RouteDestination, Hashable {
  /// `/cart/add/:productID(\d+)`.
  public static let pattern = "/cart/add/:productID(\\d+)"

  /// The product to add.
  public var productID: Int
  /// How many, 1 to 99; 1 when `nil`.
  public var quantity: Int?

  /// Adds `quantity` of product `productID`.
  public init(productID: Int, quantity: Int? = nil) {
    self.productID = productID
    self.quantity = quantity
  }
}
