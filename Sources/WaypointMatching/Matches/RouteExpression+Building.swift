extension RouteExpression {
  /// Builds the URL this expression matches with `parameters` (reverse routing).
  ///
  /// Values are percent-encoded for their place: a parameter's `/` becomes `%2F`, a
  /// wildcard's `/` separates segments. An optional part is written when all its parameters
  /// are given and left out when none is. A parameter may be empty only when its constraint
  /// accepts `""` (`/test/:id(\d*)` with `id = ""` is `/test/`). Parameters the pattern does
  /// not name become the query, sorted by name. The URL is then matched against the
  /// expression, so that a value that would fail the route's own constraint is refused, and
  /// matching the URL gives the same parameters back. That check compiles the expression's
  /// regex on every call: to build many URLs, register the route and call
  /// `Router.url(for:parameters:)`, which checks with the route's compiled matcher.
  ///
  /// ```swift
  /// try RouteExpression("myapp://user/:id(\\d+)").url(parameters: ["id": "42", "tab": "a b"])
  /// // "myapp://user/42?tab=a%20b"
  /// ```
  ///
  /// - Throws: ``MatchingError/missingParameter(name:route:)`` or
  ///   ``MatchingError/invalidParameter(name:value:route:reason:)``; for a raw regex route,
  ///   ``MatchingError/invalidPattern(_:position:reason:)``, since a regex cannot be reversed.
  public func url(parameters: [String: String]) throws(MatchingError) -> String {
    try url(parameters: parameters, matcher: RouteMatcher(self))
  }

  /// Builds the URL and checks it with `matcher`, the route's own matcher. With `encoded`, the
  /// path parameter values are percent-encoded already and written as they are (a redirect
  /// carries `a%2Fb` over as `a%2Fb`, even into a wildcard); the check compares decoded values.
  package func url(parameters: [String: String], matcher: RouteMatcher, encoded: Bool = false)
    throws(MatchingError) -> String
  {
    guard !isRawRegex else {
      throw .invalidPattern(pattern, position: 0, reason: "a raw regex route cannot be reversed")
    }
    var path = ""
    // The matcher compiled from this very expression holds its syntax tree, which `parts`
    // would read back from the text again.
    let tree = matcher.expression.storage === storage ? matcher.parts : parts
    try URLBuilder(expression: self, parameters: parameters, encoded: encoded)
      .append(tree, to: &path)
    if path.isEmpty { path = "/" }
    let extra = parameters.keys.filter { !parameterNames.contains($0) }.sorted()
    var text = (source ?? .internal).link(path: path)
    if !extra.isEmpty {
      text += "?" + PercentEncoding.query(extra.map { ($0, parameters[$0] ?? "") })
    }
    let given =
      encoded
      ? parameters.mapValues { PercentEncoding.decode($0[...]) }
      : parameters
    try verify(text, parameters: given, matcher: matcher)
    return text
  }

  /// Checks that `text` matches and gives back every parameter as given.
  private func verify(
    _ text: String, parameters: [String: String], matcher: RouteMatcher
  ) throws(MatchingError) {
    let result: MatchResult?
    do {
      result = try matcher.match(try RouteURL(text, maximumLength: Int.max))
    } catch {
      throw .invalidParameter(
        name: parameterNames.first ?? "", value: "", route: pattern,
        reason: "the URL built is not valid: \(error)")
    }
    for name in parameterNames {
      guard let value = parameters[name], result?.parameters[name] != value else { continue }
      let segments = value.split(separator: "/", omittingEmptySubsequences: false)
      if segments.contains(where: { $0 == "." || $0 == ".." }) {
        throw .invalidParameter(
          name: name, value: value, route: pattern, reason: URLBuilder.dotSegmentReason)
      }
    }
    for name in parameterNames {
      guard let value = parameters[name] else { continue }
      if let result, result.parameters[name] == value { continue }
      let reason =
        constraintFailure(of: name, value: value)
        ?? "matching the URL built does not give the value back (\(text))"
      throw .invalidParameter(name: name, value: value, route: pattern, reason: reason)
    }
    if result == nil {
      throw .invalidParameter(
        name: parameterNames.first ?? "", value: "", route: pattern,
        reason: "the URL built does not match the route (\(text))")
    }
  }

  /// Why `value` fails the constraint of parameter `name`, or `nil`.
  private func constraintFailure(of name: String, value: String) -> String? {
    guard let constraint = parameterConstraints[name], let check = ConstraintCheck(constraint)
    else { return nil }
    return check.accepts(URLBuilder.encodeSegment(value))
      ? nil : "it does not match the constraint (\(constraint))"
  }
}

/// Writes pattern parts with parameter values, for ``RouteExpression/url(parameters:)``.
private struct URLBuilder {
  let expression: RouteExpression
  let parameters: [String: String]
  /// Whether the values are percent-encoded already: then they are written as they are.
  let encoded: Bool

  /// Why a whole segment cannot be `.` or `..`.
  static let dotSegmentReason = "a segment cannot be . or .., which URL normalization removes"

  /// Appends `parts`; `endsSegment`: whether what follows them ends their last segment (the
  /// end of the path, or a `/`). Each value is checked as it is written, so that a refusal
  /// names the first parameter, in pattern order, that no URL can carry.
  func append(
    _ parts: [PatternPart], to path: inout String, endsSegment: Bool = true
  ) throws(MatchingError) {
    for (index, part) in parts.enumerated() {
      let nextEndsSegment = index + 1 < parts.count ? parts[index + 1].isSeparator : endsSegment
      switch part {
      case .separator:
        path += "/"
      case .literal(let text):
        path += text
      case .parameter(let name, let constraint):
        let value = try value(of: name)
        // A constraint decides whether it accepts "": matching the URL built checks it.
        guard !value.isEmpty || constraint != nil else {
          throw invalid(name, value, "a parameter cannot be empty")
        }
        if value == "." || value == "..", path.last == "/", nextEndsSegment {
          throw invalid(name, value, Self.dotSegmentReason)
        }
        // An encoded value from a wildcard may hold `/`: one segment keeps it as `%2F`.
        path +=
          encoded
          ? value.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "%2F")
          : Self.encodeSegment(value)
      case .wildcard(let name):
        let value = try value(of: name)
        // The path keeps no empty segment: the value may start with `/` only after text in
        // its segment (`/x-*p` with `p = /a` is `/x-/a`), and end with `/` only before text.
        let afterText = path.last.map { $0 != "/" } ?? false
        let beforeText = index + 1 < parts.count && !parts[index + 1].isSeparator
        var segments = value.split(separator: "/", omittingEmptySubsequences: false)[...]
        var (leading, trailing) = ("", "")
        if value == "/", afterText, beforeText {
          segments = []
          leading = "/"
        }
        if segments.count > 1, segments.first?.isEmpty == true, afterText {
          segments = segments.dropFirst()
          leading = "/"
        }
        if segments.count > 1, segments.last?.isEmpty == true, beforeText {
          segments = segments.dropLast()
          trailing = "/"
        }
        guard !value.isEmpty, !segments.contains(where: \.isEmpty) else {
          throw invalid(
            name, value,
            "a wildcard needs one or more characters and no empty segment; its value may start "
              + "with / only after text in its segment, and end with / only before text")
        }
        // Its segments are whole when nothing of the pattern shares the first or the last.
        if !afterText, nextEndsSegment, segments.contains(where: { $0 == "." || $0 == ".." }) {
          throw invalid(name, value, Self.dotSegmentReason)
        }
        let written = encoded ? segments.map(String.init) : segments.map(Self.encodeSegment)
        path += leading + written.joined(separator: "/") + trailing
      case .optional(let inner):
        let names = PatternPart.parameterNames(of: inner)
        let given = names.filter { parameters[$0] != nil }
        if names.isEmpty || given.isEmpty { continue }
        try append(inner, to: &path, endsSegment: nextEndsSegment)
      }
    }
  }

  private func value(of name: String) throws(MatchingError) -> String {
    guard let value = parameters[name] else {
      throw .missingParameter(name: name, route: expression.pattern)
    }
    return value
  }

  private func invalid(_ name: String, _ value: String, _ reason: String) -> MatchingError {
    .invalidParameter(name: name, value: value, route: expression.pattern, reason: reason)
  }

  /// A value for one path segment: unreserved characters and sub-delimiters stay, the rest
  /// (`/`, `%`, `?`, `#`, spaces, non-ASCII) is percent-encoded.
  static func encodeSegment(_ value: some StringProtocol) -> String {
    PercentEncoding.encode(value) { URLByte.isSegmentSafe($0) }
  }
}
