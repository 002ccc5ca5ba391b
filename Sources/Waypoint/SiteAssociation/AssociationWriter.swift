/// Writes the components of an association file for routes, one route at a time, in dispatch
/// order (<doc:AssociationFiles#What-waypoint-aasa-writes>).
struct AssociationWriter {
  /// Whether the router ignores case: every component then says `"caseSensitive": false`.
  let caseInsensitive: Bool
  private(set) var includes: [SiteAssociation.Component] = []
  private(set) var excludes: [SiteAssociation.Component] = []
  /// The custom variables the components use, by name.
  private(set) var variables: [String: [String]] = [:]
  /// The routes left out, with why.
  private(set) var warnings: [SiteAssociationWarning] = []
  /// The `/` patterns of includes that match more than their route.
  private(set) var widerPaths: Set<String> = []
  /// The name of the variable of each list of words, so that equal lists share one.
  private var variableNames: [[String]: String] = [:]

  /// The most ways one route's optional parts are written out; beyond, the remaining optional
  /// parts are written as `*`.
  static let maximumExpansions = 16

  init(caseInsensitive: Bool) {
    self.caseInsensitive = caseInsensitive
  }

  /// Adds the components of `route`, the `index`th of the table: an include for each way of
  /// writing its optional parts, or an exclusion for an internal-only route.
  mutating func add(_ route: TableRoute<Route>, index: Int) {
    let expression = route.expression
    guard !expression.isRawRegex else {
      warnings.append(
        SiteAssociationWarning(
          location: route.value.pattern,
          message: "a raw regex route cannot be written as a path; left out"))
      return
    }
    let key = route.value.name ?? "r\(index)"
    var comment = route.value.name ?? route.value.pattern
    if route.isInternalOnly { comment += ": internal-only" }
    if let target = route.value.redirectTarget { comment += ": redirect to \(target)" }
    for glob in globs(expression.parts, route: key) {
      let (path, reasons) = glob.rendered()
      var text = comment
      if !reasons.isEmpty { text += "; wider: " + reasons.map(\.rawValue).joined(separator: "; ") }
      let component = SiteAssociation.Component(
        path: path, exclude: route.isInternalOnly ? true : nil,
        caseSensitive: caseInsensitive ? false : nil,
        // The literal is percent-encoded, as the URL the system compares: said explicitly,
        // so that a `defaults` of `"percentEncoded": false` added later does not break it.
        percentEncoded: path.contains("%") ? true : nil, comment: text)
      if route.isInternalOnly {
        if !excludes.contains(where: { $0.path == path }) { excludes.append(component) }
      } else if !includes.contains(where: { $0.path == path }) {
        includes.append(component)
        if !reasons.isEmpty { widerPaths.insert(path) }
      }
    }
  }

  /// The written patterns of `parts`: one per way of keeping or leaving out its optional
  /// parts, up to ``maximumExpansions``.
  private mutating func globs(_ parts: [PatternPart], route: String) -> [AssociationGlob] {
    var prefixes = [AssociationGlob()]
    for part in parts {
      switch part {
      case .separator:
        prefixes = prefixes.map { $0 + AssociationGlob(pieces: [.character("/")]) }
      case .literal(let text):
        let glob = AssociationGlob(pieces: text.unicodeScalars.map { .character($0) })
        prefixes = prefixes.map { $0 + glob }
      case .parameter(_, nil):
        var glob = AssociationGlob.oneOrMore
        glob.note(.parameterIsOneSegment)
        prefixes = prefixes.map { $0 + glob }
      case .parameter(let name, let constraint?):
        let glob = cover(of: constraint, parameter: name, route: route)
        prefixes = prefixes.map { $0 + glob }
      case .wildcard:
        // A wildcard is one character or more, `/` included: `?*` exactly.
        prefixes = prefixes.map { $0 + AssociationGlob.oneOrMore }
      case .optional(let inner):
        let choices = globs(inner, route: route)
        if prefixes.count * (choices.count + 1) > Self.maximumExpansions {
          var glob = AssociationGlob(pieces: [.any])
          glob.note(.tooManyOptionalParts)
          prefixes = prefixes.map { $0 + glob }
        } else {
          prefixes = prefixes.flatMap { prefix in [prefix] + choices.map { prefix + $0 } }
        }
      }
    }
    return prefixes
  }

  /// The pattern of a constrained parameter: the constraint's cover, or a variable of its
  /// words.
  private mutating func cover(of constraint: String, parameter: String, route: String)
    -> AssociationGlob
  {
    switch AssociationGlob.cover(ofConstraint: constraint, caseInsensitive: caseInsensitive) {
    case .glob(let glob):
      return glob
    case .words(let words):
      if let name = variableNames[words] {
        return AssociationGlob(pieces: [.variable(name)])
      }
      // Any character but `$`, `(` and `)` may name a variable; `wp.` keeps clear of Apple's.
      var name = "wp.\(route).\(parameter)".filter { !"$()".contains($0) }
      while variables[name] != nil { name += "'" }
      variables[name] = words
      variableNames[words] = name
      return AssociationGlob(pieces: [.variable(name)])
    }
  }
}
