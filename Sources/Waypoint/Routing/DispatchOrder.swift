/// The order in which routes are tried (spec section 4): explicit priority, higher first; then
/// a path pattern before a raw regex route; then specificity; then a source-restricted route
/// before an unrestricted one of the same shape; then registration order. Never hash order.
enum DispatchOrder {
  /// Whether `lhs` is tried before `rhs`.
  static func precedes(_ lhs: Route, _ rhs: Route) -> Bool {
    if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
    let left = lhs.expression
    let right = rhs.expression
    if left.isRawRegex != right.isRawRegex { return !left.isRawRegex }
    if left.specificity < right.specificity { return true }
    if right.specificity < left.specificity { return false }
    if (left.source == nil) != (right.source == nil) { return left.source != nil }
    return lhs.sequence < rhs.sequence
  }
}
