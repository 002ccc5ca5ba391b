/// `waypoint lint`: problems in a route table before a release.
enum LintCommand: Command {
  static let name = "lint"
  static let summary = "check routes for duplicates, shadowed routes, risky regexes, bad redirects"
  static let help = """
    usage: waypoint lint (--routes FILE... | --manifest FILE) [--json]

    Checks a route table and reports, one finding per line:

      error[duplicate] routes.txt:3, routes.txt:9: /search/:q is registered twice

    Findings (severity, code):
      error    duplicate                 the same pattern twice (the same pattern for another
                                         HTTP method in a routes file is one route)
      warning  sameShape                 patterns of the same shape (/search/:query beside
                                         /search/:keyword): only the first can match
      error    unreachable               a route that can never win: an earlier route always
                                         matches first (unless its handler declines)
      error    invalidPattern, invalidConstraint, invalidRegex, duplicateParameterName, ...
                                         a route the router refuses (the RouteError case name)
      error    catastrophicBacktracking  a constraint or regex that blows the match limit on
                                         hostile input
      warning  backtrackingRisk          a constraint with nested quantifiers such as (a+)+
      error    redirectLoop              redirects that lead back to where they started
      error    redirectToNowhere         a redirect to a URL that no route takes

    With --json: an array of objects with the keys severity, code, message, places.

    options:
      --routes FILE     a file of patterns, one per line
      --manifest FILE   a route manifest (JSON)
      --json            JSON output

    Exit status: 0 when there is no error (warnings allowed), 1 when there are errors, 2 for
    bad arguments or an unreadable input.

    """

  static func run(_ arguments: [String], output: Output) async throws -> Int32 {
    let options = try ArgumentReader(
      arguments, valueOptions: RouteInput.valueOptions, flagOptions: ["json"])
    try options.requireNoPositional()
    let findings = RouteLinter(try RouteInput(options)).findings()
    if options.flag("json") {
      output.write(JSONText.array(findings.map(\.json)).pretty() + "\n")
    } else {
      for finding in findings { output.write(finding.line + "\n") }
      let errors = findings.filter { $0.severity == .error }.count
      output.write("\(errors) error(s), \(findings.count - errors) warning(s)\n")
    }
    return findings.contains { $0.severity == .error } ? 1 : 0
  }
}
