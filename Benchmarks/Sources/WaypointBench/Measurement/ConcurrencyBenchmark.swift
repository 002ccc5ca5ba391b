/// Measures how a contender's throughput scales from one thread to two threads looking up at
/// once: on the same instance, and on an instance each.
///
/// Each round measures one thread, two threads sharing an instance, and two threads with an
/// instance each, back to back; the ratios are taken within a round, so drift between rounds
/// cancels out. A synchronous contender runs on threads of its own; an asynchronous one as
/// child tasks on the global concurrent executor.
struct ConcurrencyBenchmark {
  /// The route set.
  let set: RouteSet
  /// The contender.
  let entry: ContenderEntry
  /// The time to spend.
  let budget: BenchmarkBudget

  /// Runs the measurements.
  func run() async -> ConcurrencyResult {
    let shared: ContenderDriver
    let other: ContenderDriver
    do {
      shared = try await entry.register(set.patterns)
      other = try await entry.register(set.patterns)
    } catch {
      return .failed(set: set.name, contender: entry.name, error: "\(error)")
    }
    var planBudget = budget
    planBudget.repetitionTarget = budget.concurrencyTarget
    let estimate = await SpeedEstimate.nanosecondsPerLookup(
      shared, paths: set.lookupPaths, target: budget.estimateTarget)
    let plan = LookupPlan(
      nanosecondsPerLookup: estimate, lookupCount: set.lookupPaths.count, budget: planBudget)
    let paths = plan.timedIndices.map { set.lookupPaths[$0] }
    // Each thread looks up its own copies of the paths, as each request of a server has its
    // own URL: sharing the string objects would measure contention on their reference counts.
    let copies = (0..<2).map { _ in paths.map { String(decoding: Array($0.utf8), as: UTF8.self) } }
    let lookupsPerThread = Double(paths.count * plan.passes)
    let perSecond = { (threads: Int, elapsed: Duration) in
      Double(threads) * lookupsPerThread / elapsed.nanoseconds * 1e9
    }
    var single: [Double] = []
    var sharing: [Double] = []
    var separate: [Double] = []
    for _ in 0..<budget.concurrencyRounds {
      single.append(perSecond(1, await Self.wallClock([shared], copies, plan.passes)))
      sharing.append(perSecond(2, await Self.wallClock([shared, shared], copies, plan.passes)))
      separate.append(perSecond(2, await Self.wallClock([shared, other], copies, plan.passes)))
    }
    withExtendedLifetime(other) {}
    return ConcurrencyResult(
      set: set.name, contender: entry.name,
      singleThreadLookupsPerSecond: Summary(single)?.median,
      twoThreadLookupsPerSecond: Summary(sharing)?.median,
      ratio: Summary(zip(sharing, single).map(/))?.median,
      bestRatio: ConcurrencyResult.bestRatio(sharing, single),
      separateInstancesLookupsPerSecond: Summary(separate)?.median,
      separateInstancesRatio: Summary(zip(separate, single).map(/))?.median,
      bestSeparateInstancesRatio: ConcurrencyResult.bestRatio(separate, single),
      rounds: budget.concurrencyRounds, timedLookups: paths.count, passes: plan.passes,
      error: nil)
  }

  /// The wall-clock time for each of `drivers` to look up its copy of the paths `passes`
  /// times, all at once, one thread (or child task) per driver.
  private static func wallClock(
    _ drivers: [ContenderDriver], _ paths: [[String]], _ passes: Int
  ) async -> Duration {
    let onThisThread = drivers.compactMap(\.timeLookupsOnThisThread)
    if onThisThread.count == drivers.count {
      return await ParallelThreads.run(count: drivers.count) { thread in
        blackHole(onThisThread[thread](paths[thread], passes))
      }
    }
    let clock = ContinuousClock()
    let start = clock.now
    await withTaskGroup(of: TimedLookups.self) { group in
      for (thread, driver) in drivers.enumerated() {
        group.addTask { await driver.timeLookups(paths[thread], passes) }
      }
      for await timed in group { blackHole(timed) }
    }
    return start.duration(to: clock.now)
  }
}
