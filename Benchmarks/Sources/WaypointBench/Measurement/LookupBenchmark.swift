/// Times every contender's lookups on one route set, interleaved.
///
/// Each contender is registered, estimated, checked and counted first; then the timed
/// repetitions run round-robin, one repetition of each contender per round, so that drift
/// (frequency, other load) hits all contenders alike.
struct LookupBenchmark {
  /// The route set.
  let set: RouteSet
  /// The contenders, in table order.
  let entries: [ContenderEntry]
  /// The time to spend.
  let budget: BenchmarkBudget
  /// Where progress lines go.
  let progress: Progress

  /// A contender ready for the timed rounds.
  private struct Prepared {
    let entry: ContenderEntry
    let driver: ContenderDriver
    let registration: Duration
    let plan: LookupPlan
    let timedPaths: [String]
    let check: CorrectnessCheck
    let allocationsPerLookup: Double?
  }

  /// Runs the measurements and returns the report of the set.
  func run() async -> SetReport {
    var prepared: [Prepared] = []
    var failures: [String: String] = [:]
    for entry in entries {
      do {
        prepared.append(try await prepare(entry))
      } catch {
        failures[entry.name] = "\(error)"
        progress.note("  \(entry.name): cannot register: \(error)")
      }
    }
    let samples = await timeRoundRobin(prepared)
    let results = entries.map { entry -> LookupResult in
      guard let index = prepared.firstIndex(where: { $0.entry.name == entry.name }) else {
        return .failed(entry.name, error: failures[entry.name] ?? "not run")
      }
      return result(prepared[index], samples: samples[index])
    }
    return SetReport(
      name: set.name, summary: set.summary, source: set.source, synthetic: set.isSynthetic,
      routes: set.routeCount, patterns: set.patterns.count, lookups: set.lookupPaths.count,
      results: results)
  }

  /// Registers, estimates, checks and counts one contender.
  private func prepare(_ entry: ContenderEntry) async throws -> Prepared {
    let clock = ContinuousClock()
    let start = clock.now
    let driver = try await entry.register(set.patterns)
    let registration = start.duration(to: clock.now)
    let estimate = await SpeedEstimate.nanosecondsPerLookup(
      driver, paths: set.lookupPaths, target: budget.estimateTarget)
    let plan = LookupPlan(
      nanosecondsPerLookup: estimate, lookupCount: set.lookupPaths.count, budget: budget)
    let check =
      entry.isHarnessMeasure
      ? .exempt : await CorrectnessCheck.run(driver, on: set, indices: plan.checkedIndices)
    let timedPaths = plan.timedIndices.map { set.lookupPaths[$0] }
    let allocationsPerLookup = await Self.allocationsPerLookup(driver, timedPaths)
    progress.note(
      "  \(entry.name): registered in \(Format.milliseconds(registration)) ms, "
        + "~\(Format.decimal(estimate, digits: 0)) ns/lookup, timing \(timedPaths.count)"
        + " lookups x\(plan.passes) x\(plan.repetitions) repetitions")
    return Prepared(
      entry: entry, driver: driver, registration: registration, plan: plan,
      timedPaths: timedPaths, check: check, allocationsPerLookup: allocationsPerLookup)
  }

  /// Heap allocations per lookup in the steady state: the allocations of `1 + k` passes over
  /// `paths` minus those of one pass, over the `k` passes' lookups. The difference leaves out
  /// what a pass costs once (an asynchronous loop's first suspension, a thread's first
  /// lookup), which a set of one or two lookups would otherwise charge to every lookup.
  private static func allocationsPerLookup(
    _ driver: ContenderDriver, _ paths: [String]
  ) async -> Double? {
    guard AllocationCounter.isAvailable, !paths.isEmpty else { return nil }
    let extraPasses = max(1, (minimumCountedLookups + paths.count - 1) / paths.count)
    let once = await driver.countAllocations(paths, 1)
    let more = await driver.countAllocations(paths, 1 + extraPasses)
    let difference = more > once ? Double(more - once) : 0
    return difference / Double(extraPasses * paths.count)
  }

  /// The fewest lookups the allocation count is taken over.
  private static let minimumCountedLookups = 16

  /// One untimed warm-up repetition each, then the timed repetitions in rounds; returns the
  /// nanoseconds per lookup of every repetition, per contender.
  private func timeRoundRobin(_ prepared: [Prepared]) async -> [[Double]] {
    for contender in prepared {
      blackHole(await contender.driver.timeLookups(contender.timedPaths, contender.plan.passes))
    }
    var samples = [[Double]](repeating: [], count: prepared.count)
    let rounds = prepared.map(\.plan.repetitions).max() ?? 0
    for round in 0..<rounds {
      // Rotate the order each round, so no contender always runs first.
      for offset in prepared.indices {
        let index = (round + offset) % prepared.count
        let contender = prepared[index]
        guard contender.plan.repetitions > round else { continue }
        let timed = await contender.driver.timeLookups(
          contender.timedPaths, contender.plan.passes)
        blackHole(timed.checksum)
        let lookups = Double(contender.timedPaths.count * contender.plan.passes)
        samples[index].append(timed.elapsed.nanoseconds / lookups)
      }
    }
    return samples
  }

  private func result(_ contender: Prepared, samples: [Double]) -> LookupResult {
    let summary = Summary(samples)
    return LookupResult(
      name: contender.entry.name, harnessMeasure: contender.entry.isHarnessMeasure,
      valid: contender.check.isValid,
      nsMedian: summary?.median, nsMin: summary?.minimum, nsMax: summary?.maximum,
      lookupsPerSecond: summary.map { 1e9 / $0.median },
      allocationsPerLookup: contender.allocationsPerLookup, misses: contender.check.misses,
      wrong: contender.check.wrong, parameterMismatches: contender.check.parameterMismatches,
      checkedLookups: contender.check.checked, timedLookups: contender.timedPaths.count,
      passesPerRepetition: contender.plan.passes, repetitions: samples.count,
      registrationMilliseconds: contender.registration.nanoseconds / 1e6,
      failureExamples: contender.check.examples, error: nil)
  }
}
