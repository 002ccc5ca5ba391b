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

  /// Whether `lhs` is tried before `rhs`: keys made by one ``keys(of:)`` call.
  @inline(__always)
  static func precedes(_ lhs: Key, _ rhs: Key) -> Bool {
    inOrder(lhs, rhs)
  }

  /// The one definition of the order, for records and for their keys.
  @inline(__always)
  private static func inOrder<Value: Ordered>(_ lhs: Value, _ rhs: Value) -> Bool {
    if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
    if lhs.isRawRegex != rhs.isRawRegex { return !lhs.isRawRegex }
    let order = Value.specificityOrder(lhs, rhs)
    if order != 0 { return order < 0 }
    if lhs.isRestricted != rhs.isRestricted { return lhs.isRestricted }
    return lhs.sequence < rhs.sequence
  }

  /// What the order reads of each record, copied out of it once, with the record's
  /// specificity replaced by its place among the distinct specificities of all the records:
  /// sorting many records by their keys compares integers in one array instead of following
  /// each record to its expression's ranks.
  static func keys(of records: some Collection<RouteRecord>) -> [Key] {
    var places: [[RouteSpecificity.Rank]: Int] = [:]
    var distinct: [RouteSpecificity] = []
    let specificityIndices = records.map { record in
      let specificity = record.specificity
      let index = places[specificity.canonicalRanks, default: distinct.count]
      if index == distinct.count {
        places[specificity.canonicalRanks] = index
        distinct.append(specificity)
      }
      return index
    }
    // Distinct in `==` (canonical ranks are equal exactly when `order` is 0), so the sort
    // gives each a place of its own.
    var placeOfIndex = [Int](repeating: 0, count: distinct.count)
    for (place, index) in distinct.indices.sorted(by: { distinct[$0] < distinct[$1] })
      .enumerated()
    {
      placeOfIndex[index] = place
    }
    return zip(records, specificityIndices).map { record, index in
      Key(record, specificityPlace: placeOfIndex[index])
    }
  }

  /// What the order reads of a record, with its specificity's place among those of the records
  /// sorted with it.
  struct Key: Ordered {
    let priority: Int
    let isRawRegex: Bool
    let specificityPlace: Int
    let isRestricted: Bool
    let sequence: Int

    fileprivate init(_ record: RouteRecord, specificityPlace: Int) {
      priority = record.priority
      isRawRegex = record.isRawRegex
      self.specificityPlace = specificityPlace
      isRestricted = record.isRestricted
      sequence = record.sequence
    }

    fileprivate static func specificityOrder(_ lhs: Key, _ rhs: Key) -> Int {
      lhs.specificityPlace == rhs.specificityPlace
        ? 0 : lhs.specificityPlace < rhs.specificityPlace ? -1 : 1
    }
  }

  /// What the order compares.
  fileprivate protocol Ordered {
    var priority: Int { get }
    var isRawRegex: Bool { get }
    var isRestricted: Bool { get }
    var sequence: Int { get }
    /// -1 when `lhs` is more specific than `rhs`, 1 when less, 0 when neither.
    static func specificityOrder(_ lhs: Self, _ rhs: Self) -> Int
  }
}

extension RouteRecord: DispatchOrder.Ordered {
  fileprivate var isRawRegex: Bool { expression.isRawRegex }
  fileprivate var specificity: RouteSpecificity { expression.specificity }
  fileprivate var isRestricted: Bool { expression.source != nil }

  fileprivate static func specificityOrder(_ lhs: RouteRecord, _ rhs: RouteRecord) -> Int {
    RouteSpecificity.order(lhs.specificity, rhs.specificity)
  }
}
