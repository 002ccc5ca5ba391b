/// Measures registration time and memory per route at growing sizes.
///
/// The patterns are the GitHub API replicated under `/vN` prefixes (synthetic). Each
/// contender is built alone, measured, and freed before the next, with the heap trimmed in
/// between so that resident-memory deltas start low.
struct RegistrationBenchmark {
  /// The GitHub set the patterns are generated from.
  let github: RouteSet
  /// The sizes, in patterns, smallest first.
  let sizes: [Int]
  /// The contenders.
  let entries: [ContenderEntry]
  /// The time to spend.
  let budget: BenchmarkBudget
  /// Where progress lines go.
  let progress: Progress

  /// Runs the measurements, every size of one contender before the next contender.
  func run() async -> [RegistrationResult] {
    // Each size's patterns, and after them the ones added one at a time.
    let patternsBySize = sizes.map {
      SyntheticRouteSet.patterns(count: $0 + Self.singleAdditions, from: github)
    }
    var results: [RegistrationResult] = []
    for entry in entries {
      var previous: (patterns: Int, milliseconds: Double)?
      for generated in patternsBySize {
        let patterns = Array(generated.dropLast(Self.singleAdditions))
        if let previous {
          let seconds =
            previous.milliseconds / 1000 * Double(patterns.count) / Double(previous.patterns)
          if seconds > budget.registrationLimit.nanoseconds / 1e9 {
            let reason = "would take about \(Format.decimal(seconds, digits: 0)) s"
            results.append(skipped(entry, patterns.count, reason: reason))
            progress.note("  \(entry.name) x\(patterns.count): skipped, \(reason)")
            continue
          }
        }
        let result = await measure(
          entry, patterns, additions: Array(generated.suffix(Self.singleAdditions)))
        if let milliseconds = result.milliseconds {
          previous = (patterns.count, milliseconds)
        }
        progress.note(
          "  \(entry.name) x\(patterns.count): "
            + (result.skipped ?? "\(Format.decimal(result.milliseconds ?? 0, digits: 1)) ms"))
        results.append(result)
      }
    }
    return results
  }

  /// How many routes are added one at a time after each registration, for contenders that
  /// can add to a registered set.
  static let singleAdditions = 21

  private func measure(
    _ entry: ContenderEntry, _ patterns: [String], additions: [String]
  ) async -> RegistrationResult {
    MemoryUsage.trimHeap()
    let before = MemoryUsage.now()
    let clock = ContinuousClock()
    let start = clock.now
    let driver: ContenderDriver
    do {
      driver = try await entry.register(patterns)
    } catch {
      return skipped(entry, patterns.count, reason: "cannot register: \(error)")
    }
    let elapsed = start.duration(to: clock.now)
    let after = MemoryUsage.now()
    let count = Double(patterns.count)
    var addOneMilliseconds: Double?
    if let add = driver.addPattern {
      var times: [Double] = []
      for pattern in additions {
        let start = clock.now
        do { try await add(pattern) } catch { break }
        times.append(start.duration(to: clock.now).nanoseconds / 1e6)
      }
      addOneMilliseconds = Summary(times)?.median
    }
    let result = RegistrationResult(
      name: entry.name, patterns: patterns.count, milliseconds: elapsed.nanoseconds / 1e6,
      heapBytesPerRoute: Self.delta(before.heapBytes, after.heapBytes).map { $0 / count },
      residentBytesPerRoute: Self.delta(before.residentBytes, after.residentBytes).map {
        $0 / count
      },
      addOneMilliseconds: addOneMilliseconds, skipped: nil)
    withExtendedLifetime(driver) {}
    MemoryUsage.trimHeap()
    return result
  }

  private func skipped(_ entry: ContenderEntry, _ patterns: Int, reason: String)
    -> RegistrationResult
  {
    RegistrationResult(
      name: entry.name, patterns: patterns, milliseconds: nil, heapBytesPerRoute: nil,
      residentBytesPerRoute: nil, addOneMilliseconds: nil, skipped: reason)
  }

  private static func delta(_ before: Int?, _ after: Int?) -> Double? {
    guard let before, let after else { return nil }
    return Double(after - before)
  }
}
