/// An immutable route table: the records in dispatch order, the configuration they are
/// matched under, and the compiled table; what a ``RouteTable`` is a typed view of.
///
/// A builder makes a new storage for every change; a lookup works on the storage it took, so
/// it never waits for a change and never sees half of one.
@usableFromInline
package final class RouteTableStorage: Sendable {
  /// The records in dispatch order.
  package let records: [RouteRecord]
  /// The accepted sources, the case rule and the limits.
  package let configuration: MatchConfiguration
  /// How URLs of the accepted app schemes and web origins start, for the canonical in-place
  /// lookup.
  let acceptedPrefixes: AcceptedSourcePrefixes
  /// The routes compiled into PCRE2 JIT programs and segment tries.
  let compiled: CompiledRouteTable
  /// App schemes that some route names explicitly (`otherapp://share/:id`).
  let namedAppSchemes: Set<String>
  /// Web origins that some route names explicitly.
  let namedWebOrigins: Set<WebOrigin>
  /// The records by expression.
  package let byExpression: [RouteExpression: RouteRecord]

  /// A storage of `records`, which must be in dispatch order; groups of `previous` whose
  /// routes did not change are reused. `changedGroups`, when known, are the numbers of the
  /// only groups whose routes may differ from `previous`'s.
  ///
  /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)`` when PCRE2 refuses a route.
  init(
    sortedRecords records: [RouteRecord], byExpression: [RouteExpression: RouteRecord],
    configuration: MatchConfiguration, acceptedPrefixes: AcceptedSourcePrefixes,
    previous: RouteTableStorage?, changedGroups: Set<Int>? = nil
  ) throws(MatchingError) {
    self.records = records
    self.configuration = configuration
    self.acceptedPrefixes = acceptedPrefixes
    self.compiled = try CompiledRouteTable(
      records, configuration: configuration, previous: previous?.compiled,
      changedGroups: changedGroups)
    var schemes = Set<String>()
    var origins = Set<WebOrigin>()
    for source in compiled.restrictedSources {
      switch source {
      case .appScheme(let scheme): schemes.insert(scheme)
      case .webOrigin(let origin): origins.insert(origin)
      case .internal: break
      }
    }
    namedAppSchemes = schemes
    namedWebOrigins = origins
    self.byExpression = byExpression
  }

  /// A storage without routes, for `configuration`.
  convenience init(emptyFor configuration: MatchConfiguration) {
    // An empty table compiles nothing, so it cannot fail.
    try! self.init(
      sortedRecords: [], byExpression: [:], configuration: configuration,
      acceptedPrefixes: AcceptedSourcePrefixes(
        appSchemes: configuration.appSchemes, webOrigins: configuration.webOrigins), previous: nil)
  }

  /// The position of `record` in dispatch order.
  package func index(of record: RouteRecord) -> Int? {
    TableRegistry.index(of: record, in: records[...])
  }
}
