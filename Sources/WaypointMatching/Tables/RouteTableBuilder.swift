/// Collects routes and builds ``RouteTable``s of them: the mutable side of an immutable table.
///
/// ```swift
/// var builder = RouteTableBuilder<String>()
/// try builder.add(RouteExpression("/product/:id(\\d+)"), value: "product")
/// try builder.add(RouteExpression("/product/new"), value: "new product")
/// let table = try builder.build()
/// builder.remove(try RouteExpression("/product/new"))
/// let smaller = try builder.build()  // compiles only the group that changed
/// ```
///
/// A builder is a value: copy it to try a change, and keep the copy only when its table
/// builds. Each ``build()`` reuses what it can of the table built before (the groups of
/// routes that did not change), so adding one route to a large table compiles one group.
/// Expressions are unique in a table: a second route of the same expression (normalized, and
/// of the same source) is refused unless it replaces the first.
public struct RouteTableBuilder<Value: Sendable>: Sendable {
  /// The accepted sources, the case rule and the limits every table built matches under.
  public let configuration: MatchConfiguration
  private let acceptedPrefixes: AcceptedSourcePrefixes
  private var registry = TableRegistry()
  /// The table built last, whose compiled groups the next build reuses.
  private var previous: RouteTableStorage?

  /// A builder without routes, for tables matching under `configuration`.
  public init(configuration: MatchConfiguration = MatchConfiguration()) {
    self.configuration = configuration
    self.acceptedPrefixes = AcceptedSourcePrefixes(
      appSchemes: configuration.appSchemes, webOrigins: configuration.webOrigins)
  }

  /// How many routes the builder holds.
  public var count: Int { registry.records.count }

  /// Adds a route matching `expression` that carries `value`.
  ///
  /// - Parameters:
  ///   - priority: higher goes first; default 0.
  ///   - internalOnly: the route serves internal paths only, never a URL from an app scheme
  ///     or a web origin.
  ///   - replacing: replace a route of the same expression instead of failing.
  /// - Returns: the value of the route replaced, if any.
  /// - Throws: ``MatchingError/duplicateRoute(pattern:)`` when a route of the same expression
  ///   is there and `replacing` is `false`.
  @discardableResult
  public mutating func add(
    _ expression: RouteExpression, value: Value, priority: Int = 0, internalOnly: Bool = false,
    replacing: Bool = false
  ) throws(MatchingError) -> Value? {
    let caseInsensitive = configuration.caseInsensitive
    let replaced = try registry.add(expression, replacing: replacing) {
      sequence, atomCache, groupNumbers in
      ValueRecord(
        value: value, expression: expression, priority: priority, sequence: sequence,
        internalOnly: internalOnly, caseInsensitive: caseInsensitive, atomCache: &atomCache,
        groupNumbers: &groupNumbers)
    }
    return replaced.map { Self.value(of: $0) }
  }

  /// Makes room for `count` more routes, before a large batch.
  public mutating func reserveCapacity(forAdding count: Int) {
    registry.reserveCapacity(forAdding: count)
  }

  /// The value of the route matching `expression` (compared in normalized form), if any.
  public func value(for expression: RouteExpression) -> Value? {
    registry.byExpression[expression].map(Self.value(of:))
  }

  /// The values of the routes held, by their expressions.
  package var valuesByExpression: [RouteExpression: Value] {
    registry.byExpression.mapValues(Self.value(of:))
  }

  /// How many atom lists the builder's cache holds (a test hook).
  package var atomCacheCount: Int { registry.atomCacheCount }

  /// Removes the route matching `expression`.
  ///
  /// - Returns: its value, or `nil` when no route matches `expression`.
  @discardableResult
  public mutating func remove(_ expression: RouteExpression) -> Value? {
    guard let record = registry.byExpression[expression], registry.remove(record) else {
      return nil
    }
    return Self.value(of: record)
  }

  /// Removes every route whose value `shouldRemove` picks.
  ///
  /// - Returns: the values removed, in no particular order.
  @discardableResult
  public mutating func removeAll(where shouldRemove: (Value) throws -> Bool) rethrows -> [Value] {
    var removed: [Value] = []
    for record in registry.records where try shouldRemove(Self.value(of: record)) {
      registry.remove(record)
      removed.append(Self.value(of: record))
    }
    return removed
  }

  /// Removes every route. Routes added later still come after the earlier ones in
  /// registration order.
  public mutating func removeAll() {
    registry.removeAll()
  }

  /// A table of the routes held now.
  ///
  /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)`` when PCRE2 refuses a
  ///   route (for example a route whose regex is too large to compile).
  public mutating func build() throws(MatchingError) -> RouteTable<Value> {
    registry.sortRecords()
    let storage = try RouteTableStorage(
      sortedRecords: registry.records, byExpression: registry.byExpression,
      configuration: configuration, acceptedPrefixes: acceptedPrefixes, previous: previous,
      changedGroups: registry.changedGroups)
    registry.tableBuilt()
    previous = storage
    return RouteTable(storage: storage)
  }

  private static func value(of record: RouteRecord) -> Value {
    unsafeDowncast(record, to: ValueRecord<Value>.self).value
  }
}
