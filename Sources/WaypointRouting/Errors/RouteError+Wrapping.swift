extension RouteError {
  /// The result of `body`, with a problem the matching engine finds reported as the router's
  /// case of the same name.
  @inline(__always)
  package static func wrapping<Result>(_ body: () throws(MatchingError) -> Result)
    throws(RouteError) -> Result
  {
    do {
      return try body()
    } catch {
      throw RouteError(error)
    }
  }
}

extension RouteExpression {
  /// Parses, normalizes and validates `pattern`, as `RouteExpression(_:)` does, reporting a
  /// problem as the router's error.
  package init(parsing pattern: String) throws(RouteError) {
    self = try RouteError.wrapping { () throws(MatchingError) in try RouteExpression(pattern) }
  }
}

extension RouteURL {
  /// Parses and normalizes `string`, as `RouteURL(_:maximumLength:)` does, reporting a
  /// problem as the router's error.
  package init(reading string: String, maximumLength: Int) throws(RouteError) {
    self = try RouteError.wrapping { () throws(MatchingError) in
      try RouteURL(string, maximumLength: maximumLength)
    }
  }
}
