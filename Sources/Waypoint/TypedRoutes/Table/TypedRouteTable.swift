/// A typed route's patterns, each checked against what it fills: the one pattern of a
/// ``RouteDestination``, or a pattern per case of a ``RouteEnum``, with each one's parameters.
///
/// Registering, parsing and building make it first (once per type, then kept); make one in a
/// test to check an enum without a router:
///
/// ```swift
/// let table = try TypedRouteTable(for: AppRoute.self)
/// table.entry(forCase: "detail")?.parameters  // ["id"]
///
/// enum Typo: RouteEnum {
///   case detail(id: Int)
///   static let patterns: CasePatterns = ["detail": "/items/:ident", "detal": "/old"]
/// }
/// try TypedRouteTable(for: Typo.self)
/// // throws .invalidTypedRoute(type: "Typo", problems: [
/// //   "detail (/items/:ident): the path parameter :ident is not one of the case's associated
/// //    values (id); a path parameter is never filled from the query",
/// //   "patterns[\"detal\"]: Typo has no case with coding key \"detal\" ..."])
/// ```
public struct TypedRouteTable: Sendable {
  /// What kind of typed route the table is of.
  public enum Kind: Sendable, Hashable {
    /// A ``RouteDestination``: one pattern.
    case destination
    /// A ``RouteEnum``: a pattern per case.
    case enumeration
  }

  /// One pattern, and what it fills.
  public struct Entry: Sendable {
    /// The coding key of the enum case; `nil` for a ``RouteDestination``.
    public let caseKey: String?
    /// The pattern as written.
    public let pattern: String
    /// The pattern, parsed.
    public let expression: RouteExpression
    /// The flags the route is registered with.
    public let flags: RouteFlags
    /// How the route prefers to be shown, if it says.
    public let presentation: Presentation?
    /// Where the route's screen lives, as declared (a case's parent is as written: a coding
    /// key or a route name); its presentation is ``presentation``.
    public let placement: RoutePlacement
    /// The parameter names of the case's associated values (a struct value's properties,
    /// flattened), or of the destination's properties, in declaration order.
    public let parameters: [String]
    /// The patterns the case had before, redirected to ``pattern``.
    public let formerly: [RouteExpression]
    /// The parameter name of a value's coding key, where it is not the key (`_0` → `id`).
    let renames: [String: String]
  }

  /// The Swift type's name, for messages.
  public let typeName: String
  /// A destination's table or an enum's.
  public let kind: Kind
  /// The patterns: the destination's one, or the enum's in the order of its ``RouteEnum/patterns``.
  public let entries: [Entry]
  private let entriesByCase: [String: Int]

  /// The entry of the case whose coding key is `caseKey`, if it has a pattern.
  public func entry(forCase caseKey: String) -> Entry? {
    entriesByCase[caseKey].map { entries[$0] }
  }

  /// The index in ``entries`` of the case `caseKey`.
  func index(ofCase caseKey: String) -> Int? {
    entriesByCase[caseKey]
  }

  private init(typeName: String, kind: Kind, entries: [Entry]) {
    self.typeName = typeName
    self.kind = kind
    self.entries = entries
    var byCase: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      if let key = entry.caseKey { byCase[key] = index }
    }
    self.entriesByCase = byCase
  }
}

extension TypedRouteTable {
  /// Checks `type`'s pattern against its properties.
  ///
  /// - Throws: the pattern error of ``RouteDestination/pattern``, or
  ///   ``RouteError/invalidTypedRoute(type:problems:)``: the type is an enum with cases or
  ///   encodes as one value (it is not a struct of properties), or a path parameter is not a
  ///   property.
  public init<Target: RouteDestination>(for type: Target.Type) throws(RouteError) {
    let typeName = String(describing: type)
    let expression = try RouteExpression(parsing: Target.pattern)
    let probe = CodableProbe.probe(type)
    switch probe.shape {
    case .keyedByCase:
      throw .invalidTypedRoute(
        type: typeName,
        problems: [
          "\(typeName) is an enum with cases: conform to RouteEnum and declare"
            + " static let patterns: CasePatterns = [\"case\": \"/pattern\", ...]"
        ])
    case .singleValue, .unkeyed:
      throw .invalidTypedRoute(
        type: typeName,
        problems: [
          "\(typeName) encodes as \(probe.shape == .unkeyed ? "a list" : "one value"); a"
            + " RouteDestination is a struct whose stored properties are its parameters (an"
            + " enum with cases is a RouteEnum)"
        ])
    case .keyed:
      break
    }
    var names = probe.values.filter { $0.path.count == 1 }.map { $0.path[0] }
    for sample in Target.sampleValues {
      let parameters = (try? ParameterEncoder.parameters(of: sample, route: Target.pattern)) ?? []
      for (name, _) in parameters where !names.contains(name) { names.append(name) }
    }
    var problems: [String] = []
    for name in expression.parameterNames where !names.contains(name) {
      if let stop = probe.stop {
        problems.append(
          "\(Target.pattern): cannot check :\(name): the check stopped at"
            + " \(stop.path.joined(separator: ".")), whose type \(stop.typeName) has no sample"
            + " value; make \(stop.typeName) CaseIterable, or list a value in sampleValues")
      } else {
        let properties =
          names.isEmpty ? "it has none" : "properties: \(names.joined(separator: ", "))"
        problems.append(
          "\(Target.pattern): the path parameter :\(name) is not a property of \(typeName)"
            + " (\(properties)); a path parameter is never filled from the query")
      }
    }
    guard problems.isEmpty else { throw .invalidTypedRoute(type: typeName, problems: problems) }
    self.init(
      typeName: typeName, kind: .destination,
      entries: [
        Entry(
          caseKey: nil, pattern: Target.pattern, expression: expression, flags: Target.flags,
          presentation: Target.placement.presentation, placement: Target.placement,
          parameters: names, formerly: [], renames: [:])
      ])
  }

  /// Checks every pattern of `type` against its case.
  ///
  /// - Throws: ``RouteError/invalidTypedRoute(type:problems:)`` listing every problem: a key
  ///   written twice, a key that is no case's, a pattern that is not valid, a path parameter
  ///   that is not one of the case's associated values (or is an array), two cases (or former
  ///   patterns) with the same pattern, ``CasePattern/arguments`` that do not fit the case, a
  ///   value nested deeper than a struct's properties, two values of one name, a former
  ///   pattern that does not capture what the pattern needs, an enum whose `Codable` is not the
  ///   one Swift writes, or a type that is not an enum with cases.
  public init<Enum: RouteEnum>(for type: Enum.Type) throws(RouteError) {
    let typeName = String(describing: type)
    // A key no case can have: what the type does with the decoder says what it is.
    let shape = CodableProbe.probe(type, caseKey: "\u{0}").shape
    guard shape == .keyedByCase else {
      let what =
        switch shape {
        case .keyed:
          "\(typeName) is a struct, not an enum with cases: conform to RouteDestination and"
            + " declare static let pattern"
        case .singleValue:
          "\(typeName) encodes as one value (a raw value?): a RouteEnum is an enum whose"
            + " Codable is the one Swift writes for an enum without a raw type"
        case .unkeyed, .keyedByCase:
          "\(typeName) encodes as a list: a RouteEnum's Codable is the one Swift writes"
        }
      throw .invalidTypedRoute(type: typeName, problems: [what])
    }
    var checker = CaseChecker(typeName: typeName)
    for (key, casePattern) in Enum.patterns.entries {
      checker.check(Enum.self, key: key, casePattern)
    }
    if Enum.patterns.entries.isEmpty {
      checker.problems.append("patterns is empty: declare a pattern per case")
    }
    checker.checkParents()
    guard checker.problems.isEmpty else {
      throw .invalidTypedRoute(type: typeName, problems: checker.problems)
    }
    self.init(typeName: typeName, kind: .enumeration, entries: checker.entries)
  }
}
