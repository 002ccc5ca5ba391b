import Foundation
import Waypoint

/// `waypoint diff`: what a route change does to real links.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "report the links that a route change sends elsewhere"
  static let help = """
    usage: waypoint diff OLD NEW [--urls FILE]... [--states FILE]...
                         [--app-scheme SCHEME]... [--web-origin ORIGIN]... [--json]
                         [--allow-changes]

    Matches sample URLs against two route tables, OLD and NEW (each a routes file or a route
    manifest: a file whose text starts with '{' is read as a manifest), and reports every
    URL whose outcome differs:

      /item/9: otherRoute
        before: /item/:id {id=9}
        after:  /item/:slug {slug=9}

    The samples are the URLs of --urls files (one per line, '#' starts a comment) and URLs
    generated from every route of both tables, with parameters filled by values that satisfy
    their constraints (optional parts present, and absent). Routes for which no URL can be
    made (raw regex routes, constraints no tried value satisfies) are listed as not sampled.

    A typed route of OLD ("typed": true, a route the app's code registers) that NEW does not
    restate is kept in NEW, as the app keeps it when it applies NEW.

    Kinds of change: otherRoute, otherParameters, nowUnmatched, newlyMatched,
    redirectedElsewhere, sourceNoLongerAdmitted, newlyAdmitted, otherRefusal.

    With --states, the saved navigation states of FILE are restored by both tables (each
    entry re-resolved by its URL, redirects and middleware included) and every entry that
    NEW restores differently is reported after the links:

      states.json[0] tab orders [1] item(id=4): moved
        before: item(id=4) /item/4
        after:  product(id=4) /product/4

    Kinds: moved (another route, parameters or URL), broken (NEW leaves it out),
    newlyRestored (OLD left it out). FILE holds a JSON array of saved states, as
    NavigationState.json() writes them, or one state per line ('#' starts a comment); a
    state is named FILE[INDEX] in an array, FILE:LINE in lines.

    options:
      --urls FILE            sample URLs, one per line (repeatable)
      --states FILE          saved navigation states to restore (repeatable)
    \(sourceOptions)
      --json                 JSON output: {"checked":N,"changes":[{"url","kind","before",
                             "after"}],"unsampled":[{"table","pattern","reason"}]}, with
                             --states also "states":{"checked":N,"changes":[{"state",
                             "place","entry","kind","before","after"}]}
      --allow-changes        exit 0 even when links or saved states changed

    Exit status: 0 when no link and no saved state changed (or --allow-changes), 1 when
    some did, 2 for bad arguments, an unreadable or invalid table, or a states file that
    cannot be read or holds something that is not a navigation state.

    """

  /// The entries of `--app-scheme` and `--web-origin` in the options list.
  private static let sourceOptions = [
    SourceOption.appScheme.helpLine("an app scheme both tables accept", column: 25),
    SourceOption.webOrigin.helpLine("a web origin both tables accept, https://host", column: 25),
  ].joined(separator: "\n")

  static func run(_ arguments: [String], output: Output) async throws -> Int32 {
    let options = try ArgumentReader(
      arguments, valueOptions: ["urls", "states"], flagOptions: ["json", "allow-changes"],
      sources: SourceOption.allCases)
    guard options.positional.count == 2 else {
      throw UsageError("give two route tables, OLD and NEW (routes files or manifests)")
    }
    let oldInput = try RouteInput(tableAt: options.positional[0])
    // NEW keeps the typed routes of OLD it does not restate, as the app does.
    let newInput = try RouteInput(tableAt: options.positional[1]).carryingTypedRoutes(of: oldInput)
    let old = try table(oldInput, on: try options.router())
    let new = try table(newInput, on: try options.router())
    let diff = old.linkChanges(to: new, urls: try options.urls())
    let paths = options.values("states")
    let states = paths.isEmpty ? nil : try await StateReport(old: old, new: new, paths: paths)
    if options.flag("json") {
      var object = json(diff)
      if let states, case .object(let fields) = object {
        object = .object(fields + [("states", states.json)])
      }
      output.write(object.rendered + "\n")
    } else {
      output.write(text(diff) + (states?.text ?? ""))
    }
    let unchanged = diff.isEmpty && states?.changes.isEmpty != false
    return unchanged || options.flag("allow-changes") ? 0 : 1
  }

  /// `router` with every route of `input` registered, or a usage error naming the first entry
  /// refused.
  private static func table(_ input: RouteInput, on router: Router) throws -> Router {
    let registration = input.register(on: router)
    if let (place, error) = registration.refused.first { throw UsageError("\(place): \(error)") }
    return router
  }

  private static func text(_ diff: LinkDiff) -> String {
    var text = ""
    for change in diff.changes {
      text += "\(change.url): \(change.kind.rawValue)\n"
      text += "  before: \(change.before)\n"
      text += "  after:  \(change.after)\n"
    }
    for route in diff.unsampledRoutes {
      text += "not sampled: \(route)\n"
    }
    text +=
      "\(diff.changes.count) of \(diff.checkedURLCount) URL(s) changed;"
      + " \(diff.unsampledRoutes.count) route(s) not sampled\n"
    return text
  }

  private static func json(_ diff: LinkDiff) -> JSONText {
    .object([
      ("checked", .number(diff.checkedURLCount)),
      (
        "changes",
        .array(
          diff.changes.map { change in
            .object([
              ("url", .string(change.url)), ("kind", .string(change.kind.rawValue)),
              ("before", .string(change.before.description)),
              ("after", .string(change.after.description)),
            ])
          })
      ),
      (
        "unsampled",
        .array(
          diff.unsampledRoutes.map { route in
            .object([
              ("table", .string(route.table.rawValue)), ("pattern", .string(route.pattern)),
              ("reason", .string(route.reason)),
            ])
          })
      ),
    ])
  }
}
