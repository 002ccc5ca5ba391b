/// One thing `waypoint lint` found.
struct LintFinding {
  /// Errors make `lint` exit with status 1; warnings do not.
  enum Severity: String {
    case error
    case warning
  }

  let severity: Severity
  /// A stable name: `duplicate`, `sameShape`, `unreachable`, `invalidPattern`, ...
  let code: String
  let message: String
  /// Where the routes involved were read (file and line, or manifest entry).
  let places: [String]

  /// `error[code] place: message`.
  var line: String {
    "\(severity.rawValue)[\(code)] \(places.joined(separator: ", ")): \(message)"
  }

  /// The finding as JSON.
  var json: JSONText {
    .object([
      ("severity", .string(severity.rawValue)), ("code", .string(code)),
      ("message", .string(message)), ("places", .array(places.map { .string($0) })),
    ])
  }
}
