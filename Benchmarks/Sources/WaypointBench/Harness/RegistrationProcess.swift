import Foundation

/// Runs the registration section in a child process of this executable.
///
/// Registering 100k routes and freeing them leaves the heap spread over far more memory than
/// the lookups need, and lookups on a large table that run after it on that heap measured up
/// to 1.5 times slower, for every contender. A child process keeps the lookups on a fresh
/// heap, and gives the registration figures one of their own.
enum RegistrationProcess {
  /// Runs `waypoint-bench --registration-output FILE` with the given sizes and contenders,
  /// and returns the results the child wrote.
  ///
  /// - Throws: ``RegistrationProcessError`` when the child cannot start, fails, or writes no
  ///   readable results.
  static func run(
    sizes: [Int], contenders: [String], options: BenchmarkOptions
  ) throws -> [RegistrationResult] {
    guard let executable = Bundle.main.executableURL else {
      throw RegistrationProcessError("cannot locate this executable")
    }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-bench-registration-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: output) }
    var arguments = [
      "--registration-output", output.path,
      "--registration-sizes", sizes.map(String.init).joined(separator: ","),
      "--contenders", contenders.joined(separator: ","),
    ]
    if options.quick { arguments.append("--quick") }
    if options.quiet { arguments.append("--quiet") }
    if let directory = options.routeSetDirectory {
      arguments += ["--route-sets", directory]
    }
    let child = Process()
    child.executableURL = executable
    child.arguments = arguments
    do {
      try child.run()
    } catch {
      throw RegistrationProcessError("cannot start \(executable.path): \(error)")
    }
    child.waitUntilExit()
    guard child.terminationReason == .exit, child.terminationStatus == 0 else {
      throw RegistrationProcessError(
        "the registration run failed (status \(child.terminationStatus))")
    }
    do {
      return try JSONDecoder().decode([RegistrationResult].self, from: Data(contentsOf: output))
    } catch {
      throw RegistrationProcessError("cannot read the registration results: \(error)")
    }
  }

  /// Writes `results` where the parent process reads them.
  static func write(_ results: [RegistrationResult], to path: String) throws {
    try JSONEncoder().encode(results).write(to: URL(fileURLWithPath: path))
  }
}

/// The registration child process could not run or report.
struct RegistrationProcessError: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  init(_ description: String) { self.description = description }
}
