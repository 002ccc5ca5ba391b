import Waypoint

/// `waypoint aasa`: the `applinks` section of an apple-app-site-association file.
enum AASACommand: Command {
  static let name = "aasa"
  static let summary = "write the applinks section of an apple-app-site-association file"
  static let help = """
    usage: waypoint aasa --app-id TEAMID.bundle.id [--app-id ...]
                         (--routes FILE... | --manifest FILE) [--origin URL]

    Prints an apple-app-site-association file whose applinks section covers the routes that
    universal links can reach: unrestricted routes and routes restricted to a web origin (only
    to --origin when given). Internal-only routes come first as "exclude": true components,
    so that the system never opens the app for them; routes restricted to an app scheme are
    left out. A parameter or wildcard becomes ?* (one character or more); an optional part
    gives one path with it and one without; literals are percent-decoded. Raw regex routes
    cannot be written as AASA paths: they are left out, with a note on standard error.

    Output:

      {
        "applinks": {
          "details": [
            {
              "appIDs": ["ABCDE12345.com.example.shop"],
              "components": [
                { "/": "/admin", "exclude": true, "comment": "admin" },
                { "/": "/product/?*", "comment": "product.show" }
              ]
            }
          ]
        }
      }

    options:
      --app-id ID       an app identifier, TEAMID.bundle.id (repeatable, at least one)
      --routes FILE     a file of patterns, one per line
      --manifest FILE   a route manifest (JSON)
      --origin URL      only routes for this web origin (and unrestricted routes)

    Exit status: 0; 2 for bad arguments or a route that cannot be registered.

    """

  static func run(_ arguments: [String], output: Output) async throws -> Int32 {
    let options = try ArgumentReader(
      arguments, valueOptions: RouteInput.valueOptions.union(["app-id", "origin"]), flagOptions: [])
    try options.requireNoPositional()
    let appIDs = options.values("app-id")
    guard !appIDs.isEmpty else { throw UsageError("give --app-id TEAMID.bundle.id") }
    for appID in appIDs where !appID.contains(".") || appID.hasPrefix(".") {
      throw UsageError("--app-id \(appID) is not TEAMID.bundle.id")
    }
    var origin: WebOrigin?
    if let text = options.value("origin") {
      do {
        origin = try WebOrigin(text)
      } catch {
        throw UsageError("invalid --origin: \(error)")
      }
    }
    let registration = try RouteInput(options).registerAll()
    let association = AppSiteAssociation(
      routes: registration.router.routes, appIDs: appIDs, origin: origin)
    for pattern in association.skipped {
      output.error(
        "waypoint aasa: the raw regex route \(pattern) cannot be written as a path; left out\n")
    }
    output.write(association.json.pretty() + "\n")
    return 0
  }
}
