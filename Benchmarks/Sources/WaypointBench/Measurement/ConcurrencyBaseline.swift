/// The most two threads can give on this machine right now: a CPU-bound loop that shares no
/// memory, run on one thread and on two.
///
/// Close to 2 when the machine has two cores free; toward 1 when other work holds one. The
/// loop is one dependency chain of register arithmetic, so it scales even on two SMT
/// siblings of one physical core, where lookups (which need the shared caches and execution
/// units) would not: the separate-instances ratio of each contender is the fairer reference.
enum ConcurrencyBaseline {
  /// The name the report gives the baseline in place of a contender's.
  static let name = "cpu-loop"

  /// Measures the baseline, alternating one and two threads for `rounds` rounds of about
  /// `target` each.
  static func run(rounds: Int, target: Duration) async -> ConcurrencyResult {
    let iterations = calibratedIterations(target: target)
    var single: [Double] = []
    var double: [Double] = []
    for _ in 0..<rounds {
      let alone = await ParallelThreads.run(count: 1) { _ in blackHole(spin(iterations)) }
      single.append(Double(iterations) / alone.nanoseconds * 1e9)
      let together = await ParallelThreads.run(count: 2) { _ in blackHole(spin(iterations)) }
      double.append(2 * Double(iterations) / together.nanoseconds * 1e9)
    }
    return ConcurrencyResult(
      set: "-", contender: name, singleThreadLookupsPerSecond: Summary(single)?.median,
      twoThreadLookupsPerSecond: Summary(double)?.median,
      ratio: Summary(zip(double, single).map(/))?.median,
      bestRatio: ConcurrencyResult.bestRatio(double, single),
      separateInstancesLookupsPerSecond: nil, separateInstancesRatio: nil,
      bestSeparateInstancesRatio: nil, rounds: rounds,
      timedLookups: iterations, passes: 1, error: nil)
  }

  /// How many iterations of ``spin(_:)`` take about `target`.
  private static func calibratedIterations(target: Duration) -> Int {
    let probe = 1 << 20
    let clock = ContinuousClock()
    let start = clock.now
    blackHole(spin(probe))
    let elapsed = max(start.duration(to: clock.now).nanoseconds, 1)
    return max(probe, Int(Double(probe) * target.nanoseconds / elapsed))
  }

  /// A xorshift generator stepped `iterations` times: arithmetic only, no memory traffic.
  @inline(never)
  private static func spin(_ iterations: Int) -> UInt64 {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<iterations {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
    }
    return state
  }
}
