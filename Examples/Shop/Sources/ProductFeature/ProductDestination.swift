import Waypoint

/// A product page as a value: `/product/42?tab=reviews` both ways.
///
/// ```swift
/// await shop.router.open(ProductDestination(id: 42, tab: .reviews))  // in-app, by value
/// try ProductDestination(id: 42).url(source: .appScheme("shop"))     // "shop://product/42"
/// try ProductDestination.parse("/product/42?tab=reviews")             // id 42, tab .reviews
/// ```
public struct ProductDestination: RouteDestination, Hashable {
  /// `/product/:id(\d+)`.
  public static let pattern = "/product/:id(\\d+)"

  /// The tabs of a product page.
  public enum Tab: String, Codable, Sendable, CaseIterable {
    /// The description, the default.
    case info
    /// What buyers wrote.
    case reviews
    /// Questions and answers.
    case questions
  }

  /// The product's ID.
  public var id: Int
  /// The tab to show; the route's default (`info`) when `nil`.
  public var tab: Tab?

  /// The page of product `id`, on `tab`.
  public init(id: Int, tab: Tab? = nil) {
    self.id = id
    self.tab = tab
  }

  /// The screen: `product(id=42, tab=info)`.
  public var screen: NavigationEntry {
    NavigationEntry("product", parameters: ["id": String(id), "tab": (tab ?? .info).rawValue])
  }
}
