/// The checked table of each typed route type, and its matching tables, made once and kept:
/// a type's declaration does not change while the app runs.
enum TypedRouteTables {
  private struct MatchingKey: Hashable {
    let type: ObjectIdentifier
    let configuration: MatchConfiguration
  }

  private static let tables = Locked<[ObjectIdentifier: Result<TypedRouteTable, RouteError>]>(
    [:])
  private static let matchingTables = Locked<[MatchingKey: RouteTable<Int>]>([:])
  /// At most this many matching tables are kept; an app parses with one or two configurations.
  private static let capacity = 512

  /// The table of `type`, made by `make` the first time (a failure is kept too).
  static func table(
    for type: Any.Type, make: () throws(RouteError) -> TypedRouteTable
  ) throws(RouteError) -> TypedRouteTable {
    let key = ObjectIdentifier(type)
    if let known = tables.withLock({ $0[key] }) { return try known.get() }
    // Made outside the lock: the probe runs the type's own `init(from:)`.
    let made: Result<TypedRouteTable, RouteError>
    do {
      made = .success(try make())
    } catch {
      made = .failure(error)
    }
    tables.withLock { $0[key] = made }
    return try made.get()
  }

  /// The patterns of `table` (and the former patterns of its cases) as a route table under
  /// `configuration`, each route carrying the index of its entry.
  static func matchingTable(
    of type: Any.Type, _ table: TypedRouteTable, configuration: MatchConfiguration
  ) throws(RouteError) -> RouteTable<Int> {
    let key = MatchingKey(type: ObjectIdentifier(type), configuration: configuration)
    if let known = matchingTables.withLock({ $0[key] }) { return known }
    let made = try RouteError.wrapping { () throws(MatchingError) in
      var builder = RouteTableBuilder<Int>(configuration: configuration)
      for (index, entry) in table.entries.enumerated() {
        try builder.add(entry.expression, value: index)
        for former in entry.formerly { try builder.add(former, value: index) }
      }
      return try builder.build()
    }
    matchingTables.withLock { tables in
      if tables.count >= capacity { tables.removeAll() }
      tables[key] = made
    }
    return made
  }
}
