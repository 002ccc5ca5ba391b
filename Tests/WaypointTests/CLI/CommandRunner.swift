import Foundation

@testable import WaypointCLI

/// Runs `waypoint` in-process and collects what it writes.
struct CommandRun {
  let status: Int32
  let standardOutput: String
  let standardError: String

  /// The standard output's lines, parsed as JSON objects.
  var jsonLines: [[String: Any]] {
    standardOutput.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  static func run(_ arguments: [String]) async -> CommandRun {
    let out = Buffer()
    let err = Buffer()
    let status = await WaypointTool.run(
      arguments, output: Output(write: { out.append($0) }, error: { err.append($0) }))
    return CommandRun(status: status, standardOutput: out.text, standardError: err.text)
  }

  /// Text written from any thread.
  final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""
    func append(_ text: String) { lock.withLock { storage += text } }
    var text: String { lock.withLock { storage } }
  }
}

/// The folder of the shared route sets, copied into the benchmark package.
let routeSetsDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Benchmarks/RouteSets")
