import Waypoint

/// What a recording handler saw of one request: a snapshot that does not hold the route, so
/// that recording never keeps a router's routes alive.
public struct RecordedRequest: Sendable, CustomStringConvertible {
  /// The URL handled.
  public let url: RouteURL
  /// Where the request came from first.
  public let source: LinkSource
  /// The pattern of the route that matched, or `nil` for the fallback handler.
  public let pattern: String?
  /// The name of that route.
  public let routeName: String?
  /// Every parameter in the merged view (primitive, path, query, defaults), as text.
  public let parameters: [String: String]
  /// The path parameters, decoded.
  public let pathParameters: [String: String]
  /// The query items, in order.
  public let query: [QueryItem]

  /// A snapshot of `request`.
  public init(_ request: RouteRequest) {
    url = request.url
    source = request.source
    pattern = request.route?.pattern
    routeName = request.route?.name
    var parameters: [String: String] = [:]
    for name in request.parameterNames { parameters[name] = request[name] }
    self.parameters = parameters
    pathParameters = request.pathParameters.dictionary
    query = request.query.items
  }

  /// The merged parameter `name`, as ``RouteRequest`` reads it.
  public subscript(name: String) -> String? { parameters[name] }

  /// The URL and the route.
  public var description: String { "\(url) -> \(pattern ?? "fallback")" }
}
