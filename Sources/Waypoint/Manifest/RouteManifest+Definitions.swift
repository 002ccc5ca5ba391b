extension RouteManifest {
  /// The route definitions the manifest describes, checked as a whole: every problem is
  /// listed (unknown handler, bad pattern, duplicate pattern or name, wrong version, bad flag
  /// or presentation, a redirect needing a parameter its source does not capture).
  ///
  /// - Parameter knowsHandler: whether a handler name is registered.
  /// - Throws: ``RouteError/invalidManifest(_:)``.
  func definitions(knowsHandler: (String) -> Bool) throws(RouteError) -> [RouteDefinition] {
    var problems: [String] = []
    if version != Self.currentVersion {
      problems.append(
        "version \(version) is not supported; this library reads version \(Self.currentVersion)")
    }
    var definitions: [RouteDefinition] = []
    var patterns: [RouteExpression: String] = [:]
    var names: [String: String] = [:]
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
      do throws(ManifestProblem) {
        claim(try entry.definition(knowsHandler: knowsHandler), at: place)
      } catch {
        problems.append("\(place): \(error.message)")
      }
    }
    for (index, redirect) in redirects.enumerated() {
      let place = "redirects[\(index)]"
      do throws(RouteError) {
        claim(
          try RouteDefinition.redirect(
            from: redirect.from, to: redirect.to, name: redirect.name,
            priority: redirect.priority ?? 0),
          at: place)
      } catch {
        problems.append("\(place): \(error)")
      }
    }
    guard problems.isEmpty else { throw .invalidManifest(problems) }
    return definitions
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
  /// The route definition this entry describes.
  func definition(knowsHandler: (String) -> Bool) throws(ManifestProblem) -> RouteDefinition {
    var messages: [String] = []
    var expressionError: RouteError?
    let expression: RouteExpression?
    do throws(RouteError) {
      switch (pattern, regex) {
      case (let pattern?, nil):
        if source != nil { messages.append("source is only for regex routes; prefix the pattern") }
        expression = try RouteExpression(pattern)
      case (nil, let regex?):
        expression = try RouteExpression(regex: regex, source: try source.map(Self.source))
      default:
        messages.append("a route has either a pattern or a regex")
        expression = nil
      }
    } catch {
      messages.append("\(error)")
      expressionError = error
      expression = nil
    }
    if !knowsHandler(handler) { messages.append("unknown handler \"\(handler)\"") }
    var routeFlags: RouteFlags = []
    for flag in flags ?? [] {
      switch flag {
      case "internalOnly": routeFlags.insert(.internalOnly)
      case "requiresLogin": routeFlags.insert(.requiresLogin)
      default: messages.append("unknown flag \"\(flag)\" (internalOnly, requiresLogin)")
      }
    }
    let shown = presentation.flatMap(Presentation.init)
    if let presentation, shown == nil {
      messages.append(
        "unknown presentation \"\(presentation)\" (push, present(sheet|fullScreen|popover), replaceTop, setRoot, custom(name))"
      )
    }
    guard messages.isEmpty, let expression else {
      throw ManifestProblem(messages: messages, expressionError: expressionError)
    }
    return RouteDefinition(
      expression: expression, name: name, priority: priority ?? 0, defaults: defaults ?? [:],
      flags: routeFlags, presentation: shown, target: .named(handler))
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
    if text.contains("://") { return .webOrigin(try WebOrigin(text)) }
    guard let first = text.unicodeScalars.first, first.isASCII,
      URLByte.isLetter(UInt8(first.value)),
      text.unicodeScalars.allSatisfy({ $0.isASCII && URLByte.isSchemeCharacter(UInt8($0.value)) })
    else { throw .malformedURL(text, reason: "a source is an app scheme or a web origin") }
    return .appScheme(text.lowercased())
  }
}
