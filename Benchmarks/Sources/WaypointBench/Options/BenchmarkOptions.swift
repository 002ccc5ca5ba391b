/// The command line of `waypoint-bench`.
struct BenchmarkOptions: Sendable {
  /// `--sets`: the route sets to time lookups on; `nil` for all.
  var sets: [String]?
  /// `--contenders`: the contenders; `nil` for the default ones.
  var contenders: [String]?
  /// `--thread-sets`: the route sets of the two-thread run.
  var threadSets = ["github-values", "static"]
  /// `--registration-sizes`: the pattern counts of the registration run.
  var registrationSizes = [1_000, 10_000, 100_000]
  /// `--quick`: fewer and shorter measurements.
  var quick = false
  /// `--json`: where to write the JSON report.
  var jsonPath: String?
  /// `--route-sets`: the folder of route-set files.
  var routeSetDirectory: String?
  /// `--skip`: sections not to run (`lookups`, `threads`, `registration`).
  var skippedSections: Set<String> = []
  /// `--list`: print the sets and contenders, and stop.
  var listOnly = false
  /// `--help`.
  var helpOnly = false
  /// `--quiet`: no progress lines on standard error.
  var quiet = false
  /// `--registration-output`: run only the registration section and write its results there
  /// as JSON; the benchmark runs itself this way to measure registration in a process of its
  /// own.
  var registrationOutput: String?

  /// The usage text.
  static let usage = """
    usage: waypoint-bench [options]
      --sets a,b               route sets to time lookups on (default: all; see --list)
      --contenders a,b         contenders (default: all but r3-unsorted; see --list)
      --thread-sets a,b        sets of the two-thread run (default: github-values,static)
      --registration-sizes n,m pattern counts of the registration run (default: 1000,10000,100000)
      --skip s,t               sections to skip: lookups, threads, registration
      --quick                  fewer, shorter measurements (a smoke run)
      --json FILE              also write the results as JSON
      --route-sets DIR         folder of the .routes/.paths files (default: Benchmarks/RouteSets)
      --quiet                  no progress lines on standard error
      --list                   list route sets and contenders
      --registration-output F  only measure registration, write its results to F as JSON
                               (the benchmark runs itself this way, in a child process)
    """

  /// Reads `arguments` (without the program name).
  ///
  /// - Throws: ``OptionsError`` for an unknown option, a missing value or a bad number.
  init(arguments: [String]) throws(OptionsError) {
    var remaining = arguments[...]
    func value(for option: String) throws(OptionsError) -> String {
      guard let value = remaining.popFirst() else { throw OptionsError("\(option) needs a value") }
      return value
    }
    func list(for option: String) throws(OptionsError) -> [String] {
      try value(for: option).split(separator: ",").map(String.init)
    }
    while let option = remaining.popFirst() {
      switch option {
      case "--sets": sets = try list(for: option)
      case "--contenders": contenders = try list(for: option)
      case "--thread-sets": threadSets = try list(for: option)
      case "--registration-sizes":
        var sizes: [Int] = []
        for text in try list(for: option) {
          guard let size = Int(text.replacingOccurrences(of: "_", with: "")), size > 0 else {
            throw OptionsError("--registration-sizes takes positive whole numbers, not \(text)")
          }
          sizes.append(size)
        }
        registrationSizes = sizes.sorted()
      case "--skip": skippedSections = Set(try list(for: option))
      case "--quick": quick = true
      case "--json": jsonPath = try value(for: option)
      case "--route-sets": routeSetDirectory = try value(for: option)
      case "--quiet": quiet = true
      case "--list": listOnly = true
      case "--registration-output": registrationOutput = try value(for: option)
      case "--help", "-h": helpOnly = true
      default: throw OptionsError("unknown option \(option)")
      }
    }
    let sections: Set = ["lookups", "threads", "registration"]
    if let unknown = skippedSections.subtracting(sections).first {
      throw OptionsError("unknown section \(unknown); sections: lookups, threads, registration")
    }
  }

  /// Whether the section called `name` runs.
  func runs(_ name: String) -> Bool { !skippedSections.contains(name) }
}
