/// The compiled matcher of each destination pattern, so that parsing and building a
/// destination compile its pattern once rather than on every call.
enum DestinationMatchers {
  private struct Key: Hashable {
    let pattern: String
    let options: RouteMatcher.Options
  }

  /// At most this many matchers are kept; an app has a few dozen destinations.
  private static let capacity = 512
  private static let matchers = Locked<[Key: RouteMatcher]>([:])

  /// The matcher for `pattern` with `options`, compiled on first use.
  ///
  /// - Throws: the pattern errors of ``RouteExpression/init(_:)``; a raw regex cannot be a
  ///   destination's pattern, since it cannot be reversed.
  static func matcher(for pattern: String, options: RouteMatcher.Options = .init())
    throws(RouteError) -> RouteMatcher
  {
    let key = Key(pattern: pattern, options: options)
    if let matcher = matchers.withLock({ $0[key] }) { return matcher }
    let matcher = try RouteMatcher(pattern, options: options)
    matchers.withLock { matchers in
      if matchers.count >= capacity { matchers.removeAll() }
      matchers[key] = matcher
    }
    return matcher
  }
}
