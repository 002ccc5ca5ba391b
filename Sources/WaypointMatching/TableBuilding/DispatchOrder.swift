/// The order in which routes are tried (the Routing semantics article, *Which route wins*):
/// explicit priority, higher first; then a path pattern before a raw regex route; then
/// specificity; then a source-restricted route before an unrestricted one of the same shape;
/// then registration order. Never hash order.
enum DispatchOrder {
  /// Whether `lhs` is tried before `rhs`.
  @inline(__always)
  static func precedes(_ lhs: RouteRecord, _ rhs: RouteRecord) -> Bool {
    inOrder(lhs, rhs)
  }

  /// Whether `lhs` is tried before `rhs`.
  @inline(__always)
  static func precedes(_ lhs: Key, _ rhs: Key) -> Bool {
    inOrder(lhs, rhs)
  }

  /// The one definition of the order, for records and for their keys.
  @inline(__always)
  private static func inOrder<Value: Ordered>(_ lhs: Value, _ rhs: Value) -> Bool {
    if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
    if lhs.isRawRegex != rhs.isRawRegex { return !lhs.isRawRegex }
    let order = RouteSpecificity.order(lhs.specificity, rhs.specificity)
    if order != 0 { return order < 0 }
    if lhs.isRestricted != rhs.isRestricted { return lhs.isRestricted }
    return lhs.sequence < rhs.sequence
  }

  /// What the order reads of a record, copied out of it once: sorting many records by their
  /// keys compares values in one array instead of following each record to its expression.
  struct Key: Ordered {
    let priority: Int
    let isRawRegex: Bool
    let specificity: RouteSpecificity
    let isRestricted: Bool
    let sequence: Int

    /// The key of `record`.
    init(_ record: RouteRecord) {
      priority = record.priority
      isRawRegex = record.isRawRegex
      specificity = record.specificity
      isRestricted = record.isRestricted
      sequence = record.sequence
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

extension RouteRecord: DispatchOrder.Ordered {
  fileprivate var isRawRegex: Bool { expression.isRawRegex }
  fileprivate var specificity: RouteSpecificity { expression.specificity }
  fileprivate var isRestricted: Bool { expression.source != nil }
}
