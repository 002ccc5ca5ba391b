import Foundation
import Waypoint

extension AASACommand {
  /// `waypoint aasa --check FILE`: reads the file at `path` and compares it with `router`'s
  /// table.
  ///
  /// - Returns: 0 when they agree, 1 when they do not, 2 when the file cannot be read or is
  ///   not a valid association file.
  static func check(
    _ path: String, on router: Router, origin: WebOrigin, appIDs: [String],
    browserRoutes: Set<String>, options: ArgumentReader, output: Output
  ) throws -> Int32 {
    let json = options.flag("json")
    let urls = try options.urls()
    let file: SiteAssociation
    do {
      guard let data = FileManager.default.contents(atPath: path) else {
        return badFile(path, at: nil, "cannot read the file", json: json, output: output)
      }
      file = try SiteAssociation(json: data)
    } catch {
      var location: String?
      if case .invalidValue(let at, _) = error { location = at }
      return badFile(path, at: location, error.description, json: json, output: output)
    }
    let check = router.checkSiteAssociation(
      file, origin: origin, appIDs: appIDs, urls: urls, browserRoutes: browserRoutes)
    let strict = options.flag("strict")
    let agrees = check.agrees && (!strict || check.approximated.isEmpty)
    if json {
      output.write(self.json(check, file: path, agrees: agrees).rendered + "\n")
    } else {
      output.write(text(check, strict: strict))
    }
    return agrees ? 0 : 1
  }

  /// Reports a file that cannot be checked: on standard error, and with `json` as
  /// `{"error": {...}}` on standard output too.
  private static func badFile(
    _ path: String, at location: String?, _ message: String, json: Bool, output: Output
  ) -> Int32 {
    output.error("waypoint aasa: \(path): \(message)\n")
    if json {
      let error = JSONText.object([
        ("file", .string(path)), ("at", .string(location)), ("message", .string(message)),
      ])
      output.write(JSONText.object([("error", error)]).rendered + "\n")
    }
    return 2
  }

  /// The check as text: each finding with what the file and the router do, then what was not
  /// checked, the warnings and a summary line.
  static func text(_ check: SiteAssociationCheck, strict: Bool) -> String {
    var text = ""
    for finding in check.missing {
      text += "missing: \(finding.url)\n"
      if let pattern = finding.routePattern {
        text += "  route:  \(routeText(pattern, finding.routeName))\n"
      }
      text += "  router: \(finding.resolution)\n"
      text += "  file:   \(fileText(finding))\n"
    }
    for finding in check.unrouted {
      text += "unrouted: \(finding.url)\n"
      text += "  file:   \(fileText(finding))\n"
      text += "  router: \(finding.resolution)\n"
    }
    for finding in check.approximated {
      // One line each: the format cannot do better, so that these are many and alike.
      text += "approximated: \(finding.url)"
      if let cover = finding.cover {
        text += ", sent by the table's own \(componentText(cover))"
      }
      text += "\n"
    }
    for finding in check.internalOnly {
      text += "note: \(finding.url) is internal-only; the file keeps it in the browser, while "
      text += "\(finding.resolution) would take it in the app\n"
    }
    for route in check.notChecked {
      text += "not checked: \(routeText(route.pattern, route.name)) (\(route.reason))\n"
    }
    for warning in check.warnings {
      text += "warning: \(warning.location): \(warning.message)\n"
    }
    let disagreements =
      check.missing.count + check.unrouted.count + (strict ? check.approximated.count : 0)
    text +=
      "\(disagreements) disagreement(s): \(check.missing.count) missing, \(check.unrouted.count) unrouted; "
      + "\(check.approximated.count) approximated; \(check.routeURLCount) route URL(s) and "
      + "\(check.fileURLCount) file URL(s) checked on \(check.origin); "
      + "\(check.notChecked.count) route(s) not checked\n"
    return text
  }

  private static func routeText(_ pattern: String, _ name: String?) -> String {
    name.map { "\(pattern) (\($0))" } ?? pattern
  }

  /// `applinks.details[0].components[9] {"/": "/wishlist/*"}`, or `no component matched`.
  private static func fileText(_ finding: SiteAssociationCheck.Finding) -> String {
    guard let location = finding.verdict.location else { return finding.verdict.description }
    let component = finding.component.map { " " + componentText($0) } ?? ""
    switch finding.verdict {
    case .excluded: return "excluded by \(location)\(component)"
    case .otherApp(let appIDs, _):
      return "sent to \(appIDs.joined(separator: ", ")) by \(location)\(component)"
    case .app, .noMatch: return "\(location)\(component)"
    }
  }

  /// A component's patterns and comment, on one line: `"/wishlist/*" (wishlist)`.
  private static func componentText(_ component: SiteAssociation.Component) -> String {
    var parts: [String] = []
    if let path = component.path { parts.append("\"/\": \"\(path)\"") }
    switch component.query {
    case .pattern(let pattern)?: parts.append("\"?\": \"\(pattern)\"")
    case .items(let items)?:
      let pairs = items.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
      parts.append("\"?\": {\(pairs.joined(separator: ", "))}")
    case nil: break
    }
    if let fragment = component.fragment { parts.append("\"#\": \"\(fragment)\"") }
    if let exclude = component.exclude { parts.append("\"exclude\": \(exclude)") }
    if let value = component.caseSensitive { parts.append("\"caseSensitive\": \(value)") }
    if let value = component.percentEncoded { parts.append("\"percentEncoded\": \(value)") }
    let comment = component.comment.map { " (\($0))" } ?? ""
    return "{" + parts.joined(separator: ", ") + "}" + comment
  }

  /// The check as one JSON object.
  static func json(_ check: SiteAssociationCheck, file: String, agrees: Bool) -> JSONText {
    func finding(_ finding: SiteAssociationCheck.Finding) -> JSONText {
      var members: [(String, JSONText)] = [("url", .string(finding.url))]
      if let pattern = finding.routePattern {
        members.append(
          ("route", .object([("pattern", .string(pattern)), ("name", .string(finding.routeName))])))
      }
      members.append(("file", verdict(finding)))
      members.append(("router", .string(finding.resolution)))
      if let cover = finding.cover { members.append(("cover", component(cover))) }
      return .object(members)
    }
    func verdict(_ finding: SiteAssociationCheck.Finding) -> JSONText {
      var members: [(String, JSONText)]
      switch finding.verdict {
      case .app: members = [("verdict", .string("app"))]
      case .excluded: members = [("verdict", .string("excluded"))]
      case .otherApp(let appIDs, _):
        members = [
          ("verdict", .string("otherApp")), ("appIDs", .array(appIDs.map { .string($0) })),
        ]
      case .noMatch: members = [("verdict", .string("noMatch"))]
      }
      if let location = finding.verdict.location {
        members += [
          ("details", .number(location.details)), ("index", .number(location.index)),
          ("at", .string(location.description)),
        ]
      }
      if let component = finding.component {
        members.append(("component", self.component(component)))
      }
      return .object(members)
    }
    return .object([
      ("file", .string(file)), ("origin", .string(check.origin.description)),
      ("appIDs", .array(check.appIDs.map { .string($0) })), ("agree", .bool(agrees)),
      (
        "checked",
        .object([
          ("routeURLs", .number(check.routeURLCount)), ("fileURLs", .number(check.fileURLCount)),
        ])
      ),
      ("missing", .array(check.missing.map(finding))),
      ("unrouted", .array(check.unrouted.map(finding))),
      ("approximated", .array(check.approximated.map(finding))),
      ("internalOnly", .array(check.internalOnly.map(finding))),
      (
        "notChecked",
        .array(
          check.notChecked.map {
            .object([
              ("pattern", .string($0.pattern)), ("name", .string($0.name)),
              ("reason", .string($0.reason)),
            ])
          })
      ),
      (
        "warnings",
        .array(
          check.warnings.map {
            .object([("at", .string($0.location)), ("message", .string($0.message))])
          })
      ),
    ])
  }

  /// A component as the file writes it.
  private static func component(_ component: SiteAssociation.Component) -> JSONText {
    var members: [(String, JSONText)] = []
    if let path = component.path { members.append(("/", .string(path))) }
    switch component.query {
    case .pattern(let pattern)?: members.append(("?", .string(pattern)))
    case .items(let items)?:
      members.append(
        ("?", .object(items.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
    case nil: break
    }
    if let fragment = component.fragment { members.append(("#", .string(fragment))) }
    if let exclude = component.exclude { members.append(("exclude", .bool(exclude))) }
    if let value = component.caseSensitive { members.append(("caseSensitive", .bool(value))) }
    if let value = component.percentEncoded { members.append(("percentEncoded", .bool(value))) }
    if let comment = component.comment { members.append(("comment", .string(comment))) }
    return .object(members)
  }
}
