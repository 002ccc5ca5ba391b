/// The order in which routes are tried (spec section 4): explicit priority, higher first; then
/// a path pattern before a raw regex route; then specificity; then a source-restricted route
/// before an unrestricted one of the same shape; then registration order. Never hash order.
enum DispatchOrder {
  /// Whether `lhs` is tried before `rhs`.
  @inline(__always)
  static func precedes(_ lhs: Route, _ rhs: Route) -> Bool {
    inOrder(lhs, rhs)
  }

  /// Whether `lhs` is tried before `rhs`.
  @inline(__always)
  static func precedes(_ lhs: Key, _ rhs: Key) -> Bool {
    inOrder(lhs, rhs)
  }

  /// The one definition of the order, for routes and for their keys.
  @inline(__always)
  private static func inOrder<Value: Ordered>(_ lhs: Value, _ rhs: Value) -> Bool {
    if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
    if lhs.isRawRegex != rhs.isRawRegex { return !lhs.isRawRegex }
    let order = RouteSpecificity.order(lhs.specificity, rhs.specificity)
    if order != 0 { return order < 0 }
    if lhs.isRestricted != rhs.isRestricted { return lhs.isRestricted }
    return lhs.sequence < rhs.sequence
  }

  /// What the order reads of a route, copied out of it once: sorting many routes by their keys
  /// compares values in one array instead of following each route to its expression.
  struct Key: Ordered {
    let priority: Int
    let isRawRegex: Bool
    let specificity: RouteSpecificity
    let isRestricted: Bool
    let sequence: Int

    /// The key of `route`.
    init(_ route: Route) {
      priority = route.priority
      isRawRegex = route.isRawRegex
      specificity = route.specificity
      isRestricted = route.isRestricted
      sequence = route.sequence
    }
  }

  /// What the order compares.
  fileprivate protocol Ordered {
    var priority: Int { get }
    var isRawRegex: Bool { get }
    var specificity: RouteSpecificity { get }
    var isRestricted: Bool { get }
    var sequence: Int { get }
  }
}

extension Route: DispatchOrder.Ordered {
  fileprivate var isRawRegex: Bool { expression.isRawRegex }
  fileprivate var specificity: RouteSpecificity { expression.specificity }
  fileprivate var isRestricted: Bool { expression.source != nil }
}
