/// Every contender the benchmark knows, in table order.
enum ContenderCatalog {
  /// The contenders. Add a new one here: `.synchronous(MyContender.self)` for a type that
  /// conforms to ``Contender``, `.asynchronous(MyContender.self)` for ``AsyncContender``,
  /// `.harness(...)` for a measure of the harness that is not a router.
  static let all: [ContenderEntry] = [
    .harness(HarnessFloorContender.self),
    .synchronous(WaypointMatchContender.self),
    .synchronous(WaypointMatchDecodedContender.self),
    .synchronous(WaypointMatchValueContender.self),
    .asynchronous(WaypointDispatchContender.self),
    .asynchronous(WaypointDispatchMiddlewareContender.self),
    .synchronous(PCRE2TrieContender.self),
    .synchronous(WLRRouterContender.self),
    .synchronous(RegularExpressionContender.self),
    .synchronous(R3Contender.self),
    .synchronous(R3RegistrationOrderContender.self, runsByDefault: false),
  ]

  /// The contenders called `names`, in catalog order, or the default ones when `names` is
  /// `nil`.
  ///
  /// - Throws: ``UnknownNameError`` for a name the catalog does not know.
  static func select(_ names: [String]?) throws(UnknownNameError) -> [ContenderEntry] {
    guard let names else { return all.filter(\.runsByDefault) }
    if let unknown = names.first(where: { name in !all.contains { $0.name == name } }) {
      throw UnknownNameError(kind: "contender", name: unknown, known: all.map(\.name))
    }
    return all.filter { names.contains($0.name) }
  }
}
