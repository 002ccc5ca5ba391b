/// The routes a builder holds, kept ready for the next table: records in dispatch order (with
/// those added since the last table after them), the atom cache, the group numbers and which
/// groups changed.
struct TableRegistry: Sendable {
  /// The records: the first ``sortedCount`` in dispatch order, then those added since, in the
  /// order they were added, until ``sortRecords()`` merges them in. Inserting each record at
  /// its place would move half the table per route, which made adding many routes at once
  /// quadratic.
  private(set) var records: [RouteRecord] = []
  /// How many of ``records`` are in dispatch order.
  private var sortedCount = 0
  /// The atoms of the routes added, so that a new route rarely parses its path again;
  /// emptied when it holds many more lists than there are routes.
  private var atomCache = RouteAtomCache()
  /// The number of each group key met, for ``RouteRecord/groupNumber``.
  private var groupNumbers: [CompiledRouteTable.GroupKey: Int] = [:]
  /// The numbers of the groups that gained or lost a route since the last table was built;
  /// `nil` when the numbers no longer match that table's (nothing was built yet, or the
  /// registry was emptied), so every group is looked at.
  private(set) var changedGroups: Set<Int>? = nil
  /// The records by expression, to refuse duplicates and to find a route by its pattern.
  private(set) var byExpression: [RouteExpression: RouteRecord] = [:]
  /// The next route's sequence number.
  private var nextSequence = 0

  /// A registry without routes.
  init() {}

  /// How many atom lists the cache holds (a test hook).
  var atomCacheCount: Int { atomCache.count }

  /// Adds `record`, made by `make` with the sequence number of the record it replaces (or a
  /// new one) and this registry's atom cache and group numbers; returns the record replaced.
  ///
  /// - Throws: ``MatchingError/duplicateRoute(pattern:)`` when a route of the same expression
  ///   is registered and `replacing` is `false`.
  mutating func add(
    _ expression: RouteExpression, replacing: Bool,
    make: (_ sequence: Int, inout RouteAtomCache, inout [CompiledRouteTable.GroupKey: Int]) ->
      RouteRecord
  ) throws(MatchingError) -> RouteRecord? {
    let existing = byExpression[expression]
    if existing != nil && !replacing { throw .duplicateRoute(pattern: expression.pattern) }
    if let existing { remove(existing) }
    let sequence = existing?.sequence ?? nextSequence
    if existing == nil { nextSequence += 1 }
    let record = make(sequence, &atomCache, &groupNumbers)
    records.append(record)
    changedGroups?.insert(record.groupNumber)
    byExpression[expression] = record
    return existing
  }

  /// Makes room for `count` more routes, so that a large batch does not grow the lists and
  /// indexes step by step.
  mutating func reserveCapacity(forAdding count: Int) {
    // A few routes leave growth to the collections, which grow geometrically.
    guard count > 16 else { return }
    records.reserveCapacity(records.count + count)
    byExpression.reserveCapacity(byExpression.count + count)
  }

  /// Removes `record`; returns whether it was there.
  @discardableResult
  mutating func remove(_ record: RouteRecord) -> Bool {
    let removed: RouteRecord
    if let index = Self.index(of: record, in: records[..<sortedCount]) {
      removed = records.remove(at: index)
      sortedCount -= 1
    } else if let index = records[sortedCount...].lastIndex(where: { $0 === record }) {
      removed = records.remove(at: index)
    } else {
      return false
    }
    changedGroups?.insert(removed.groupNumber)
    byExpression[record.expression] = nil
    return true
  }

  /// Removes every route; sequence numbers go on from where they were, so that a route added
  /// later still comes after those added before in registration order.
  mutating func removeAll() {
    self = TableRegistry(continuingAfter: self)
  }

  private init(continuingAfter other: TableRegistry) {
    nextSequence = other.nextSequence
  }

  /// Marks the registry as matching the table just built from it: the groups changed from
  /// now on are those of later changes.
  mutating func tableBuilt() {
    changedGroups = []
  }

  /// Up to how many added routes go in one by one; more are merged in one pass.
  private static let fewAdded = 16

  /// Puts the records added since the last call in their places in dispatch order.
  ///
  /// - Complexity: O(*k* log *k* + *n*) for *k* added records among *n*.
  mutating func sortRecords() {
    if atomCache.count > 2 * records.count + 64 { atomCache.removeAll() }
    guard sortedCount < records.count else { return }
    let tail = records[sortedCount...]
    let keys = DispatchOrder.keys(of: tail)
    let added = keys.withUnsafeBufferPointer { keys in
      keys.indices.sorted { DispatchOrder.precedes(keys[$0], keys[$1]) }
    }.map { tail[tail.startIndex + $0] }
    if sortedCount == 0 {
      records = added
    } else if added.count <= Self.fewAdded {
      records.removeSubrange(sortedCount...)
      for record in added {
        records.insert(record, at: Self.insertionIndex(of: record, in: records[...]))
      }
    } else {
      var merged: [RouteRecord] = []
      merged.reserveCapacity(records.count)
      var old = 0
      for record in added {
        let end = Self.insertionIndex(of: record, in: records[old..<sortedCount])
        merged.append(contentsOf: records[old..<end])
        merged.append(record)
        old = end
      }
      merged.append(contentsOf: records[old..<sortedCount])
      records = merged
    }
    sortedCount = records.count
  }

  /// The position of `record` in `records` (sorted in dispatch order), if it is there.
  static func index(of record: RouteRecord, in records: ArraySlice<RouteRecord>) -> Int? {
    let position = insertionIndex(of: record, in: records)
    guard position < records.endIndex, records[position] === record else { return nil }
    return position
  }

  /// Where `record` goes in `records` (sorted in dispatch order): the first record it does
  /// not come after.
  static func insertionIndex(of record: RouteRecord, in records: ArraySlice<RouteRecord>) -> Int {
    var low = records.startIndex
    var high = records.endIndex
    while low < high {
      let middle = (low + high) / 2
      if DispatchOrder.precedes(records[middle], record) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
