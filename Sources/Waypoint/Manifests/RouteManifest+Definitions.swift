extension RouteManifest {
  /// The route definitions of the table that applying the manifest makes, checked as a whole:
  /// every problem is listed (unknown handler, bad pattern, duplicate pattern or name, wrong
  /// version, bad flag or presentation, a redirect needing a parameter its source does not
  /// capture, an entry that does not fit the typed route it restates).
  ///
  /// The typed routes of `typed` (the code's, in registration order) are kept: each one the
  /// manifest restates where its entry is, with the entry's priority, defaults, flags and
  /// presentation; the others first, as the code declared them.
  ///
  /// - Parameters:
  ///   - typed: the typed routes of the router the manifest is applied to.
  ///   - knowsHandler: whether a handler name is registered.
  /// - Throws: ``RouteError/invalidManifest(_:)``.
  func definitions(typed: [Route], knowsHandler: (String) -> Bool) throws(RouteError)
    -> [RouteDefinition]
  {
    var problems: [String] = []
    if !Self.supportedVersions.contains(version) {
      problems.append(
        "version \(version) is not supported; this library reads versions"
          + " \(Self.supportedVersions.lowerBound) to \(Self.supportedVersions.upperBound)")
    }
    var typedByExpression: [RouteExpression: Route] = [:]
    for route in typed { typedByExpression[route.expression] = route }
    var restated: Set<RouteExpression> = []
    var definitions: [RouteDefinition] = []
    var patterns: [RouteExpression: String] = [:]
    var names: [String: String] = [:]
    for route in typed {
      let label = "the typed route \(Self.label(of: route))"
      patterns[route.expression] = label
      if let name = route.typedDeclaration?.name { names[name] = label }
    }
    func claim(_ definition: RouteDefinition, at place: String) {
      if let other = patterns[definition.expression] {
        problems.append("\(place): the same pattern as \(other) (\(definition.expression.pattern))")
      }
      patterns[definition.expression] = patterns[definition.expression] ?? place
      if let name = definition.name {
        if let other = names[name] {
          problems.append("\(place): the same name as \(other) (\(name))")
        }
        names[name] = names[name] ?? place
      }
      definitions.append(definition)
    }
    for (index, entry) in routes.enumerated() {
      let place = "routes[\(index)]"
      if version < 2, entry.hasPlacement {
        problems.append(
          "\(place): tab, parent and identifyingQueryItems are fields of version 2; write"
            + " \"version\": 2")
      }
      if let expression = try? entry.expression(), let route = typedByExpression[expression],
        !restated.contains(expression)
      {
        restated.insert(expression)
        do throws(ManifestProblem) {
          definitions.append(try entry.restatement(of: route, statesPlacement: version >= 2))
        } catch {
          problems.append("\(place): \(error.message)")
        }
        continue
      }
      guard entry.typed != true else {
        problems.append(
          "\(place): typed route \(entry.pattern ?? entry.regex ?? "") is not registered by this"
            + " app")
        continue
      }
      do throws(ManifestProblem) {
        var definition = try entry.definition(knowsHandler: knowsHandler)
        definition.markFromManifest()
        claim(definition, at: place)
      } catch {
        problems.append("\(place): \(error.message)")
      }
    }
    for (index, redirect) in redirects.enumerated() {
      let place = "redirects[\(index)]"
      do throws(RouteError) {
        var definition = try RouteDefinition.redirect(
          from: redirect.from, to: redirect.to, name: redirect.name,
          priority: redirect.priority ?? 0)
        if let route = typedByExpression[definition.expression],
          !restated.contains(definition.expression)
        {
          restated.insert(definition.expression)
          guard let target = route.redirectTarget,
            try RouteExpression(parsing: target) == RouteExpression(parsing: redirect.to)
          else {
            let does = route.redirectTarget.map { "redirects to \($0)" } ?? "is not a redirect"
            problems.append(
              "\(place): the same pattern as the typed route \(Self.label(of: route))"
                + " (\(route.pattern)), which \(does), not to \(redirect.to)")
            continue
          }
          definitions.append(
            try Self.definition(of: route, priority: redirect.priority ?? 0))
          continue
        }
        guard redirect.typed != true else {
          problems.append(
            "\(place): the typed redirect from \(redirect.from) is not registered by this app")
          continue
        }
        definition.markFromManifest()
        claim(definition, at: place)
      } catch {
        problems.append("\(place): \(error)")
      }
    }
    guard problems.isEmpty else { throw .invalidManifest(problems) }
    var kept: [RouteDefinition] = []
    for route in typed where !restated.contains(route.expression) {
      do throws(RouteError) {
        kept.append(try Self.definition(of: route))
      } catch {
        problems.append("the typed route \(Self.label(of: route)): \(error)")
      }
    }
    guard problems.isEmpty else { throw .invalidManifest(problems) }
    return kept + definitions
  }

  /// The problem an ``RouteError/invalidManifest(_:)`` refusal lists for `error`, thrown once
  /// the manifest's definitions are added to a table or the table is built: for a pattern's
  /// error, the entry it comes from is named first (`routes[3]: invalid pattern ...`).
  func problem(addingRoutes error: RouteError) -> String {
    guard let pattern = Self.pattern(of: error) else { return "\(error)" }
    if let index = routes.firstIndex(where: { ($0.pattern ?? $0.regex) == pattern }) {
      return "routes[\(index)]: \(error)"
    }
    if let index = redirects.firstIndex(where: { $0.from == pattern || $0.to == pattern }) {
      return "redirects[\(index)]: \(error)"
    }
    return "\(error)"
  }

  /// What applying the manifest throws for `error`, thrown while its table was built or
  /// checked: a pattern's error as the manifest's problem (``problem(addingRoutes:)``); any
  /// other error as it is (the manifest's own refusal, a parent the placement check refuses).
  func refusal(buildingTable error: RouteError) -> RouteError {
    Self.pattern(of: error) == nil ? error : .invalidManifest([problem(addingRoutes: error)])
  }

  /// The pattern that a pattern's error (a pattern, a constraint or a raw regex refused)
  /// names; `nil` for any other error.
  private static func pattern(of error: RouteError) -> String? {
    switch error {
    case .invalidPattern(let pattern, _, _), .duplicateParameterName(let pattern, _, _),
      .invalidConstraint(let pattern, _, _), .invalidRegex(let pattern, _, _):
      return pattern
    default:
      return nil
    }
  }

  /// A typed route as messages name it: `app.detail`, or its pattern.
  static func label(of route: Route) -> String {
    guard let declaration = route.typedDeclaration else { return route.name ?? route.pattern }
    return declaration.name ?? "\(declaration.key)"
  }

  /// The definition of the typed route `route` as its code declared it, or with what a
  /// restatement gives (`priority`, `defaults`, `flags`, `presentation`, and the tab, parent
  /// and identifying query items of `placement`).
  ///
  /// - Throws: the pattern error of a redirect's target, which parsed before.
  static func definition(
    of route: Route, priority: Int? = nil, defaults: [String: String]? = nil,
    flags: RouteFlags? = nil, presentation: Presentation?? = nil, placement: RoutePlacement? = nil
  ) throws(RouteError) -> RouteDefinition {
    let declared = route.typedDeclaration
    let target: RouteDefinition.Target
    if let name = route.handlerName {
      target = .named(name)
    } else if let redirect = route.redirectTarget {
      target = .redirect(to: try RouteExpression(parsing: redirect))
    } else if let handler = route.handler {
      target = .handler(handler)
    } else {
      throw .unknownHandler(route.pattern)
    }
    var definition = RouteDefinition(
      expression: route.expression, name: declared?.name ?? route.name,
      priority: priority ?? declared?.priority ?? route.priority,
      defaults: defaults ?? declared?.defaults ?? route.defaults,
      flags: flags ?? declared?.flags ?? route.flags, attributes: route.attributes, target: target)
    definition.placement = placement ?? declared?.placement ?? RoutePlacement()
    definition.presentation = presentation ?? declared?.presentation
    return definition
  }
}

/// The problems of one manifest entry.
struct ManifestProblem: Error {
  /// Each problem, as a sentence.
  let messages: [String]
  /// The error of the entry's pattern or regex, if it has one.
  let expressionError: RouteError?

  /// The problems in one line.
  var message: String { messages.joined(separator: "; ") }
}

extension RouteManifest.Entry {
  /// The entry's pattern or regex, parsed; `nil` when it has not exactly one of them.
  func expression() throws(RouteError) -> RouteExpression? {
    switch (pattern, regex) {
    case (let pattern?, nil):
      return try RouteExpression(parsing: pattern)
    case (nil, let regex?):
      let source = try source.map(Self.source)
      return try RouteError.wrapping { () throws(MatchingError) in
        try RouteExpression(regex: regex, source: source)
      }
    default:
      return nil
    }
  }

  /// The typed route `route`, restated by this entry: the code's pattern and handler, the
  /// entry's priority, defaults, flags and presentation, and (`statesPlacement`: the manifest
  /// is of version 2) its tab, parent and identifying query items; a version 1 entry keeps
  /// the code's.
  ///
  /// - Throws: the problems: another handler, another name, an unknown flag or presentation.
  func restatement(of route: Route, statesPlacement: Bool) throws(ManifestProblem)
    -> RouteDefinition
  {
    var messages: [String] = []
    let label = RouteManifest.label(of: route)
    if let handler, handler != route.handlerName {
      let theirs = route.handlerName ?? "a handler without a name"
      messages.append(
        "the same pattern as the typed route \(label) (\(route.pattern)), whose handler is"
          + " \(theirs), not \(handler)")
    } else if handler == nil, typed != true {
      messages.append("a route names its handler, or restates a typed route with \"typed\": true")
    }
    if let name, name != route.typedDeclaration?.name {
      messages.append("restates typed route \(label) under the name \(name)")
    }
    if route.redirectTarget != nil {
      messages.append(
        "the same pattern as the typed route \(label) (\(route.pattern)), which is a redirect")
    }
    let flags = routeFlags(into: &messages)
    let shown = presentationValue(into: &messages)
    let placement = placementValue(presentation: shown, into: &messages)
    guard messages.isEmpty else {
      throw ManifestProblem(messages: messages, expressionError: nil)
    }
    do {
      return try RouteManifest.definition(
        of: route, priority: priority ?? 0, defaults: defaults ?? [:], flags: flags,
        presentation: .some(shown), placement: statesPlacement ? placement : nil)
    } catch {
      throw ManifestProblem(messages: ["\(error)"], expressionError: nil)
    }
  }

  /// The entry's flags; an unknown one is added to `messages`.
  private func routeFlags(into messages: inout [String]) -> RouteFlags {
    var routeFlags: RouteFlags = []
    for flag in flags ?? [] {
      switch flag {
      case "internalOnly": routeFlags.insert(.internalOnly)
      case "requiresLogin": routeFlags.insert(.requiresLogin)
      default: messages.append("unknown flag \"\(flag)\" (internalOnly, requiresLogin)")
      }
    }
    return routeFlags
  }

  /// The entry's presentation; an unknown one is added to `messages`.
  private func presentationValue(into messages: inout [String]) -> Presentation? {
    let shown = presentation.flatMap(Presentation.init)
    if let presentation, shown == nil {
      messages.append(
        "unknown presentation \"\(presentation)\" (push, present(sheet|fullScreen|popover), replaceTop, setRoot, custom(name))"
      )
    }
    return shown
  }

  /// The entry's placement, with `presentation`; an empty tab or parent, or an empty query
  /// item name, is added to `messages`.
  private func placementValue(presentation: Presentation?, into messages: inout [String])
    -> RoutePlacement
  {
    if tab == "" { messages.append("tab is empty: leave it out, or name the tab") }
    if parent == "" { messages.append("parent is empty: leave it out, or name a route") }
    if identifyingQueryItems?.contains("") == true {
      messages.append("identifyingQueryItems has an empty name")
    }
    return RoutePlacement(
      tab: tab, presentation: presentation, parent: parent,
      identifyingQueryItems: identifyingQueryItems ?? [])
  }

  /// The route definition this entry describes.
  func definition(knowsHandler: (String) -> Bool) throws(ManifestProblem) -> RouteDefinition {
    var messages: [String] = []
    var expressionError: RouteError?
    let expression: RouteExpression?
    do throws(RouteError) {
      switch (pattern, regex) {
      case (let pattern?, nil):
        if source != nil { messages.append("source is only for regex routes; prefix the pattern") }
        expression = try RouteExpression(parsing: pattern)
      case (nil, let regex?):
        let source = try source.map(Self.source)
        expression = try RouteError.wrapping { () throws(MatchingError) in
          try RouteExpression(regex: regex, source: source)
        }
      default:
        messages.append("a route has either a pattern or a regex")
        expression = nil
      }
    } catch {
      messages.append("\(error)")
      expressionError = error
      expression = nil
    }
    let target: RouteDefinition.Target
    if let handler {
      if !knowsHandler(handler) { messages.append("unknown handler \"\(handler)\"") }
      target = .named(handler)
    } else if typed == true {
      // A typed route without a handler name, read by a tool without the app's code: its
      // matching is what counts.
      target = .handler(ClosureRouteHandler { _ in .ok })
    } else {
      messages.append("a route names its handler, or restates a typed route with \"typed\": true")
      target = .named("")
    }
    let routeFlags = routeFlags(into: &messages)
    let shown = presentationValue(into: &messages)
    let placement = placementValue(presentation: shown, into: &messages)
    guard messages.isEmpty, let expression else {
      throw ManifestProblem(messages: messages, expressionError: expressionError)
    }
    var definition = RouteDefinition(
      expression: expression, name: name, priority: priority ?? 0, defaults: defaults ?? [:],
      flags: routeFlags, target: target)
    definition.presentation = shown
    if hasPlacement { definition.placement = placement }
    return definition
  }

  /// The route definition this entry describes, read as ``Router/apply(_:)`` reads it, with
  /// its handler named (looked up when a request is dispatched), for tools that check a
  /// manifest entry by entry.
  ///
  /// - Throws: the error of the entry's pattern or regex when that is its only problem;
  ///   otherwise ``RouteError/invalidManifest(_:)`` listing the entry's problems (an unknown
  ///   flag or presentation, a source on a path pattern, not exactly one of pattern and regex).
  public func definition() throws(RouteError) -> RouteDefinition {
    do throws(ManifestProblem) {
      return try definition(knowsHandler: { _ in true })
    } catch {
      if let expressionError = error.expressionError, error.messages.count == 1 {
        throw expressionError
      }
      throw .invalidManifest(error.messages)
    }
  }

  /// An app scheme (`myapp`) or a web origin (`https://app.example.com`).
  static func source(_ text: String) throws(RouteError) -> LinkSource {
    if text.contains("://") {
      return .webOrigin(
        try RouteError.wrapping { () throws(MatchingError) in try WebOrigin(text) })
    }
    guard let first = text.unicodeScalars.first, first.isASCII,
      URLByte.isLetter(UInt8(first.value)),
      text.unicodeScalars.allSatisfy({ $0.isASCII && URLByte.isSchemeCharacter(UInt8($0.value)) })
    else { throw .malformedURL(text, reason: "a source is an app scheme or a web origin") }
    return .appScheme(text.lowercased())
  }
}
