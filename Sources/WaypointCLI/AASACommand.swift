import Foundation
import Waypoint

/// `waypoint aasa`: the `applinks` section of an apple-app-site-association file, written from
/// a route table or checked against one.
enum AASACommand: Command {
  static let name = "aasa"
  static let summary = "write an apple-app-site-association file, or check one against the table"
  static let help = """
    usage: waypoint aasa --app-id TEAMID.bundle.id [--app-id ...]
                         (--routes FILE... | --manifest FILE) [--web-origin ORIGIN]...
                         [--browser-route NAME]... [--case-insensitive] [--web-fragment NAME]
                         [--output DIR]
           waypoint aasa --check FILE --app-id TEAMID.bundle.id [--app-id ...]
                         (--routes FILE... | --manifest FILE) [--web-origin ORIGIN]
                         [--browser-route NAME]... [--case-insensitive] [--urls FILE]...
                         [--strict] [--json]

    Writes the apple-app-site-association file of a web origin: one component per way of
    writing each route that universal links from the origin reach (unrestricted routes and
    routes restricted to it), in dispatch order. Redirect routes are included (the app
    redirects them); internal-only routes come first as "exclude": true components, so that
    the system never opens the app for them; routes for app schemes are left out. Raw regex
    routes cannot be written as a path: they are left out, with a note on standard error.

    The system's patterns have no "one segment": a parameter becomes ?*, which also matches
    text with /. A constraint becomes the narrowest pattern that covers it (\\d{4} is
    $(digit)$(digit)$(digit)$(digit), \\d+ is $(digit)*, json|xml a substitution variable);
    a component wider than its route says "wider:" and why in its comment. Literals are
    written percent-encoded, as the system compares them ("percentEncoded": true where one
    holds an escape); --case-insensitive (a router that ignores case) writes
    "caseSensitive": false on every component.

      {
        "applinks": {
          "details": [
            {
              "appIDs": ["ABCDE12345.com.example.shop"],
              "components": [
                { "/": "/admin", "exclude": true, "comment": "admin: internal-only" },
                { "/": "/product/$(digit)*",
                  "comment": "product.show; wider: the format has no repetition" }
              ]
            }
          ]
        }
      }

    With --check FILE, compares a deployed file with the table both ways, on sample URLs,
    matching as Apple documents the system does (components in order, exclude, * and ?,
    caseSensitive, percentEncoded, defaults, substitution variables, the older paths):

      missing     a route takes the URL, the file does not send it (it opens the browser)
      unrouted    the file sends the URL, no route takes it (the app opens on nothing)
      approximated  unrouted, but the file waypoint aasa writes sends it too: the format
                  cannot leave it out (/product/x/y for /product/:id); not a disagreement
                  unless --strict
      note        an internal-only route's URL that the file keeps in the browser while a
                  later route would take it in the app

    The route URLs are those of waypoint diff (parameters filled with values that satisfy
    their constraints); raw regex routes are listed as not checked. The file URLs are made
    from each component (? as x, * as nothing, then * as x/y and x).

    options:
      --app-id ID          an app identifier, TEAMID.bundle.id (repeatable, at least one)
      --routes FILE        a file of patterns, one per line
      --manifest FILE      a route manifest (JSON)
    \(webOriginOption)
                           without it, the one web origin routes of the table name
      --browser-route NAME a route (name or pattern) that hands the link back to the
                           browser: left out of the file, and its URLs count as not taken
                           (repeatable)
      --case-insensitive   the app's router ignores case
      --web-fragment NAME  first, an exclusion of URLs whose fragment is NAME (#NAME keeps
                           any link in the browser)
      --output DIR         write DIR/HOST/apple-app-site-association for each web origin
      --check FILE         check FILE instead of writing one
      --urls FILE          more URLs to check, one per line, '#' starts a comment (repeatable)
      --strict             count approximated URLs as disagreements
      --json               the check as JSON: {"agree", "missing", "unrouted",
                           "approximated", "internalOnly", "notChecked", "warnings", ...}

    Exit status: 0 when the file is written, or the file and the table agree; 1 when they do
    not; 2 for a file that cannot be read or is not a valid association file, bad arguments,
    or a route that cannot be registered.

    """

  /// The entry of `--web-origin` in the options list.
  private static let webOriginOption = SourceOption.webOrigin.helpLine(
    "the web origin the file is for", column: 23)

  static func run(_ arguments: [String], output: Output) async throws -> Int32 {
    let options = try ArgumentReader(
      arguments,
      valueOptions: RouteInput.valueOptions.union([
        "app-id", "browser-route", "web-fragment", "output", "check", "urls",
      ]),
      flagOptions: ["case-insensitive", "strict", "json"], sources: [.webOrigin])
    try options.requireNoPositional()
    let appIDs = options.values("app-id")
    guard !appIDs.isEmpty else { throw UsageError("give --app-id TEAMID.bundle.id") }
    for appID in appIDs where !appID.contains(".") || appID.hasPrefix(".") {
      throw UsageError("--app-id \(appID) is not TEAMID.bundle.id")
    }
    let checking = options.value("check") != nil
    for option in checking ? ["output", "web-fragment"] : ["urls"]
    where options.value(option) != nil {
      throw UsageError("--\(option) \(checking ? "does not go with" : "needs") --check")
    }
    for flag in ["strict", "json"] where !checking && options.flag(flag) {
      throw UsageError("--\(flag) needs --check")
    }
    let input = try RouteInput(options)
    var origins = try options.webOrigins()
    let named = origins.isEmpty ? "the table names" : "you gave"
    let plain = input.register(on: Router()).router
    if origins.isEmpty { origins = plain.routeWebOrigins }
    let caseInsensitive = options.flag("case-insensitive")
    let browserRoutes = Set(options.values("browser-route"))
    for name in browserRoutes.sorted()
    where !plain.routes.contains(where: { $0.name == name || $0.pattern == name }) {
      output.error("waypoint aasa: warning: --browser-route \(name) names no route\n")
    }
    if let path = options.value("check") {
      guard origins.count == 1 else {
        throw UsageError(
          origins.isEmpty
            ? "give --web-origin: the check needs the origin the file is served from"
            : "\(named) several web origins (\(list(origins))); give the one --web-origin the file is for"
        )
      }
      let router = try table(input, origin: origins[0], caseInsensitive: caseInsensitive)
      return try check(
        path, on: router, origin: origins[0], appIDs: appIDs, browserRoutes: browserRoutes,
        options: options, output: output)
    }
    let directory = options.value("output")
    guard origins.count <= 1 || directory != nil else {
      throw UsageError(
        "\(named) several web origins (\(list(origins))); give one --web-origin, or --output DIR for a file each"
      )
    }
    for origin in origins.isEmpty ? [nil] : origins.map(Optional.some) {
      let router = try table(input, origin: origin, caseInsensitive: caseInsensitive)
      let association = router.siteAssociation(
        appIDs: appIDs, origin: origin, browserRoutes: browserRoutes,
        webFragment: options.value("web-fragment"))
      for warning in association.warnings {
        output.error("waypoint aasa: \(warning.location): \(warning.message)\n")
      }
      let json = association.json
      if json.utf8.count > SiteAssociationError.maximumByteCount {
        output.error(
          "waypoint aasa: the file is \(json.utf8.count) bytes; the system reads at most \(SiteAssociationError.maximumByteCount)\n"
        )
      }
      guard let directory else {
        output.write(json)
        continue
      }
      let host = origin.map { origin in origin.port.map { "\(origin.host):\($0)" } ?? origin.host }
      let folder = URL(fileURLWithPath: directory).appendingPathComponent(host ?? "")
      let file = folder.appendingPathComponent("apple-app-site-association")
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: file, options: .atomic)
      } catch {
        throw UsageError("cannot write \(file.path): \(error.localizedDescription)")
      }
      output.write("\(file.path)\n")
    }
    return 0
  }

  /// A router that accepts `origin`, with the table registered.
  ///
  /// - Throws: ``UsageError`` naming the first entry refused.
  private static func table(_ input: RouteInput, origin: WebOrigin?, caseInsensitive: Bool) throws
    -> Router
  {
    let router = Router(
      configuration: Router.Configuration(
        webOrigins: origin.map { [$0] } ?? [], caseInsensitive: caseInsensitive))
    let registration = input.register(on: router)
    if let (place, error) = registration.refused.first { throw UsageError("\(place): \(error)") }
    return router
  }

  private static func list(_ origins: [WebOrigin]) -> String {
    origins.map(\.description).joined(separator: ", ")
  }
}
