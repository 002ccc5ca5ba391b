/// A route of a table and what it matched, from the table's `match(_:)`: the route's value,
/// the URL and the parameters.
///
/// ```swift
/// var builder = RouteTableBuilder<String>()
/// try builder.add(RouteExpression("/user/:id(\\d+)"), value: "user")
/// let table = try builder.build()
/// let match = try table.match("/user/42")
/// match?.value                    // "user"
/// match?.parameters["id"]         // "42"
/// match?.rawParameter(at: 0)?.substring  // "42", a view of the URL
/// ```
public struct TableMatch<Value: Sendable>: Sendable {
  @usableFromInline let core: MatchCore

  /// The match `core`, of a table whose routes carry `Value`s.
  @inlinable
  package init(_ core: MatchCore) {
    self.core = core
  }

  /// What the matched route carries.
  @inlinable public var value: Value {
    unsafeDowncast(core.record, to: ValueRecord<Value>.self).value
  }

  /// The matched route's expression.
  public var expression: RouteExpression { core.record.expression }

  /// The URL that matched.
  @inlinable public var url: RouteURL { core.url }

  /// The match as a ``MatchResult``: the URL, the expression, the parameters.
  public var result: MatchResult {
    MatchResult(url: core.url, expression: core.record.expression, captures: core.captures)
  }

  /// The path parameters, decoded when read.
  public var parameters: PathParameters {
    PathParameters(
      url: core.url, allNames: core.record.expression.parameterNames, captures: core.captures)
  }

  /// The query of the URL.
  public var query: QueryParameters { core.url.query }

  /// How many parameters the route's pattern declares, set by this match or not: the indices
  /// of ``rawParameter(at:)`` are `0..<parameterCount`.
  @inlinable public var parameterCount: Int { core.captures.count }

  /// The parameter at `index` (in pattern order, from 0) as it is in the path, still
  /// percent-encoded; `nil` when the match did not set it or `index` is out of range.
  ///
  /// The value is a view of the URL's bytes, as matchit hands out slices: reading it copies
  /// nothing and allocates nothing, which makes this the cheapest way to read every parameter
  /// on a hot path (``parameters`` decodes by name).
  @inlinable
  public func rawParameter(at index: Int) -> RawParameter? {
    guard let range = core.captures.rangeIfPresent(at: index) else { return nil }
    return core.url.rawPathParameter(range)
  }

  /// A match of the route of `record`, a record of a table of `Value`, on `url` with the ranges
  /// `captures`: a match taken apart (into a request) and made again.
  package init(record: RouteRecord, url: RouteURL, captures: CaptureRanges) {
    self.init(MatchCore(record: record, url: url, captures: captures))
  }

  /// A match of `route` on `url`, whose parameters are at `captures` in its route path, found
  /// by the route's own matcher.
  package init(route: TableRoute<Value>, url: RouteURL, captures: CaptureRanges) {
    self.init(MatchCore(record: route.record, url: url, captures: captures))
  }

  /// The ranges of the parameters in the route path, in pattern order.
  @inlinable package var captures: CaptureRanges { core.captures }

  /// The matched route's record, for the router's dispatch.
  @inlinable package var record: RouteRecord { core.record }
}
