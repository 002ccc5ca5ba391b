/// One route of a table: its expression, where it goes in dispatch order, and the value it
/// carries.
///
/// ```swift
/// var builder = RouteTableBuilder<String>()
/// try builder.add(RouteExpression("/user/:id"), value: "user", priority: 1)
/// let route = try builder.build().routes[0]
/// route.expression.pattern  // "/user/:id"
/// route.value               // "user"
/// ```
public struct TableRoute<Value: Sendable>: Sendable {
  @usableFromInline let record: ValueRecord<Value>

  /// The route of `record`.
  @inlinable
  init(_ record: RouteRecord) {
    self.record = unsafeDowncast(record, to: ValueRecord<Value>.self)
  }

  /// What the route carries.
  @inlinable public var value: Value { record.value }
  /// The expression the route matches.
  public var expression: RouteExpression { record.expression }
  /// The explicit priority: higher goes first.
  public var priority: Int { record.priority }
  /// Whether the route serves internal paths only.
  public var isInternalOnly: Bool { record.internalOnly }
  /// The registration order, which breaks ties in dispatch order (for tools that list routes
  /// as they were added).
  package var sequence: Int { record.sequence }

  /// The route's own matcher, compiled under `configuration` (its table's) the first time it
  /// is asked for: the route-by-route reference, for explanations and tools.
  package func matcher(configuration: MatchConfiguration) throws(MatchingError) -> RouteMatcher {
    try record.matcher(configuration: configuration)
  }
}
