// What the benchmark reads of a match to check it: which route matched, as a number, without
// the cost of comparing patterns. Not API: behind `@_spi(Benchmarks)`.

extension TableMatch {
  /// The matched route's registration order in its table (0 for the first route added).
  @_spi(Benchmarks) @inlinable public var registrationOrder: Int { core.record.sequence }
}

extension BorrowedTableMatch {
  /// The matched route's registration order in its table (0 for the first route added).
  @_spi(Benchmarks) @inlinable public var registrationOrder: Int { record.sequence }
}
