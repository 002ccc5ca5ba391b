import Foundation

/// Foundation's `NSRegularExpression`, one per route, tried in registration order: what the
/// Objective-C routers JLRoutes and DeepLinkKit do.
///
/// Each pattern becomes an anchored regex (`:name` is `([^/]+)`, `*name` is `(.+)`); a match
/// reads the capture ranges. On Linux every attempt also bridges the Swift string to an
/// `NSString`, which the Objective-C routers do not pay.
struct RegularExpressionContender: Contender {
  static let name = "nsregex"
  static let summary = "NSRegularExpression per route, tried in turn (JLRoutes, DeepLinkKit)"

  private let expressions: [NSRegularExpression]

  init(patterns: [String]) throws {
    expressions = try patterns.map { pattern in
      try NSRegularExpression(pattern: HTTPRouterPattern(pattern).anchoredRegularExpression)
    }
  }

  func lookup(_ path: String) -> Int? {
    guard let (index, match) = firstMatch(path) else { return nil }
    var lengths = 0
    for group in 1..<match.numberOfRanges { lengths &+= match.range(at: group).length }
    blackHole(lengths)
    return index
  }

  func parameterValues(_ path: String) -> [String]? {
    guard let (_, match) = firstMatch(path) else { return nil }
    return (1..<match.numberOfRanges).map { group in
      Range(match.range(at: group), in: path).map { String(path[$0]) } ?? ""
    }
  }

  /// The first expression that matches the whole of `path`, with its match.
  private func firstMatch(_ path: String) -> (Int, NSTextCheckingResult)? {
    let whole = NSRange(location: 0, length: path.utf16.count)
    for index in expressions.indices {
      if let match = expressions[index].firstMatch(in: path, options: .anchored, range: whole) {
        return (index, match)
      }
    }
    return nil
  }
}
