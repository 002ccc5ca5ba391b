/// The compiled matcher of each destination pattern, so that parsing and building a
/// destination compile its pattern once rather than on every call.
enum DestinationMatchers {
  private struct Key: Hashable {
    let pattern: String
    let configuration: MatchConfiguration
  }

  /// At most this many matchers are kept; an app has a few dozen destinations.
  private static let capacity = 512
  private static let matchers = Locked<[Key: RouteMatcher]>([:])

  /// The matcher for `pattern` under `configuration`, compiled on first use.
  ///
  /// - Throws: the pattern errors of `RouteExpression(_:)`; a raw regex cannot be a
  ///   destination's pattern, since it cannot be reversed.
  static func matcher(
    for pattern: String, configuration: MatchConfiguration = MatchConfiguration()
  ) throws(RouteError) -> RouteMatcher {
    let key = Key(pattern: pattern, configuration: configuration)
    if let matcher = matchers.withLock({ $0[key] }) { return matcher }
    let matcher = try RouteError.wrapping { () throws(MatchingError) in
      try RouteMatcher(pattern, configuration: configuration)
    }
    matchers.withLock { matchers in
      if matchers.count >= capacity { matchers.removeAll() }
      matchers[key] = matcher
    }
    return matcher
  }
}
