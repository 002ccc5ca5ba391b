/// What a route table does with one URL, as ``Router/linkChanges(to:urls:)`` compares it.
public enum LinkResolution: Sendable, Hashable, CustomStringConvertible {
  /// The route with this pattern (and name, if it has one) takes the URL, with these decoded
  /// path parameters.
  case route(pattern: String, name: String?, parameters: [String: String])
  /// The redirect route with this pattern sends the URL to `target`.
  case redirect(pattern: String, target: String)
  /// No route takes the URL.
  case notFound
  /// The URL is refused before matching; `code` is the ``RouteError/code`` (`sourceNotAllowed`,
  /// `malformedURL`, ...).
  case refused(code: String)

  /// Whether `self` and `other` name the same route: the same name when both routes have
  /// one (a constraint may change while the route stays), else the same pattern.
  func isSameRoute(as other: LinkResolution) -> Bool {
    switch (self, other) {
    case (.route(let pattern, let name, _), .route(let otherPattern, let otherName, _)):
      if let name, let otherName { return name == otherName }
      return pattern == otherPattern
    default:
      return false
    }
  }

  /// `/product/:id {id=42}`, `/item/:id -> /product/42`, `not found` or `refused
  /// (sourceNotAllowed)`.
  public var description: String {
    switch self {
    case .route(let pattern, _, let parameters):
      guard !parameters.isEmpty else { return pattern }
      let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return pattern + " {" + values.joined(separator: ", ") + "}"
    case .redirect(let pattern, let target):
      return "\(pattern) -> \(target)"
    case .notFound:
      return "not found"
    case .refused(let code):
      return "refused (\(code))"
    }
  }
}
