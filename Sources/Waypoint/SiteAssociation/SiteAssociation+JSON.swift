import Foundation

extension SiteAssociation {
  /// Reads the `applinks` section of an `apple-app-site-association` file, strictly: a value
  /// of the wrong type is an error naming where it is, and what the system would ignore (an
  /// unknown key, `paths` beside `components`, the `details` dictionary of iOS 9) is kept in
  /// ``warnings``.
  ///
  /// - Throws: ``SiteAssociationError``: not JSON, a value the format does not allow, or a
  ///   file over 128 KiB.
  public init(json data: Data) throws(SiteAssociationError) {
    guard data.count <= SiteAssociationError.maximumByteCount else {
      throw .tooLarge(byteCount: data.count)
    }
    var reader = AssociationReader()
    self = try reader.association(try AssociationJSON.read(data))
  }

  /// The file as JSON, indented: the `applinks` section, with the keys of each component in
  /// the order `/`, `?`, `#`, `exclude`, `caseSensitive`, `percentEncoded`, `comment`, and
  /// what is `nil` left out.
  public var json: String {
    var applinks: [(String, AssociationJSON)] = []
    if !substitutionVariables.isEmpty {
      applinks.append(
        (
          "substitutionVariables",
          .object(
            substitutionVariables.sorted { $0.key < $1.key }.map {
              ($0.key, .array($0.value.map { .string($0) }))
            })
        ))
    }
    if defaults != Component() { applinks.append(("defaults", defaults.jsonValue)) }
    applinks.append(
      (
        "details",
        .array(
          details.map { entry in
            var members: [(String, AssociationJSON)] = [
              ("appIDs", .array(entry.appIDs.map { .string($0) }))
            ]
            if entry.defaults != Component() {
              members.append(("defaults", entry.defaults.jsonValue))
            }
            if let components = entry.components {
              members.append(("components", .array(components.map(\.jsonValue))))
            }
            if let paths = entry.paths {
              members.append(("paths", .array(paths.map { .string($0) })))
            }
            return .object(members)
          })
      ))
    return AssociationJSON.object([("applinks", .object(applinks))]).pretty() + "\n"
  }
}

extension SiteAssociation.Component {
  /// The component as a JSON object.
  var jsonValue: AssociationJSON {
    var members: [(String, AssociationJSON)] = []
    if let path { members.append(("/", .string(path))) }
    switch query {
    case .pattern(let pattern)?: members.append(("?", .string(pattern)))
    case .items(let items)?:
      members.append(
        ("?", .object(items.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
    case nil: break
    }
    if let fragment { members.append(("#", .string(fragment))) }
    if let exclude { members.append(("exclude", .bool(exclude))) }
    if let caseSensitive { members.append(("caseSensitive", .bool(caseSensitive))) }
    if let percentEncoded { members.append(("percentEncoded", .bool(percentEncoded))) }
    if let comment { members.append(("comment", .string(comment))) }
    return .object(members)
  }
}

/// Reads the JSON of an association file: types are checked, each error names where it is.
struct AssociationReader {
  private(set) var warnings: [SiteAssociationWarning] = []

  /// The keys of a component (and of a `defaults` object).
  static let componentKeys: Set<String> = [
    "/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment",
  ]

  mutating func association(_ root: AssociationJSON) throws(SiteAssociationError)
    -> SiteAssociation
  {
    guard case .object = root else {
      throw .invalidValue(
        location: "the file", reason: "expected a JSON object, found \(root.kind)")
    }
    guard let applinks = root["applinks"] else {
      throw .invalidValue(
        location: "applinks", reason: "missing: the file has no applinks section")
    }
    guard case .object(let members) = applinks else {
      throw .invalidValue(
        location: "applinks", reason: "expected an object, found \(applinks.kind)")
    }
    for (key, _) in members
    where !["details", "defaults", "substitutionVariables", "apps"].contains(key) {
      warn("applinks.\(key)", "a key the system does not know; ignored")
    }
    let defaults = try component(applinks["defaults"], at: "applinks.defaults") ?? .init()
    let variables = try substitutionVariables(applinks["substitutionVariables"])
    var association = SiteAssociation(
      details: try details(applinks["details"]), defaults: defaults,
      substitutionVariables: variables)
    association.warnings = warnings
    return association
  }

  private mutating func details(_ value: AssociationJSON?) throws(SiteAssociationError)
    -> [SiteAssociation.Details]
  {
    switch value {
    case .array(let items)?:
      var entries: [SiteAssociation.Details] = []
      for (index, item) in items.enumerated() {
        entries.append(try entry(item, at: "applinks.details[\(index)]", appID: nil))
      }
      return entries
    case .object(let members)?:
      // The form of iOS 9: a dictionary by app ID, whose order JSON does not keep.
      warn(
        "applinks.details",
        "a dictionary by app ID (the format of iOS 9): JSON keeps no order, so its entries are read in the order of their app IDs"
      )
      var entries: [SiteAssociation.Details] = []
      for (key, item) in members {
        entries.append(try entry(item, at: "applinks.details[\(quoted(key))]", appID: key))
      }
      return entries
    case nil:
      throw .invalidValue(location: "applinks.details", reason: "missing")
    case let other?:
      throw .invalidValue(
        location: "applinks.details", reason: "expected an array, found \(other.kind)")
    }
  }

  private mutating func entry(_ item: AssociationJSON, at place: String, appID key: String?)
    throws(SiteAssociationError) -> SiteAssociation.Details
  {
    guard case .object(let members) = item else {
      throw .invalidValue(location: place, reason: "expected an object, found \(item.kind)")
    }
    for (name, _) in members
    where !["appID", "appIDs", "components", "paths", "defaults"].contains(name) {
      warn("\(place).\(name)", "a key the system does not know; ignored")
    }
    var appIDs: [String] = key.map { [$0] } ?? []
    if let appID = item["appID"] { appIDs.append(try string(appID, at: "\(place).appID")) }
    if let list = item["appIDs"] { appIDs += try strings(list, at: "\(place).appIDs") }
    guard !appIDs.isEmpty else {
      throw .invalidValue(location: place, reason: "an entry needs appIDs (or appID)")
    }
    var components: [SiteAssociation.Component]?
    if let list = item["components"] {
      guard case .array(let items) = list else {
        throw .invalidValue(
          location: "\(place).components", reason: "expected an array, found \(list.kind)")
      }
      var read: [SiteAssociation.Component] = []
      for (index, component) in items.enumerated() {
        // A component is never `null` here: `component(_:at:)` reads `nil` only for no value.
        read.append(try self.component(component, at: "\(place).components[\(index)]") ?? .init())
      }
      components = read
    }
    let paths = try item["paths"].map { (list) throws(SiteAssociationError) in
      try strings(list, at: "\(place).paths")
    }
    if components != nil, paths != nil {
      warn(
        "\(place).paths",
        "ignored: the system reads components when an entry has both (iOS 13 and later)")
    }
    let defaults = try component(item["defaults"], at: "\(place).defaults") ?? .init()
    return SiteAssociation.Details(
      appIDs: appIDs, components: components, paths: paths, defaults: defaults)
  }

  private mutating func component(_ value: AssociationJSON?, at place: String)
    throws(SiteAssociationError) -> SiteAssociation.Component?
  {
    guard let value else { return nil }
    guard case .object(let members) = value else {
      throw .invalidValue(location: place, reason: "expected an object, found \(value.kind)")
    }
    for (key, _) in members where !Self.componentKeys.contains(key) {
      warn("\(place)[\(quoted(key))]", "a key the system does not know; ignored")
    }
    var component = SiteAssociation.Component()
    component.path = try value["/"].map { (item) throws(SiteAssociationError) in
      try string(item, at: "\(place)[\"/\"]")
    }
    component.fragment = try value["#"].map { (item) throws(SiteAssociationError) in
      try string(item, at: "\(place)[\"#\"]")
    }
    component.comment = try value["comment"].map { (item) throws(SiteAssociationError) in
      try string(item, at: "\(place).comment")
    }
    component.exclude = try bool(value["exclude"], at: "\(place).exclude")
    component.caseSensitive = try bool(value["caseSensitive"], at: "\(place).caseSensitive")
    component.percentEncoded = try bool(value["percentEncoded"], at: "\(place).percentEncoded")
    switch value["?"] {
    case nil: break
    case .string(let pattern)?: component.query = .pattern(pattern)
    case .object(let items)?:
      var patterns: [String: String] = [:]
      for (name, item) in items {
        patterns[name] = try string(item, at: "\(place)[\"?\"].\(name)")
      }
      component.query = .items(patterns)
    case let other?:
      throw .invalidValue(
        location: "\(place)[\"?\"]",
        reason: "expected a string or an object of strings, found \(other.kind)")
    }
    return component
  }

  private mutating func substitutionVariables(_ value: AssociationJSON?)
    throws(SiteAssociationError) -> [String: [String]]
  {
    guard let value else { return [:] }
    let place = "applinks.substitutionVariables"
    guard case .object(let members) = value else {
      throw .invalidValue(location: place, reason: "expected an object, found \(value.kind)")
    }
    var variables: [String: [String]] = [:]
    for (name, list) in members {
      let at = "\(place).\(name)"
      guard !name.isEmpty, !name.contains(where: { "$()".contains($0) }) else {
        throw .invalidValue(
          location: at, reason: "a variable's name cannot be empty or hold $, ( or )")
      }
      let values = try strings(list, at: at)
      if let value = values.first(where: { $0.contains("$(") }) {
        throw .invalidValue(
          location: at,
          reason:
            "the value \(quoted(value)) holds another variable, which the format does not allow")
      }
      if AssociationPattern.predefinedVariables[name] != nil {
        warn(at, "has the name of a predefined variable; the file's strings are used")
      }
      variables[name] = values
    }
    return variables
  }

  private func string(_ value: AssociationJSON, at place: String) throws(SiteAssociationError)
    -> String
  {
    guard case .string(let text) = value else {
      throw .invalidValue(location: place, reason: "expected a string, found \(value.kind)")
    }
    return text
  }

  private func strings(_ value: AssociationJSON, at place: String) throws(SiteAssociationError)
    -> [String]
  {
    guard case .array(let items) = value else {
      throw .invalidValue(
        location: place, reason: "expected an array of strings, found \(value.kind)")
    }
    var texts: [String] = []
    for (index, item) in items.enumerated() {
      texts.append(try string(item, at: "\(place)[\(index)]"))
    }
    return texts
  }

  private func bool(_ value: AssociationJSON?, at place: String) throws(SiteAssociationError)
    -> Bool?
  {
    guard let value else { return nil }
    guard case .bool(let flag) = value else {
      throw .invalidValue(location: place, reason: "expected true or false, found \(value.kind)")
    }
    return flag
  }

  private mutating func warn(_ location: String, _ message: String) {
    warnings.append(SiteAssociationWarning(location: location, message: message))
  }

  private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
