extension TypedRoute {
  /// Builds the URL of this value through its pattern: value → URL (reverse routing).
  ///
  /// ```swift
  /// try ProductDestination(id: 42, tab: .reviews, tags: ["a b", "c/d"]).url()
  /// // "/product/42?tab=reviews&tags=a%20b&tags=c%2Fd"
  /// try AppRoute.detail(id: 42).url()                               // "/items/42"
  /// try AppRoute.web(url: URL(string: "https://a.b/c?d=e")!).url()
  /// // "/web?url=https%3A%2F%2Fa.b%2Fc%3Fd%3De"
  /// ```
  ///
  /// Path parameters are escaped for their place (a parameter's `/` is `%2F`, a wildcard's `/`
  /// separates segments); the other properties (or associated values) become query items in
  /// declaration order, every character but the unreserved ones escaped. A `nil` optional is
  /// left out (with its optional part), an array gives one item per element. Parsing the URL
  /// gives an equal value back.
  ///
  /// - Returns: an internal path, or a URL of the source the pattern is restricted to.
  /// - Throws: the errors of ``typedRouteTable()``;
  ///   ``RouteError/caseWithoutPattern(type:case:)`` for an enum case without a pattern;
  ///   ``RouteError/missingParameter(name:route:)`` for a `nil` path parameter outside an
  ///   optional part; ``RouteError/invalidParameter(name:value:route:reason:)`` for a value no
  ///   URL can carry (an empty path parameter, a segment of `.` or `..`, a value that fails the
  ///   parameter's constraint, a nested value, a date outside years 1 to 9999).
  public func url() throws(RouteError) -> String {
    try link().text
  }

  /// Builds the URL of this value as a link from `source`: a custom-scheme link
  /// (`shop://product/42`) or a universal link (`https://shop.example.com/product/42`), to
  /// share or to hand to another app.
  ///
  /// ```swift
  /// try product.url(source: .appScheme("shop"))
  /// // "shop://product/42"
  /// try product.url(source: .webOrigin(WebOrigin("https://shop.example.com")))
  /// // "https://shop.example.com/product/42"
  /// ```
  ///
  /// - Throws: the errors of ``url()``, or ``RouteError/sourceNotAllowed(_:source:)`` when the
  ///   pattern is restricted to another source.
  public func url(source: LinkSource) throws(RouteError) -> String {
    let (text, expression) = try link()
    if let restricted = expression.source {
      guard restricted == source else { throw .sourceNotAllowed(text, source: source) }
      return text
    }
    return source.link(path: text)
  }

  /// The URL built through the value's pattern, and the pattern's expression.
  func link() throws(RouteError) -> (text: String, expression: RouteExpression) {
    let table = try Self.typedRouteTable()
    let entry: TypedRouteTable.Entry
    let parameters: [(name: String, values: [String])]
    switch table.kind {
    case .destination:
      entry = table.entries[0]
      parameters = try ParameterEncoder.parameters(of: self, route: entry.pattern)
    case .enumeration:
      let encoded = ParameterEncoder.caseParameters(of: self) {
        table.entry(forCase: $0)?.renames ?? [:]
      }
      guard let key = encoded.caseKey else {
        throw .invalidParameter(
          name: "", value: "", route: table.typeName,
          reason: encoded.failure?.reason ?? "the value encodes no case")
      }
      guard let found = table.entry(forCase: key) else {
        throw .caseWithoutPattern(type: table.typeName, case: key)
      }
      entry = found
      if let failure = encoded.failure {
        throw .invalidParameter(
          name: Self.name(failure.name, in: entry), value: "", route: entry.pattern,
          reason: failure.reason)
      }
      parameters = encoded.parameters
    }
    do {
      return try Self.build(parameters, entry: entry)
    } catch {
      throw Self.named(error, in: entry)
    }
  }

  /// The URL of `entry`'s pattern with `parameters`.
  private static func build(
    _ parameters: [(name: String, values: [String])], entry: TypedRouteTable.Entry
  ) throws(RouteError) -> (text: String, expression: RouteExpression) {
    let matcher = try DestinationMatchers.matcher(for: entry.pattern)
    let expression = matcher.expression
    let pathNames = Set(expression.parameterNames)
    var path: [String: String] = [:]
    var query: [(name: String, value: String)] = []
    for (name, values) in parameters {
      if pathNames.contains(name) {
        guard values.count <= 1 else {
          throw .invalidParameter(
            name: name, value: values.joined(separator: ","), route: entry.pattern,
            reason: "a path parameter takes one value, not an array")
        }
        path[name] = values.first
      } else {
        query += values.map { (name, $0) }
      }
    }
    var text = try RouteError.wrapping { () throws(MatchingError) in
      try expression.url(parameters: path, matcher: matcher)
    }
    if !query.isEmpty { text += "?" + PercentEncoding.query(query) }
    return (text, expression)
  }

  /// `name` as an error names it: `detail.id` for the value `id` of the case `detail`.
  private static func name(_ name: String, in entry: TypedRouteTable.Entry) -> String {
    guard let caseKey = entry.caseKey else { return name }
    return name.isEmpty ? caseKey : "\(caseKey).\(name)"
  }

  /// `error` with its parameter named as ``name(_:in:)`` names it.
  private static func named(_ error: RouteError, in entry: TypedRouteTable.Entry) -> RouteError {
    switch error {
    case .missingParameter(let parameter, let route):
      return .missingParameter(name: name(parameter, in: entry), route: route)
    case .invalidParameter(let parameter, let value, let route, let reason):
      return .invalidParameter(
        name: name(parameter, in: entry), value: value, route: route, reason: reason)
    default:
      return error
    }
  }

  /// What an event or an error names when this value has no URL: its pattern, or the type and
  /// case.
  func refusalLabel() -> String {
    guard let table = try? Self.typedRouteTable() else {
      if let destination = Self.self as? any RouteDestination.Type { return destination.pattern }
      return String(describing: Self.self)
    }
    switch table.kind {
    case .destination:
      return table.entries[0].pattern
    case .enumeration:
      let key = ParameterEncoder.caseParameters(of: self) { _ in [:] }.caseKey ?? ""
      return table.entry(forCase: key)?.pattern ?? "\(table.typeName).\(key)"
    }
  }
}
