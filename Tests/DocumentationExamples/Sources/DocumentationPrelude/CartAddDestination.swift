import Waypoint

/// Adding a product to the cart, as a value (the shop example's typed route).
public struct CartAddDestination: RouteDestination, Hashable {
  /// `/cart/add/:productID(\d+)`.
  public static let pattern = "/cart/add/:productID(\\d+)"

  /// The product to add.
  public var productID: Int
  /// How many; 1 when `nil`.
  public var quantity: Int?

  /// Adds `quantity` of product `productID`.
  public init(productID: Int, quantity: Int? = nil) {
    self.productID = productID
    self.quantity = quantity
  }
}
