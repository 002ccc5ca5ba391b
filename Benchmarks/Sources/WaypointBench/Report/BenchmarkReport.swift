import Foundation

/// Everything one run measured, as written by `--json`.
struct BenchmarkReport: Sendable, Codable {
  /// When the run started, ISO 8601.
  let startedAt: String
  /// The machine, briefly.
  let machine: Machine
  /// Whether allocations were counted: `verified`, `unavailable` or the failure.
  let allocationCounter: String
  /// The one-minute load average when the run started; near the core count, other work
  /// shared the machine.
  let loadAverageAtStart: Double?
  /// The one-minute load average when the run ended.
  var loadAverageAtEnd: Double?
  /// Whether the run used `--quick`.
  let quick: Bool
  /// The contenders that ran, with what each one is.
  let contenders: [ContenderDescription]
  /// The lookup measurements, one report per route set.
  var sets: [SetReport] = []
  /// The two-thread measurements.
  var concurrency: [ConcurrencyResult] = []
  /// The registration measurements.
  var registration: [RegistrationResult] = []

  /// The machine the run measured.
  struct Machine: Sendable, Codable {
    /// The operating system, as Foundation reports it.
    let operatingSystem: String
    /// The active processor cores.
    let cores: Int
    /// The physical memory in bytes.
    let memoryBytes: UInt64

    /// This machine.
    static var current: Machine {
      let info = ProcessInfo.processInfo
      return Machine(
        operatingSystem: info.operatingSystemVersionString, cores: info.activeProcessorCount,
        memoryBytes: info.physicalMemory)
    }
  }

  /// A contender's name and what it is.
  struct ContenderDescription: Sendable, Codable {
    /// The name.
    let name: String
    /// What it is.
    let summary: String
  }

  /// Writes the report as JSON, keys in snake case (`ns_median`), to `path`.
  func write(to path: String) throws {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: URL(fileURLWithPath: path))
  }
}
