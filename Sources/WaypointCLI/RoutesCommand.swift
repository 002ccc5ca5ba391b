import Waypoint

/// `waypoint routes`: the routes in dispatch order.
enum RoutesCommand: Command {
  static let name = "routes"
  static let summary = "list the routes in dispatch order"
  static let help = """
    usage: waypoint routes (--routes FILE... | --manifest FILE) [--json]

    Lists the routes in the order the router tries them: priority (higher first), then path
    patterns before raw regexes, then specificity (literal, text with a parameter or wildcard,
    constrained parameter, parameter, wildcard, segment by segment), then source restriction, then the
    order given.

    Output, one route per line:

      1  0  /user/me         name=me  handler=account.me  [requiresLogin]
      2  0  /user/:id        ...
      3  0  /item/:id        -> /product/:id

      columns: position, priority, pattern, then name, handler, flags, presentation, and
      "-> target" for a redirect.

    With --json: an array of objects with the keys position, priority, pattern, name,
    handler, flags (array), presentation, redirect (target or null), place (file and line).

    options:
      --routes FILE     a file of patterns, one per line (# comments; a leading HTTP method
                        column is ignored; the same pattern for another method is one route)
      --manifest FILE   a route manifest (JSON)
      --json            JSON output

    Exit status: 0; 2 for bad arguments or a route that cannot be registered (named with its
    place).

    """

  static func run(_ arguments: [String], output: Output) async throws -> Int32 {
    let options = try ArgumentReader(
      arguments, valueOptions: RouteInput.valueOptions, flagOptions: ["json"])
    try options.requireNoPositional()
    let registration = try RouteInput(options).registerAll()
    let routes = registration.router.routes
    if options.flag("json") {
      let items = routes.enumerated().map { position, route in
        JSONText.object([
          ("position", .number(position + 1)),
          ("priority", .number(route.priority)),
          ("pattern", .string(route.pattern)),
          ("name", .string(route.name)),
          ("handler", .string(route.handlerName)),
          ("flags", .array(flagNames(route.flags).map { .string($0) })),
          ("presentation", .string(route.presentation?.description)),
          ("redirect", .string(route.redirectTarget)),
          ("place", .string(registration.places[ObjectIdentifier(route)])),
        ])
      }
      output.write(JSONText.array(items).pretty() + "\n")
      return 0
    }
    let width = routes.map(\.pattern.count).max() ?? 0
    for (position, route) in routes.enumerated() {
      var columns = [
        String(position + 1).leftPadded(to: 4), String(route.priority).leftPadded(to: 4),
        route.pattern.padding(toLength: width, withPad: " ", startingAt: 0),
      ]
      if let target = route.redirectTarget { columns.append("-> \(target)") }
      if let name = route.name { columns.append("name=\(name)") }
      if let handler = route.handlerName { columns.append("handler=\(handler)") }
      let flags = flagNames(route.flags)
      if !flags.isEmpty { columns.append("[\(flags.joined(separator: ", "))]") }
      if let presentation = route.presentation { columns.append("presentation=\(presentation)") }
      output.write(columns.joined(separator: "  ").trimmingTrailingSpaces() + "\n")
    }
    return 0
  }

  /// The names of the flags, as manifests write them.
  static func flagNames(_ flags: RouteFlags) -> [String] {
    var names: [String] = []
    if flags.contains(.internalOnly) { names.append("internalOnly") }
    if flags.contains(.requiresLogin) { names.append("requiresLogin") }
    return names
  }
}

extension String {
  /// The text with spaces added before it up to `width` characters.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }

  /// The text without trailing spaces.
  func trimmingTrailingSpaces() -> String {
    var text = Substring(self)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
