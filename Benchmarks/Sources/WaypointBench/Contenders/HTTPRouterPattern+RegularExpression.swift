import Foundation

extension HTTPRouterPattern {
  /// The pattern as a regex anchored at both ends: `:name` is `([^/]+)`, `*name` is `(.+)`,
  /// literal text is escaped.
  var anchoredRegularExpression: String {
    let body = tokens.map { token in
      switch token {
      case .literal(let text): NSRegularExpression.escapedPattern(for: text)
      case .parameter: "([^/]+)"
      case .catchAll: "(.+)"
      }
    }
    return "^" + body.joined() + "$"
  }
}
