import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process of one of the package's executables (built beside the test bundle), whose
/// standard output is read line by line as it comes.
final class ChildProcess: @unchecked Sendable {
  private let process = Process()
  private let output = Pipe()
  private let lock = NSLock()
  private var text = ""
  private var ended = false

  /// Starts the executable `name` with `arguments`.
  init(_ name: String, arguments: [String]) throws {
    process.executableURL = try Self.executable(name)
    process.arguments = arguments
    process.standardOutput = output
    // Under `make leaks` the child is built with AddressSanitizer too: what it still holds
    // when it exits is no leak of the library, and a leak report would change its exit status,
    // which the tests read.
    var environment = ProcessInfo.processInfo.environment
    let asanOptions = environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
    environment["ASAN_OPTIONS"] = asanOptions + "detect_leaks=0"
    process.environment = environment
    try process.run()
    let reader = output.fileHandleForReading
    Thread.detachNewThread { [self] in
      while true {
        let data = reader.availableData
        if data.isEmpty { break }
        lock.withLock { text += String(decoding: data, as: UTF8.self) }
      }
      lock.withLock { ended = true }
    }
  }

  /// The complete lines written so far.
  var lines: [String] {
    lock.withLock {
      text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
  }

  /// Waits until the process wrote `line`, or `timeout` passed; returns whether it did.
  func waitForLine(_ line: String, timeout: Duration = .seconds(120)) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !lines.contains(line) {
      if ContinuousClock.now > deadline || !process.isRunning && lock.withLock({ ended }) {
        return lines.contains(line)
      }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return true
  }

  /// Waits until the process ended and its output was read, or `timeout` passed (the process
  /// is killed then); returns its status, or `nil` when it had to be killed.
  func waitForExit(timeout: Duration = .seconds(120)) async -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning || !lock.withLock({ ended }) {
      if ContinuousClock.now > deadline {
        kill(SIGKILL)
        return nil
      }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return process.terminationStatus
  }

  /// Sends `signal` to the process.
  func kill(_ signal: Int32) {
    #if canImport(Glibc)
      _ = Glibc.kill(process.processIdentifier, signal)
    #elseif canImport(Darwin)
      _ = Darwin.kill(process.processIdentifier, signal)
    #endif
  }

  /// How the process ended: by a signal (its number) or an exit (`nil`).
  var terminatingSignal: Int32? {
    process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
  }

  /// The executable `name`, built into the folder of the test bundle or one above it.
  private static func executable(_ name: String) throws -> URL {
    var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for start in folders {
      var folder = start
      for _ in 0..<4 {
        let candidate = folder.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder.deleteLastPathComponent()
      }
    }
    throw CocoaError(
      .fileNoSuchFile,
      userInfo: [NSLocalizedDescriptionKey: "\(name) is not built beside the tests: swift build"])
  }
}
