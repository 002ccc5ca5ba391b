extension RouteExpression {
  /// Checks that a redirect from this expression to `target` can always fill the target in.
  ///
  /// - Throws: ``MatchingError/missingParameter(name:route:)`` when `target` needs a parameter
  ///   this expression does not capture for sure.
  package func checkRedirect(to target: RouteExpression) throws(MatchingError) {
    let captured = Set(requiredParameterNames)
    for name in target.requiredParameterNames where !captured.contains(name) {
      throw .missingParameter(name: name, route: target.pattern)
    }
  }

  /// The URL a redirect to this expression sends a request to: filled in with the matched
  /// parameters it names, in their percent-encoded form as the URL had them (the Routing
  /// semantics article, *Redirects*: `/old/*path` to `/new/*path` sends `/old/a%2Fb` to
  /// `/new/a%2Fb`), with the request's raw `query` carried over. `matcher` is this
  /// expression's own, with the default configuration, which checks the URL built.
  package func redirectURL(
    encodedParameters: [String: String], query: some StringProtocol, matcher: RouteMatcher
  ) throws(MatchingError) -> String {
    try url(
      parameters: encodedParameters.filter { parameterNames.contains($0.key) },
      matcher: matcher, encoded: true
    )
    .appendingQuery(query)
  }

  /// The URL a redirect to this expression sends a request whose path matched `parameters`.
  package func redirectURL(
    from parameters: PathParameters, query: some StringProtocol, matcher: RouteMatcher
  ) throws(MatchingError) -> String {
    try redirectURL(encodedParameters: parameters.rawDictionary, query: query, matcher: matcher)
  }
}

extension String {
  /// This URL with `query` (already encoded) added to its query, if `query` is not empty.
  package func appendingQuery(_ query: some StringProtocol) -> String {
    guard !query.isEmpty else { return self }
    return self + (contains("?") ? "&" : "?") + query
  }
}

extension RouteExpression {
  /// The parameter names that every match sets: those outside optional parts.
  package var requiredParameterNames: [String] {
    parts.flatMap { part -> [String] in
      if case .optional = part { return [] }
      return part.parameterNames
    }
  }
}
