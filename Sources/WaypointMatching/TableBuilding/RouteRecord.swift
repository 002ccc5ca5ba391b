/// One route of a table as the engine matches it: its expression, its place in dispatch order
/// (priority, registration order), whether it serves internal paths only, and what the
/// compiled table reads of it, computed once when the route is added.
///
/// The compiled table holds records and answers with them; the route's value (what a route
/// carries for its table's user) is in ``ValueRecord``, the only kind of record a table holds,
/// so that matching code stays free of the value's type. Records are shared between the tables
/// a builder builds, so that a table rebuilt after a change reuses the groups it did not touch.
@usableFromInline
package class RouteRecord: @unchecked Sendable {
  /// The expression the route matches.
  package let expression: RouteExpression
  /// The explicit priority: higher goes first.
  package let priority: Int
  /// The registration order, which breaks ties in dispatch order.
  @usableFromInline package let sequence: Int
  /// Whether the route serves internal paths only (refused from app schemes and web origins).
  package let internalOnly: Bool
  /// How many parameters the expression captures (read on every match).
  package let parameterCount: Int
  /// The route's group in the compiled table (`nil` for a raw regex route).
  let groupKey: CompiledRouteTable.GroupKey?
  /// The number the builder gave ``groupKey`` (-1 for a raw regex route): equal keys have
  /// equal numbers, so the compiled table groups records without hashing their keys.
  let groupNumber: Int
  /// Whether the route is a path pattern that is not all literal but has no parameters: only
  /// such a route (`/a{/b}`) can match an all-literal route's path before it.
  let isOptionalLiteral: Bool
  /// The whole path of a route that is all literal, as the compiled table compares it.
  let literalPath: String?
  /// The route's atoms as its group's programs match them: after the group's literal first
  /// segment, or all of them when the group has none; none for a raw regex route. Computed
  /// once, when the route is added: reading them parses the expression's path again, and
  /// every rebuild of the route's group needs them.
  let atoms: [RouteAtom]
  /// The route's own matcher, compiled on first use (guarded by ``matcherLock``).
  private var compiledMatcher: RouteMatcher?
  /// One lock for every record's matcher: few routes ever need theirs.
  private static let matcherLock = Locked(())

  /// The record of a route matching `expression`, whose atoms `atomCache` reads or computes;
  /// `groupNumbers` numbers the group keys.
  init(
    expression: RouteExpression, priority: Int, sequence: Int, internalOnly: Bool,
    caseInsensitive: Bool, atomCache: inout RouteAtomCache,
    groupNumbers: inout [CompiledRouteTable.GroupKey: Int]
  ) {
    self.expression = expression
    self.priority = priority
    self.sequence = sequence
    self.internalOnly = internalOnly
    self.parameterCount = expression.parameterCount
    if expression.isRawRegex {
      groupKey = nil
      groupNumber = -1
      literalPath = nil
      atoms = []
      isOptionalLiteral = false
    } else {
      let atoms = atomCache.atoms(of: expression, caseInsensitive: caseInsensitive)
      let key = CompiledRouteTable.GroupKey(
        source: expression.source, firstSegment: atoms.firstSegment)
      groupKey = key
      let next = groupNumbers.count
      groupNumber = groupNumbers[key, default: next]
      if groupNumber == next { groupNumbers[key] = next }
      literalPath = atoms.literalPath
      self.atoms = atoms.rest
      isOptionalLiteral = literalPath == nil && expression.parameterNames.isEmpty
    }
  }

  /// The source the route is restricted to, read from the group key when there is one: a
  /// compiled table reads every record's, and records lie close together in memory, where
  /// their expressions do not.
  var source: LinkSource? {
    if let groupKey { return groupKey.source }
    return expression.source
  }

  /// The route's own matcher, compiled the first time it is needed: the reference the compiled
  /// table is checked against, and the slow path after a candidate is passed over. Most
  /// routes never need it, so it costs nothing until then.
  package func matcher(configuration: MatchConfiguration) throws(MatchingError) -> RouteMatcher {
    if let matcher = Self.matcherLock.withLock({ compiledMatcher }) { return matcher }
    let matcher = try RouteMatcher(expression, configuration: configuration)
    return Self.matcherLock.withLock {
      if let existing = compiledMatcher { return existing }
      compiledMatcher = matcher
      return matcher
    }
  }
}

extension RouteRecord {
  /// The value the route carries, for a record of a table whose routes carry `Value`s.
  @inlinable @inline(__always)
  package func value<Value: Sendable>(as type: Value.Type) -> Value {
    unsafeDowncast(self, to: ValueRecord<Value>.self).value
  }
}

/// A record with the value its route carries: the records of a `RouteTable<Value>` are all
/// of this class, which the table's generic code reads the value through.
@usableFromInline
final class ValueRecord<Value: Sendable>: RouteRecord, @unchecked Sendable {
  /// What the route carries for the table's user (a router's route, a handler, a screen).
  @usableFromInline let value: Value

  /// A record for `value`; see ``RouteRecord/init(expression:priority:sequence:internalOnly:caseInsensitive:atomCache:groupNumbers:)``.
  init(
    value: Value, expression: RouteExpression, priority: Int, sequence: Int, internalOnly: Bool,
    caseInsensitive: Bool, atomCache: inout RouteAtomCache,
    groupNumbers: inout [CompiledRouteTable.GroupKey: Int]
  ) {
    self.value = value
    super.init(
      expression: expression, priority: priority, sequence: sequence, internalOnly: internalOnly,
      caseInsensitive: caseInsensitive, atomCache: &atomCache, groupNumbers: &groupNumbers)
  }
}
