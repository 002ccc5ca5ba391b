import Foundation

/// `waypoint graph`: the route tree as Graphviz DOT, or SVG through `dot`.
enum GraphCommand: Command {
  static let name = "graph"
  static let summary = "draw the route tree as Graphviz DOT (or SVG)"
  static let help = """
    usage: waypoint graph (--routes FILE... | --manifest FILE) [--svg FILE]

    Prints the route tree as Graphviz DOT on standard output: one box per path segment, shared
    by the routes that share it, from a root per source ("/" for unrestricted routes,
    "myapp://" or "https://host" for restricted ones). The last segment of a route has a double
    border and an external label with the pattern, the route's name in parentheses, and
    "-> target" for a redirect.

    options:
      --routes FILE     a file of patterns, one per line
      --manifest FILE   a route manifest (JSON)
      --svg FILE        also render the graph to an SVG file with Graphviz's dot

    Exit status: 0; 2 for bad arguments, a route that cannot be registered, or --svg without
    Graphviz installed (apt-get install graphviz; brew install graphviz).

    """

  static func run(_ arguments: [String], output: Output) async throws -> Int32 {
    let options = try ArgumentReader(
      arguments, valueOptions: RouteInput.valueOptions.union(["svg"]), flagOptions: [])
    try options.requireNoPositional()
    let registration = try RouteInput(options).registerAll()
    let dot = RouteGraph(registration.router.routes).dot
    output.write(dot)
    if let svg = options.value("svg") { try render(dot, to: svg) }
    return 0
  }

  /// Runs `dot -Tsvg` on `text`.
  static func render(_ text: String, to path: String) throws {
    guard let executable = findExecutable("dot") else {
      throw UsageError(
        "--svg needs Graphviz's dot: apt-get install graphviz, or brew install graphviz")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-Tsvg", "-o", path]
    let input = Pipe()
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw UsageError("dot failed with status \(process.terminationStatus)")
    }
  }

  /// The path of `name` on the `PATH`, if any.
  static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
