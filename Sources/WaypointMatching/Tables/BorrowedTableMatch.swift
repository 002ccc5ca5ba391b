/// A match lent to the closure of a `withMatch` lookup: the route's value, and each parameter
/// read in place in the URL's bytes, for as long as the closure runs.
///
/// The lookup hands it out without copying the URL, building a result or touching a
/// reference count, which makes `withMatch` the fastest way to find a route and read its
/// parameters. It cannot be copied, so it cannot outlive the closure; keep a ``TableMatch``
/// from `match(_:)` when the match has to live on.
///
/// ```swift
/// var builder = RouteTableBuilder<String>()
/// try builder.add(RouteExpression("/repos/:owner/:repo"), value: "repository")
/// let table = try builder.build()
/// let repo = try table.withMatch("/repos/apple/swift%20nio") { match in
///   match.decodedParameter(at: 1)  // "swift nio"
/// }
/// ```
public struct BorrowedTableMatch<Value: Sendable>: ~Copyable {
  @usableFromInline let lent: LentMatch

  /// The match `lent`, of a table whose routes carry `Value`s.
  @inlinable
  package init(_ lent: LentMatch) {
    self.lent = lent
  }

  /// What the matched route carries (owned by the table, which the lookup keeps alive while
  /// lending).
  @inlinable public var value: Value {
    _read {
      yield unsafeDowncast(lent.record, to: ValueRecord<Value>.self).value
    }
  }

  /// The matched route's expression.
  public var expression: RouteExpression { record.expression }

  /// The matched route's record.
  @inlinable var record: RouteRecord { unsafeDowncast(lent.record, to: RouteRecord.self) }

  /// How many parameters the route's pattern declares, set by this match or not: the indices
  /// of ``withRawParameter(at:_:)`` are `0..<parameterCount`.
  @inlinable public var parameterCount: Int { lent.parameterCount }

  /// Calls `body` with the UTF-8 bytes of the parameter at `index` (in pattern order, from
  /// 0) as they are in the path, still percent-encoded, or with `nil` when the match did not
  /// set it or `index` is out of range. The bytes are valid only inside `body`.
  @inlinable
  public func withRawParameter<Result>(
    at index: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result
  ) rethrows -> Result {
    try lent.withRawParameter(at: index, body)
  }

  /// The parameter at `index` percent-decoded once (`a%2Fb` reads `a/b`), as
  /// ``TableMatch/parameters`` decodes it; `nil` when the match did not set it or `index` is
  /// out of range. A new string: it allocates when it is longer than 15 UTF-8 bytes.
  public func decodedParameter(at index: Int) -> String? {
    withRawParameter(at: index) { bytes in bytes.map { PercentEncoding.decode(bytes: $0) } }
  }

  /// The parameter called `name`, percent-decoded once; `nil` when the pattern has no such
  /// parameter or the match did not set it.
  public func decodedParameter(named name: String) -> String? {
    let names = record.expression.parameterNames
    guard let index = names.firstIndex(of: name) else { return nil }
    return decodedParameter(at: index)
  }
}

/// A borrowed match points into the URL's bytes and the table while a lookup lends it: it may
/// not be sent to another thread.
@available(*, unavailable)
extension BorrowedTableMatch: Sendable {}
