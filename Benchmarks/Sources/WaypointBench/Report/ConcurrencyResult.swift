/// One contender's throughput on one set with one thread and with two threads at once.
struct ConcurrencyResult: Sendable, Codable {
  /// The route set's name.
  let set: String
  /// The contender's name.
  let contender: String
  /// Median lookups per second of one thread alone.
  let singleThreadLookupsPerSecond: Double?
  /// Median aggregate lookups per second of two threads looking up on the same instance.
  let twoThreadLookupsPerSecond: Double?
  /// Median over rounds of two threads' throughput (same instance) over one thread's,
  /// measured back to back: 2 is perfect scaling, 1 none.
  let ratio: Double?
  /// The best aggregate throughput of two threads (same instance) over the best of one
  /// thread, over all rounds: what the machine gives when no other tenant interferes.
  let bestRatio: Double?
  /// Median aggregate lookups per second of two threads, each on an instance of its own.
  let separateInstancesLookupsPerSecond: Double?
  /// The same ratio with an instance per thread: what the machine allows this workload
  /// without sharing a router. Well above ``ratio``, the shared instance costs; about equal,
  /// the machine (shared caches, SMT siblings, other load) is the limit.
  let separateInstancesRatio: Double?
  /// ``bestRatio`` with an instance per thread.
  let bestSeparateInstancesRatio: Double?
  /// How many rounds of one-thread and two-thread measurements were alternated.
  let rounds: Int
  /// How many distinct lookups each thread looked up per measurement.
  let timedLookups: Int
  /// How many times each thread looked them up per measurement.
  let passes: Int
  /// Why the contender could not run, if it could not.
  let error: String?
}

extension ConcurrencyResult {
  /// The best two-thread throughput over the best one-thread throughput: like a minimum
  /// time, it leaves out the rounds another tenant of the machine slowed down.
  static func bestRatio(_ two: [Double], _ one: [Double]) -> Double? {
    guard let two = two.max(), let one = one.max(), one > 0 else { return nil }
    return two / one
  }

  /// The result of a contender that could not register the set.
  static func failed(set: String, contender: String, error: String) -> ConcurrencyResult {
    ConcurrencyResult(
      set: set, contender: contender, singleThreadLookupsPerSecond: nil,
      twoThreadLookupsPerSecond: nil, ratio: nil, bestRatio: nil,
      separateInstancesLookupsPerSecond: nil, separateInstancesRatio: nil,
      bestSeparateInstancesRatio: nil, rounds: 0, timedLookups: 0, passes: 0, error: error)
  }
}
