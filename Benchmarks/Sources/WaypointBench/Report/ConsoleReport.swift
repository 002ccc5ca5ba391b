/// The readable tables on standard output.
enum ConsoleReport {
  /// The header: machine, allocation counter, contenders.
  static func header(_ report: BenchmarkReport) -> String {
    var lines = [
      "Waypoint benchmark: \(report.machine.cores) cores, \(report.machine.operatingSystem)",
      "Allocation counter: \(report.allocationCounter)",
      "Load average at start: \(report.loadAverageAtStart.map { Format.decimal($0, digits: 2) } ?? "n/a")",
      "Contenders:",
    ]
    let width = report.contenders.map(\.name.count).max() ?? 0
    for contender in report.contenders {
      lines.append("  \(Format.left(contender.name, width))  \(contender.summary)")
    }
    lines.append(
      "Times are ns per lookup over repetitions interleaved round-robin: median [min-max]. "
        + "INVALID: some checked lookup missed, matched the wrong pattern, or extracted "
        + "wrong parameter values.")
    return lines.joined(separator: "\n")
  }

  /// The closing lines: the load at the end (this run adds about one), and a warning when
  /// the machine was already busy at the start.
  static func footer(_ report: BenchmarkReport) -> String {
    let end = report.loadAverageAtEnd.map { Format.decimal($0, digits: 2) } ?? "n/a"
    var lines = ["", "Load average at end: \(end) (this run adds about 1)"]
    if let start = report.loadAverageAtStart, start > Double(report.machine.cores) / 2 {
      lines.append(
        "WARNING: the machine was busy when the run started (load \(Format.decimal(start, digits: 2))"
          + " on \(report.machine.cores) cores): absolute figures and the two-thread ratios are "
          + "pessimistic; compare contenders within this run only.")
    }
    return lines.joined(separator: "\n")
  }

  /// The table of one route set.
  static func table(_ set: SetReport) -> String {
    let nameWidth = max(9, set.results.map(\.name.count).max() ?? 0)
    var lines = [
      "",
      "== \(set.name): \(set.summary)",
      "   \(set.routes) routes, \(set.patterns) patterns, \(set.lookups) lookups"
        + (set.synthetic ? "  [SYNTHETIC]" : ""),
      "   " + Format.left("contender", nameWidth) + Format.right("median", 10)
        + Format.right("min", 10) + Format.right("max", 10) + Format.right("lookups/s", 13)
        + Format.right("allocs", 10) + Format.right("misses", 8) + Format.right("wrong", 7)
        + Format.right("params", 8) + "  status   timed",
    ]
    for result in set.results {
      lines.append("   " + row(result, set: set, nameWidth: nameWidth))
    }
    if let ratios = ratios(set) { lines.append("   " + ratios) }
    for result in set.results {
      for example in result.failureExamples {
        lines.append("   \(result.name): \(example)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The issue-10 ratios of the medians, where both contenders of a ratio ran:
  /// `waypoint-match / pcre2-c` (the engine's floor; lower is better) and
  /// `r3 / waypoint-match` (higher is better).
  private static func ratios(_ set: SetReport) -> String? {
    let ratio = { (value: Double?) in value.map { Format.decimal($0, digits: 2) + "x" } }
    let parts = [
      ratio(set.waypointMatchOverPCRE2C).map { "waypoint-match / pcre2-c = \($0)" },
      ratio(set.r3OverWaypointMatch).map { "r3 / waypoint-match = \($0)" },
      ratio(set.waypointMatchOverPCRE2CNetOfHarness).map {
        "net of harness-floor: waypoint-match / pcre2-c = \($0)"
      },
    ].compactMap { $0 }
    return parts.isEmpty ? nil : "ratios of medians: " + parts.joined(separator: ", ")
  }

  private static func row(_ result: LookupResult, set: SetReport, nameWidth: Int) -> String {
    let name = Format.left(result.name, nameWidth)
    if let error = result.error { return "\(name)  ERROR: \(error)" }
    let status = result.harnessMeasure ? "harness" : result.valid ? "ok     " : "INVALID"
    let params = result.parameterMismatches.map { $0 == 0 ? "ok" : "\($0) bad" } ?? "-"
    var timed = "\(result.timedLookups) x\(result.passesPerRepetition) x\(result.repetitions)"
    if result.timedLookups < set.lookups {
      timed = "SUBSET \(result.timedLookups)/\(set.lookups) x\(result.repetitions)"
    }
    if result.checkedLookups < set.lookups, !result.harnessMeasure {
      timed += ", checked \(result.checkedLookups)/\(set.lookups)"
    }
    return name
      + Format.right(result.nsMedian.map(Format.nanoseconds) ?? "-", 10)
      + Format.right(result.nsMin.map(Format.nanoseconds) ?? "-", 10)
      + Format.right(result.nsMax.map(Format.nanoseconds) ?? "-", 10)
      + Format.right(result.lookupsPerSecond.map(Format.grouped) ?? "-", 13)
      + Format.right(result.allocationsPerLookup.map(Format.count) ?? "n/a", 10)
      + Format.right("\(result.misses)", 8) + Format.right("\(result.wrong)", 7)
      + Format.right(params, 8) + "  \(status)  \(timed)"
  }

  /// The table of the two-thread run.
  static func concurrency(_ results: [ConcurrencyResult]) -> String {
    let nameWidth = max(9, results.map(\.contender.count).max() ?? 0)
    let rate = { (value: Double?) in Format.right(value.map(Format.grouped) ?? "-", 14) }
    let ratio = { (value: Double?) in
      Format.right(value.map { Format.decimal($0, digits: 2) } ?? "-", 7)
    }
    var lines = [
      "",
      "== Two threads: aggregate lookups/s vs one thread, on one shared instance and on an "
        + "instance each (medians of \(results.first?.rounds ?? 0) rounds)",
      "   " + Format.left("set", 14) + Format.left("contender", nameWidth)
        + Format.right("1 thread/s", 14) + Format.right("2 shared/s", 14) + Format.right("ratio", 7)
        + Format.right("best", 7) + Format.right("2 separate/s", 14) + Format.right("ratio", 7)
        + Format.right("best", 7),
    ]
    for result in results {
      let prefix = "   " + Format.left(result.set, 14) + Format.left(result.contender, nameWidth)
      if let error = result.error {
        lines.append(prefix + "  ERROR: \(error)")
        continue
      }
      lines.append(
        prefix + rate(result.singleThreadLookupsPerSecond)
          + rate(result.twoThreadLookupsPerSecond) + ratio(result.ratio)
          + ratio(result.bestRatio) + rate(result.separateInstancesLookupsPerSecond)
          + ratio(result.separateInstancesRatio) + ratio(result.bestSeparateInstancesRatio))
    }
    lines.append(
      "   \(ConcurrencyBaseline.name): a loop that shares no memory (iterations/s): 2.00 means "
        + "two cores were free; it scales even on SMT siblings, lookups do not.")
    lines.append(
      "   shared ratio well below separate: the shared instance costs (locks, shared counters, "
        + "reference counting); both low: the machine is the limit.")
    return lines.joined(separator: "\n")
  }

  /// The table of the registration run.
  static func registration(_ results: [RegistrationResult]) -> String {
    let nameWidth = max(9, results.map(\.name.count).max() ?? 0)
    var lines = [
      "",
      "== Registration (SYNTHETIC patterns: GitHub API under /vN prefixes), one contender "
        + "alive at a time",
      "   " + Format.left("contender", nameWidth) + Format.right("patterns", 10)
        + Format.right("time ms", 11) + Format.right("us/route", 10)
        + Format.right("heap B/route", 14) + Format.right("RSS B/route", 13)
        + Format.right("add 1 ms", 10),
    ]
    for result in results {
      let prefix =
        "   " + Format.left(result.name, nameWidth)
        + Format.right(Format.grouped(Double(result.patterns)), 10)
      if let skipped = result.skipped {
        lines.append(prefix + "  skipped: \(skipped)")
        continue
      }
      let perRoute = result.milliseconds.map { $0 * 1000 / Double(result.patterns) }
      lines.append(
        prefix + Format.right(result.milliseconds.map { Format.decimal($0, digits: 1) } ?? "-", 11)
          + Format.right(perRoute.map { Format.decimal($0, digits: 2) } ?? "-", 10)
          + Format.right(
            result.heapBytesPerRoute.map { Format.decimal($0, digits: 0) } ?? "n/a", 14)
          + Format.right(
            result.residentBytesPerRoute.map { Format.decimal($0, digits: 0) } ?? "n/a", 13)
          + Format.right(result.addOneMilliseconds.map { Format.decimal($0, digits: 2) } ?? "-", 10)
      )
    }
    lines.append(
      "   add 1: median time to register one more route, one at a time, after the others. "
        + "heap: mallinfo2 in-use bytes (excludes PCRE2 JIT code, which is mmapped); RSS: "
        + "resident-set growth (includes it, but undercounts when freed memory is reused).")
    return lines.joined(separator: "\n")
  }
}
