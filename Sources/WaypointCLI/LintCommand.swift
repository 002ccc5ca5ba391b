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
      error    unreachable               a route that can never win: an earlier route in
                                         dispatch order matches every URL it does (unless its
                                         handler declines); see below
      error    invalidPattern, invalidConstraint, invalidRegex, duplicateParameterName, ...
                                         a route the router refuses (the RouteError case name)
      error    catastrophicBacktracking  a constraint or regex that blows the match limit on
                                         hostile input
      warning  backtrackingRisk          a constraint with nested quantifiers such as (a+)+
      error    redirectLoop              redirects that lead back to where they started
      error    redirectToNowhere         a redirect to a URL that no route takes

    Unreachable routes are reported only when lint can prove it. It reads literal segments,
    parameters, wildcards (one or more characters), optional parts, and constraints written as
    [^/]+, [^/]*, .+ or .* (also lazy, or in a group); another constraint is only known to
    match what the same regex does, and, when it can never match a /, to be covered by a
    parameter. A constraint that matches the empty string also matches its last segment
    absent, so /t/:id(\\d*) (which matches /t) is not behind /t/:x, and /y{/:q} is behind
    /y/:p(.*) (lint counts it for [^/]* and .* only). An earlier route covers
    only routes of its own source (whether an unrestricted route takes the URLs of a source
    that a route names depends on the router's configuration), and an internal-only route
    only internal-only routes. Raw regex routes are not compared. Each route is compared
    with the earlier routes that share its leading segments, so large tables lint quickly.

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
