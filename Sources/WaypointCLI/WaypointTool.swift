/// The `waypoint` command: route tooling for people debugging and checking their routes.
enum WaypointTool {
  /// The commands, by name.
  static var commands: [any Command.Type] {
    [
      MatchCommand.self, RoutesCommand.self, LintCommand.self, GraphCommand.self, AASACommand.self,
      DiffCommand.self,
    ]
  }

  /// Runs the tool with `arguments` (without the program name).
  ///
  /// - Returns: the exit status: 0 when the work was done, 1 when a check found errors,
  ///   2 for bad arguments.
  static func run(_ arguments: [String], output: Output) async -> Int32 {
    guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
      output.write(usage)
      return arguments.isEmpty ? 2 : 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      output.error("waypoint: unknown command '\(name)'\n\n" + usage)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      output.write(command.help)
      return 0
    }
    do {
      return try await command.run(rest, output: output)
    } catch let error as UsageError {
      output.error("waypoint \(name): \(error.message)\n")
      return 2
    } catch {
      output.error("waypoint \(name): \(error)\n")
      return 2
    }
  }

  static var usage: String {
    """
    usage: waypoint <command> [options]

    commands:
    \(commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

    Run 'waypoint <command> --help' for a command's options and output.

    """
  }
}

/// One `waypoint` command.
protocol Command {
  /// The name on the command line.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The full help text: usage, options, output, exit status.
  static var help: String { get }
  /// Runs the command; throws ``UsageError`` for bad arguments.
  static func run(_ arguments: [String], output: Output) async throws -> Int32
}

/// Bad arguments: the message goes to standard error and the exit status is 2.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
