/// Checks the patterns of a ``RouteEnum`` case by case, collecting every problem.
struct CaseChecker {
  let typeName: String
  var problems: [String] = []
  var entries: [TypedRouteTable.Entry] = []
  private var keys: Set<String> = []
  /// The case of each pattern shape seen, how to name it (`detail`, `detail (formerly)`), and
  /// the pattern as written.
  private var shapes:
    [CasePatternShape: (key: String, owner: String, pattern: String, expression: RouteExpression)] =
      [:]

  init(typeName: String) {
    self.typeName = typeName
  }

  /// One associated value as a parameter.
  private struct Parameter {
    let name: String
    /// Where it comes from: `id`, or `_0.id` for a flattened struct's property.
    let source: String
    let shape: ProbedValue.Shape
  }

  /// Checks that each parent without a `.` is the coding key of a case with a pattern, once
  /// every case is checked (so a case may name one declared after it); the router checks the
  /// rest when the cases are registered (<doc:WhereEachScreenLives>).
  mutating func checkParents() {
    guard problems.isEmpty else { return }
    let keys = Set(entries.compactMap(\.caseKey))
    for entry in entries {
      guard let parent = entry.placement.parent, !parent.contains("."), !keys.contains(parent)
      else { continue }
      let cases = keys.sorted().joined(separator: ", ")
      problems.append(
        "\(entry.caseKey ?? "") (\(entry.pattern)): the parent \"\(parent)\" is not a case of"
          + " \(typeName) with a pattern (\(cases)); name a case's coding key, or a route name"
          + " with a \".\"")
    }
  }

  /// Checks the case `key` and its pattern, and adds its entry when it has no problem.
  mutating func check<Enum: RouteEnum>(_ type: Enum.Type, key: String, _ casePattern: CasePattern) {
    guard keys.insert(key).inserted else {
      problems.append("patterns has \"\(key)\" twice")
      return
    }
    let probe = CodableProbe.probe(type, caseKey: key)
    guard probe.caseExists else {
      problems.append(
        "patterns[\"\(key)\"]: \(typeName) has no case with coding key \"\(key)\" (a pattern is"
          + " keyed by the case name, or by its CodingKeys string when CodingKeys renames it)")
      return
    }
    let place = "\(key) (\(casePattern.pattern))"
    let expression: RouteExpression
    do {
      expression = try RouteExpression(parsing: casePattern.pattern)
    } catch {
      problems.append("\(place): \(error)")
      return
    }
    let before = problems.count
    let fitting = self.renames(probe.values, key: key, arguments: casePattern.arguments)
    let renames = fitting ?? [:]
    var parameters = self.parameters(probe.values, key: key, renames: renames)
    for sample in Enum.sampleValues {
      let encoded = ParameterEncoder.caseParameters(of: sample) { $0 == key ? renames : [:] }
      guard encoded.caseKey == key else { continue }
      for (name, values) in encoded.parameters
      where !parameters.contains(where: { $0.name == name }) {
        parameters.append(
          Parameter(name: name, source: name, shape: values.count > 1 ? .array : .single))
      }
    }
    let names = parameters.map(\.name)
    // Arguments that do not fit are the problem: the path parameters they name are not checked.
    for name in expression.parameterNames where fitting != nil {
      if let parameter = parameters.first(where: { $0.name == name }) {
        if parameter.shape == .array {
          problems.append("\(place): \(name) is an array; a path parameter takes one value")
        }
      } else if let stop = probe.stop {
        problems.append(
          "\(place): cannot check :\(name): the check stopped at"
            + " \(stop.path.joined(separator: ".")), whose type \(stop.typeName) has no sample"
            + " value; make \(stop.typeName) CaseIterable, or add a .\(key) value to sampleValues")
      } else {
        let values = names.isEmpty ? "it has none" : names.joined(separator: ", ")
        problems.append(
          "\(place): the path parameter :\(name) is not one of the case's associated values"
            + " (\(values)); a path parameter is never filled from the query")
      }
    }
    if let sample = probe.sample {
      let encoded = ParameterEncoder.caseParameters(of: sample) { $0 == key ? renames : [:] }
      if encoded.caseKey != key {
        problems.append(
          "\(typeName)'s Codable is not the one Swift writes: the probe's \(key) value encodes"
            + " as case \(encoded.caseKey.map { "\"\($0)\"" } ?? "none")")
      } else if let extra = encoded.parameters.first(where: { !names.contains($0.name) }) {
        problems.append(
          "\(typeName)'s Codable is not the one Swift writes: its \(key) value encodes"
            + " \(extra.name), which it does not decode")
      }
    }
    claim(expression, by: key, pattern: casePattern.pattern)
    var formerly: [RouteExpression] = []
    for former in casePattern.formerly {
      do {
        let definition = try RouteDefinition.redirect(from: former, to: casePattern.pattern)
        formerly.append(definition.expression)
        claim(definition.expression, by: key, pattern: former, former: true)
      } catch {
        problems.append("\(key): formerly \(former): \(error)")
      }
    }
    guard problems.count == before else { return }
    entries.append(
      TypedRouteTable.Entry(
        caseKey: key, pattern: casePattern.pattern, expression: expression,
        flags: casePattern.flags, presentation: casePattern.presentation,
        placement: casePattern.placement, parameters: names,
        formerly: formerly, renames: renames))
  }

  /// The names `arguments` gives the unlabeled values (`_0`, `_1`, ...); `nil` (with the
  /// problem recorded) when they do not fit.
  private mutating func renames(_ values: [ProbedValue], key: String, arguments: [String])
    -> [String: String]?
  {
    guard !arguments.isEmpty else { return [:] }
    let unlabeled = values.filter { $0.path.count == 1 && Self.isPositional($0.path[0]) }
      .map { $0.path[0] }
    guard arguments.count == unlabeled.count else {
      let listed = unlabeled.isEmpty ? "none" : unlabeled.joined(separator: ", ")
      problems.append(
        "\(key): arguments names \(arguments.count) values, the case has \(unlabeled.count)"
          + " unlabeled ones (\(listed))")
      return nil
    }
    return Dictionary(uniqueKeysWithValues: zip(unlabeled, arguments))
  }

  /// The case's values as parameters: a struct's properties flattened (one level), each
  /// checked.
  private mutating func parameters(_ values: [ProbedValue], key: String, renames: [String: String])
    -> [Parameter]
  {
    var parameters: [Parameter] = []
    for value in values where value.path.count == 1 {
      let label = value.path[0]
      switch value.shape {
      case .single, .array:
        parameters.append(
          Parameter(name: renames[label] ?? label, source: label, shape: value.shape))
      case .keyedCollection:
        problems.append(
          "\(key): \(label) is a dictionary or an enum with cases; a parameter is one value or"
            + " a list")
      case .group:
        // The struct's properties; what is deeper is reported on the property that holds it.
        for member in values where member.path.count == 2 && member.path[0] == label {
          let source = member.path.joined(separator: ".")
          guard member.shape == .single || member.shape == .array else {
            problems.append("\(key): \(source): parameters are nested one level at most")
            continue
          }
          parameters.append(Parameter(name: member.path[1], source: source, shape: member.shape))
        }
      }
    }
    var seen: [String: String] = [:]
    for parameter in parameters {
      if let other = seen[parameter.name] {
        problems.append(
          "\(key): \(parameter.name) comes from \(other) and from \(parameter.source)")
      } else {
        seen[parameter.name] = parameter.source
      }
    }
    return parameters
  }

  /// Records that the case `key` has `expression` (written `pattern`; `former` for one of its
  /// former patterns), or the problem that another has its shape.
  private mutating func claim(
    _ expression: RouteExpression, by key: String, pattern: String, former: Bool = false
  ) {
    let shape = CasePatternShape(expression)
    let owner = former ? "\(key) (formerly)" : key
    guard let other = shapes[shape] else {
      shapes[shape] = (key, owner, pattern, expression)
      return
    }
    if other.key == key {
      problems.append("\(key) has the pattern \(pattern) twice (as its pattern or a former one)")
    } else if other.expression == expression {
      problems.append("\(other.owner) and \(owner) have the same pattern \(pattern)")
    } else {
      problems.append(
        "\(other.owner) (\(other.pattern)) and \(owner) (\(pattern)) have the same pattern but"
          + " for parameter names: \(owner) could never match")
    }
  }

  /// Whether `label` is the coding key of an unlabeled value: `_0`, `_1`, ...
  static func isPositional(_ label: String) -> Bool {
    label.hasPrefix("_") && label.count > 1 && label.dropFirst().allSatisfy(\.isNumber)
  }
}
