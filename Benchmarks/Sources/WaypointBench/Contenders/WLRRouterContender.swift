import Waypoint

/// WLRRouter's design on Waypoint's PCRE2 matcher: one compiled regex per route, tried in
/// registration order; the first that matches wins.
///
/// The URL is parsed once per lookup and handed to each ``RouteMatcher`` in turn, as a
/// WLRRouter-style router would do; a match carries the parameters' ranges.
struct WLRRouterContender: Contender {
  static let name = "wlr-pcre2"
  static let summary =
    "WLRRouter design: one Waypoint RouteMatcher (PCRE2, JIT) per route, tried in turn"

  private let matchers: [RouteMatcher]

  init(patterns: [String]) throws {
    matchers = try patterns.map { try RouteMatcher($0) }
  }

  func lookup(_ path: String) -> Int? {
    firstMatch(path)?.index
  }

  func parameterValues(_ path: String) -> [String]? {
    firstMatch(path).map { match in match.result.parameters.map(\.value) }
  }

  /// The first matcher that matches `path`, with its result.
  private func firstMatch(_ path: String) -> (index: Int, result: MatchResult)? {
    guard let url = try? RouteURL(path) else { return nil }
    for index in matchers.indices {
      if let result = try? matchers[index].match(url) { return (index, result) }
    }
    return nil
  }
}
