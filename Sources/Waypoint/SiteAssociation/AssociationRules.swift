/// An association file made ready for matching: every component (and every string of `paths`)
/// in the order the system tries them, with the settings it inherits from `defaults` filled
/// in (<doc:AssociationFiles#How-the-system-matches-a-URL>).
struct AssociationRules: Sendable {
  /// One component, with every setting decided.
  struct Rule: Sendable {
    let location: SiteAssociation.Location
    /// The apps of its details entry.
    let appIDs: Set<String>
    /// The `/` pattern, written as the system compares it: with a leading `/`, without
    /// trailing ones.
    let path: AssociationPattern
    /// For a `/` pattern ending in `/*`, the pattern without it: `/buy/*` also matches `/buy`.
    let parentPath: AssociationPattern?
    let query: Query
    let fragment: AssociationPattern
    let exclude: Bool
    let caseSensitive: Bool
    let percentEncoded: Bool
    /// The `/` pattern as the file writes it (`*` when it sets none).
    let pathText: String
  }

  /// What a rule asks of the query.
  enum Query: Sendable {
    /// The whole query matches.
    case pattern(AssociationPattern)
    /// Every item of each name matches its pattern (an absent item counts as "").
    case items([(name: String, pattern: AssociationPattern)])
  }

  let rules: [Rule]
  /// Variables the patterns name that nobody defines.
  let warnings: [SiteAssociationWarning]

  /// The rules of `association`.
  init(_ association: SiteAssociation) {
    var rules: [Rule] = []
    var warnings: [SiteAssociationWarning] = []
    let variables = association.substitutionVariables
    func pattern(_ text: String, at location: String) -> AssociationPattern {
      let pattern = AssociationPattern(text, variables: variables)
      for name in pattern.undefinedVariables {
        warnings.append(
          SiteAssociationWarning(
            location: location,
            message:
              "$(\(name)) is neither a predefined variable nor one of the file's; it matches nothing"
          ))
      }
      return pattern
    }
    for (detailsIndex, entry) in association.details.enumerated() {
      let appIDs = Set(entry.appIDs)
      if let components = entry.components {
        for (index, component) in components.enumerated() {
          let location = SiteAssociation.Location(
            details: detailsIndex, index: index, isPath: false)
          // The more specific setting wins: the component's, its entry's, the file's, Apple's.
          func setting<Value>(_ key: KeyPath<SiteAssociation.Component, Value?>) -> Value? {
            component[keyPath: key] ?? entry.defaults[keyPath: key]
              ?? association.defaults[keyPath: key]
          }
          let pathText = setting(\.path) ?? "*"
          let (path, parent) = Self.pathPatterns(pathText)
          let query: Query
          switch setting(\.query) {
          case .pattern(let text)?:
            query = .pattern(pattern(text, at: "\(location)[\"?\"]"))
          case .items(let items)?:
            query = .items(
              items.sorted { $0.key < $1.key }.map {
                ($0.key, pattern($0.value, at: "\(location)[\"?\"].\($0.key)"))
              })
          case nil:
            query = .pattern(AssociationPattern("*", variables: [:]))
          }
          rules.append(
            Rule(
              location: location, appIDs: appIDs,
              path: pattern(path, at: "\(location)[\"/\"]"),
              parentPath: parent.map { AssociationPattern($0, variables: variables) },
              query: query,
              fragment: pattern(setting(\.fragment) ?? "*", at: "\(location)[\"#\"]"),
              exclude: setting(\.exclude) ?? false,
              caseSensitive: setting(\.caseSensitive) ?? true,
              percentEncoded: setting(\.percentEncoded) ?? true, pathText: pathText))
        }
      } else if let paths = entry.paths {
        // The format before iOS 13: only the path counts, in case, as written.
        for (index, text) in paths.enumerated() {
          let location = SiteAssociation.Location(details: detailsIndex, index: index, isPath: true)
          let exclude = text.hasPrefix("NOT ")
          let written = exclude ? String(text.dropFirst(4)) : text
          let (path, parent) = Self.pathPatterns(written)
          rules.append(
            Rule(
              location: location, appIDs: appIDs, path: pattern(path, at: "\(location)"),
              parentPath: parent.map { AssociationPattern($0, variables: variables) },
              query: .pattern(AssociationPattern("*", variables: [:])),
              fragment: AssociationPattern("*", variables: [:]), exclude: exclude,
              caseSensitive: true, percentEncoded: true, pathText: written))
        }
      }
    }
    self.rules = rules
    self.warnings = warnings
  }

  /// A `/` pattern as the system compares it (observed with `swcutil`; Apple's pages show
  /// `abc` matching `/abc`): a `/` in front when it starts with neither `/` nor `*`, one
  /// leading `/`, no trailing `/`; and for a pattern that ends with `/*`, the same without it.
  static func pathPatterns(_ text: String) -> (path: String, parent: String?) {
    var path = text
    if !path.hasPrefix("/") && !path.hasPrefix("*") { path = "/" + path }
    while path.hasPrefix("//") { path.removeFirst() }
    path = withoutTrailingSlashes(path)
    guard path.hasSuffix("/*") else { return (path, nil) }
    let parent = withoutTrailingSlashes(String(path.dropLast(2)))
    return (path, parent.isEmpty ? "/" : parent)
  }

  /// `text` without the `/` at its end, but `/` for a text of slashes.
  static func withoutTrailingSlashes(_ text: String) -> String {
    var text = Substring(text)
    while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
    return String(text)
  }

  /// What the system does with `url`, for `appIDs`: the first rule that matches decides.
  func verdict(for url: AssociationURL, appIDs: Set<String>) -> SiteAssociation.Verdict {
    for rule in rules where matches(rule, url) {
      if rule.exclude { return .excluded(rule.location) }
      if !rule.appIDs.isDisjoint(with: appIDs) { return .app(rule.location) }
      return .otherApp(rule.appIDs.sorted(), rule.location)
    }
    return .noMatch
  }

  /// Whether `url` matches every pattern of `rule` (Apple's *applinks.Details.Components*: "a
  /// URL matches all the components"), a part the URL lacks counting as "".
  func matches(_ rule: Rule, _ url: AssociationURL) -> Bool {
    let text = { (part: String) in rule.percentEncoded ? part : AssociationURL.decoded(part) }
    let path = text(url.path)
    let pathMatches =
      rule.path.matches(path, caseSensitive: rule.caseSensitive)
      || rule.parentPath?.matches(path, caseSensitive: rule.caseSensitive) == true
    guard pathMatches else { return false }
    guard rule.fragment.matches(text(url.fragment ?? ""), caseSensitive: rule.caseSensitive)
    else { return false }
    switch rule.query {
    case .pattern(let pattern):
      return pattern.matches(text(url.query ?? ""), caseSensitive: rule.caseSensitive)
    case .items(let patterns):
      let items = url.queryItems.map { (name: text($0.name), value: text($0.value)) }
      for (name, pattern) in patterns {
        var values = items.filter { same(name, $0.name, caseSensitive: rule.caseSensitive) }
          .map(\.value)
        if values.isEmpty { values = [""] }
        guard values.allSatisfy({ pattern.matches($0, caseSensitive: rule.caseSensitive) }) else {
          return false
        }
      }
      return true
    }
  }

  private func same(_ a: String, _ b: String, caseSensitive: Bool) -> Bool {
    caseSensitive
      ? a == b
      : String(String.UnicodeScalarView(a.unicodeScalars.map(AssociationPattern.lowercased)))
        == String(String.UnicodeScalarView(b.unicodeScalars.map(AssociationPattern.lowercased)))
  }
}

extension SiteAssociation {
  /// What the system does with `url` for the apps `appIDs`, by this file: the first component
  /// in file order that matches decides, an `exclude` one keeping the URL in the browser
  /// (<doc:AssociationFiles#How-the-system-matches-a-URL>). Only the path, query and fragment
  /// of `url` are compared: the file speaks for the origin it is served from.
  ///
  /// ```swift
  /// file.verdict(for: "https://shop.example.com/cart", appIDs: ["ABCDE12345.com.example.shop"])
  /// // .app(applinks.details[0].components[4])
  /// ```
  ///
  /// - Complexity: O(c × p × n) for c components of p pattern pieces and a URL of n
  ///   characters.
  public func verdict(for url: String, appIDs: some Sequence<String>) -> Verdict {
    AssociationRules(self).verdict(for: AssociationURL(url), appIDs: Set(appIDs))
  }
}
