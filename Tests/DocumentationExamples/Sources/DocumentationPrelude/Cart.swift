/// The shopping cart's contents (the shop example's `Cart`): quantities by product ID.
public actor Cart {
  private var quantities: [Int: Int] = [:]

  /// An empty cart.
  public init() {}

  /// How many items the cart holds, all products together.
  public var itemCount: Int { quantities.values.reduce(0, +) }

  /// Adds `quantity` of the product with `productID`, and returns the item count afterwards.
  @discardableResult
  public func add(productID: Int, quantity: Int) -> Int {
    quantities[productID, default: 0] += quantity
    return itemCount
  }
}
