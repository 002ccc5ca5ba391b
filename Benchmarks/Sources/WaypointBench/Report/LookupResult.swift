/// One contender's lookup measurements on one route set.
struct LookupResult: Sendable, Codable {
  /// The contender's name (`name` in JSON).
  let name: String
  /// Whether this is a measure of the harness (`harness-floor`), not a router: no route is
  /// checked, and `valid` only says it ran.
  let harnessMeasure: Bool
  /// Whether every checked answer and parameter value was right; the table marks the others
  /// INVALID.
  let valid: Bool
  /// The median time per lookup over the repetitions, in nanoseconds.
  let nsMedian: Double?
  /// The fastest repetition's time per lookup, in nanoseconds.
  let nsMin: Double?
  /// The slowest repetition's time per lookup, in nanoseconds.
  let nsMax: Double?
  /// Lookups per second at the median time.
  let lookupsPerSecond: Double?
  /// Heap allocations per lookup, from a separate untimed pass over the timed lookups; `nil`
  /// where allocations cannot be counted.
  let allocationsPerLookup: Double?
  /// Checked lookups answered with no pattern.
  let misses: Int
  /// Checked lookups answered with the wrong pattern.
  let wrong: Int
  /// Correct answers with wrong parameter values, or `nil` when the contender does not report
  /// values.
  let parameterMismatches: Int?
  /// How many lookups the correctness check looked up.
  let checkedLookups: Int
  /// How many distinct lookups each repetition timed; fewer than the set's when the contender
  /// is too slow to time them all.
  let timedLookups: Int
  /// How many times each repetition looked up the timed lookups.
  let passesPerRepetition: Int
  /// How many timed repetitions.
  let repetitions: Int
  /// How long registering the set's patterns took, in milliseconds.
  let registrationMilliseconds: Double?
  /// A few failed lookups, readable.
  let failureExamples: [String]
  /// Why the contender could not run on this set, if it could not.
  let error: String?
}

extension LookupResult {
  /// The result of a contender that could not register the set.
  static func failed(_ name: String, error: String) -> LookupResult {
    LookupResult(
      name: name, harnessMeasure: false, valid: false, nsMedian: nil, nsMin: nil, nsMax: nil,
      lookupsPerSecond: nil, allocationsPerLookup: nil, misses: 0, wrong: 0,
      parameterMismatches: nil, checkedLookups: 0, timedLookups: 0, passesPerRepetition: 0,
      repetitions: 0, registrationMilliseconds: nil, failureExamples: [], error: error)
  }
}
