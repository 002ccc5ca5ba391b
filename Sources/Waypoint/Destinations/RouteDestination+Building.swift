extension RouteDestination {
  /// Builds the URL of this destination through ``pattern``: value → URL (reverse routing).
  ///
  /// ```swift
  /// try ProductDestination(id: 42, tab: .reviews, tags: ["a b", "c/d"]).url()
  /// // "/product/42?tab=reviews&tags=a%20b&tags=c%2Fd"
  /// ```
  ///
  /// Path parameters are escaped for their place (a parameter's `/` is `%2F`, a wildcard's `/`
  /// separates segments); the other properties become query items in declaration order, every
  /// character but the unreserved ones escaped. A `nil` optional is left out (with its
  /// optional part), an array gives one item per element. Parsing the URL gives an equal
  /// value back.
  ///
  /// - Returns: an internal path, or a URL of the source ``pattern`` is restricted to.
  /// - Throws: ``RouteError/missingParameter(name:route:)`` for a `nil` path parameter
  ///   outside an optional part; ``RouteError/invalidParameter(name:value:route:reason:)``
  ///   for a value no URL can carry (an empty path parameter, a segment of `.` or `..`, a
  ///   value that fails the parameter's constraint, a nested value); the pattern errors of
  ///   ``RouteExpression/init(_:)``.
  public func url() throws(RouteError) -> String {
    try build().text
  }

  /// Builds the URL of this destination as a link from `source`: a custom-scheme link
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
  /// - Throws: the errors of ``url()``, or ``RouteError/sourceNotAllowed(_:source:)`` when
  ///   ``pattern`` is restricted to another source.
  public func url(source: LinkSource) throws(RouteError) -> String {
    let (text, expression) = try build()
    if let restricted = expression.source {
      guard restricted == source else { throw .sourceNotAllowed(text, source: source) }
      return text
    }
    return source.link(path: text)
  }

  /// The URL built through the pattern, and the pattern's expression.
  private func build() throws(RouteError) -> (text: String, expression: RouteExpression) {
    let matcher = try DestinationMatchers.matcher(for: Self.pattern)
    let expression = matcher.expression
    let pathNames = Set(expression.parameterNames)
    var path: [String: String] = [:]
    var query: [(name: String, value: String)] = []
    for (name, values) in try ParameterEncoder.parameters(of: self, route: Self.pattern) {
      if pathNames.contains(name) {
        guard values.count <= 1 else {
          throw .invalidParameter(
            name: name, value: values.joined(separator: ","), route: Self.pattern,
            reason: "a path parameter takes one value, not an array")
        }
        path[name] = values.first
      } else {
        query += values.map { (name, $0) }
      }
    }
    var text = try expression.url(parameters: path, matcher: matcher)
    if !query.isEmpty { text += "?" + PercentEncoding.query(query) }
    return (text, expression)
  }
}
