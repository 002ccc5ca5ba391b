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

/// One problem of a manifest entry.
struct ManifestProblem: Error {
  let message: String
}

extension RouteManifest.Entry {
  /// The route definition this entry describes.
  func definition(knowsHandler: (String) -> Bool) throws(ManifestProblem) -> RouteDefinition {
    var messages: [String] = []
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
      throw ManifestProblem(message: messages.joined(separator: "; "))
    }
    return RouteDefinition(
      expression: expression, name: name, priority: priority ?? 0, defaults: defaults ?? [:],
      flags: routeFlags, presentation: shown, target: .named(handler))
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
