import Foundation

/// `waypoint-bench`: Waypoint's routing benchmark against its peers.
///
/// Three sections, each optional: lookups on every route set (interleaved round-robin), two
/// threads on one contender, and registration cost at growing sizes.
@main
struct WaypointBench {
  static func main() async {
    let options: BenchmarkOptions
    do {
      options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      fail("\(error)\n\(BenchmarkOptions.usage)")
    }
    if options.helpOnly {
      print(BenchmarkOptions.usage)
      return
    }
    if options.listOnly {
      printList()
      return
    }
    do {
      try await run(options)
    } catch {
      fail("\(error)")
    }
  }

  private static func run(_ options: BenchmarkOptions) async throws {
    let entries = try ContenderCatalog.select(options.contenders)
    let setNames = options.sets ?? RouteSetCatalog.names
    let unknownSet = (setNames + options.threadSets).first { !RouteSetCatalog.names.contains($0) }
    if let unknownSet {
      throw UnknownNameError(kind: "route set", name: unknownSet, known: RouteSetCatalog.names)
    }
    let verification = AllocationCounter.verify()
    if case .failed(let reason) = verification {
      throw AllocationCounterError(reason: reason)
    }
    let context = Context(
      entries: entries, budget: options.quick ? .quick : .standard,
      directory: RouteSetCatalog.directory(explicit: options.routeSetDirectory),
      progress: Progress(isEnabled: !options.quiet))
    var report = BenchmarkReport(
      startedAt: ISO8601DateFormatter().string(from: Date()), machine: .current,
      allocationCounter: verification.label, loadAverageAtStart: LoadAverage.now(),
      quick: options.quick,
      contenders: entries.map { .init(name: $0.name, summary: $0.summary) })
    if let path = options.registrationOutput {
      try RegistrationProcess.write(
        await registration(options.registrationSizes, context), to: path)
      return
    }
    print(ConsoleReport.header(report))

    // Registration runs first, in a process of its own (see RegistrationProcess); its table
    // is printed last.
    if options.runs("registration") {
      report.registration = try RegistrationProcess.run(
        sizes: options.registrationSizes,
        contenders: entries.filter { !$0.isHarnessMeasure }.map(\.name), options: options)
    }
    if options.runs("lookups") {
      for name in setNames {
        let setReport = try await lookups(on: name, context)
        report.sets.append(setReport)
        print(ConsoleReport.table(setReport))
      }
    }
    if options.runs("threads") {
      report.concurrency = try await twoThreads(on: options.threadSets, context)
      print(ConsoleReport.concurrency(report.concurrency))
    }
    if options.runs("registration") {
      print(ConsoleReport.registration(report.registration))
    }
    report.loadAverageAtEnd = LoadAverage.now()
    print(ConsoleReport.footer(report))
    if let path = options.jsonPath {
      try report.write(to: path)
      context.progress.note("wrote \(path)")
    }
  }

  /// What every section needs.
  private struct Context {
    let entries: [ContenderEntry]
    let budget: BenchmarkBudget
    let directory: URL
    let progress: Progress
  }

  private static func registration(
    _ sizes: [Int], _ context: Context
  ) async throws -> [RegistrationResult] {
    context.progress.note("registration")
    return await RegistrationBenchmark(
      github: try RouteSetCatalog.load("github", from: context.directory), sizes: sizes,
      entries: context.entries.filter { !$0.isHarnessMeasure }, budget: context.budget,
      progress: context.progress
    ).run()
  }

  private static func lookups(on name: String, _ context: Context) async throws -> SetReport {
    context.progress.note("set \(name)")
    return await LookupBenchmark(
      set: try RouteSetCatalog.load(name, from: context.directory), entries: context.entries,
      budget: context.budget, progress: context.progress
    ).run()
  }

  private static func twoThreads(
    on setNames: [String], _ context: Context
  ) async throws -> [ConcurrencyResult] {
    context.progress.note("two threads: baseline")
    var results = [
      await ConcurrencyBaseline.run(
        rounds: context.budget.concurrencyRounds, target: context.budget.concurrencyTarget)
    ]
    for name in setNames {
      let set = try RouteSetCatalog.load(name, from: context.directory)
      for entry in context.entries where !entry.isHarnessMeasure {
        context.progress.note("two threads: \(name), \(entry.name)")
        results.append(
          await ConcurrencyBenchmark(set: set, entry: entry, budget: context.budget).run())
      }
    }
    return results
  }

  private static func printList() {
    print("Route sets: \(RouteSetCatalog.names.joined(separator: ", "))")
    print("Contenders:")
    for entry in ContenderCatalog.all {
      print("  \(entry.name)\(entry.runsByDefault ? "" : " (not by default)"): \(entry.summary)")
    }
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("waypoint-bench: \(message)\n".utf8))
    exit(1)
  }
}
