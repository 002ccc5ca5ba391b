import Waypoint

/// The `applinks` section of an apple-app-site-association file for a route table: the paths
/// of the routes web links can reach, internal-only routes excluded.
struct AppSiteAssociation {
  /// A component of `applinks.details[].components`.
  struct Component: Equatable {
    let path: String
    let exclude: Bool
    let comment: String
  }

  let appIDs: [String]
  private(set) var components: [Component] = []
  /// Routes that cannot be written as AASA paths (raw regex routes), for a note.
  private(set) var skipped: [String] = []

  /// The association of `routes` (in dispatch order) for `appIDs`; only routes for `origin`
  /// (or every web origin) and unrestricted routes are included.
  init(routes: [Route], appIDs: [String], origin: WebOrigin?) {
    self.appIDs = appIDs
    var includes: [Component] = []
    var excludes: [Component] = []
    for route in routes {
      switch route.expression.source {
      case .appScheme?, .internal?: continue
      case .webOrigin(let routeOrigin)?: if let origin, routeOrigin != origin { continue }
      case nil: break
      }
      guard !route.expression.isRawRegex else {
        skipped.append(route.pattern)
        continue
      }
      let comment = route.name ?? route.pattern
      for path in Self.paths(route.expression) {
        let component = Component(
          path: path, exclude: route.flags.contains(.internalOnly), comment: comment)
        if component.exclude {
          if !excludes.contains(component) { excludes.append(component) }
        } else if !includes.contains(where: { $0.path == path }) {
          includes.append(component)
        }
      }
    }
    components = excludes + includes
  }

  /// The AASA paths of a pattern: one per way of keeping or leaving out its optional parts;
  /// a parameter or wildcard is `?*` (one character or more), literals are decoded.
  static func paths(_ expression: RouteExpression) -> [String] {
    var results = [""]
    var text = Substring(expression.path)
    while let character = text.first {
      if character == "{" {
        guard let close = matchingBrace(in: text) else { break }
        let inner = String(text[text.index(after: text.startIndex)..<close])
        let innerPaths = paths(try? RouteExpression(inner)).map { $0 == "/" ? "" : $0 }
        results = results.flatMap { prefix in [prefix] + innerPaths.map { prefix + $0 } }
        text = text[text.index(after: close)...]
        continue
      }
      if character == ":" || character == "*" {
        text = text.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
        if text.first == "(" {
          var depth = 0
          var index = text.startIndex
          while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            index = text.index(after: index)
            if depth == 0 { break }
          }
          text = text[index...]
        }
        results = results.map { $0 + "?*" }
        continue
      }
      if character == "\\" {
        text = text.dropFirst()
        results = results.map { $0 + String(text.first ?? "\\") }
        text = text.dropFirst()
        continue
      }
      var literal = ""
      while let next = text.first, !"{:*\\".contains(next) {
        literal.append(next)
        text = text.dropFirst()
      }
      let decoded = literal.removingPercentEncoding ?? literal
      results = results.map { $0 + decoded }
    }
    return results.map { $0.isEmpty ? "/" : $0 }
  }

  private static func paths(_ expression: RouteExpression?) -> [String] {
    guard let expression else { return [] }
    return paths(expression)
  }

  private static func matchingBrace(in text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      if text[index] == "{" { depth += 1 }
      if text[index] == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The file's JSON.
  var json: JSONText {
    .object([
      (
        "applinks",
        .object([
          (
            "details",
            .array([
              .object([
                ("appIDs", .array(appIDs.map { .string($0) })),
                (
                  "components",
                  .array(
                    components.map { component in
                      var members: [(String, JSONText)] = [("/", .string(component.path))]
                      if component.exclude { members.append(("exclude", .bool(true))) }
                      members.append(("comment", .string(component.comment)))
                      return .object(members)
                    })
                ),
              ])
            ])
          )
        ])
      )
    ])
  }
}
