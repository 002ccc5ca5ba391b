import Waypoint

/// A handler that takes every request and answers with its name and the path parameters it
/// received: what a dispatch's first candidate was, seen from outside the router.
struct EchoHandler: RouteHandler {
  /// The response value that names the handler; parameters are under `=` and their name.
  static let routeKey = "route"

  let name: String

  /// The response values a request of `route` with `parameters` gets.
  static func values(name: String, parameters: PathParameters) -> [String: String] {
    var values = [routeKey: name]
    for (parameter, value) in parameters { values["=" + parameter] = value }
    return values
  }

  func handle(_ request: RouteRequest) async throws -> RouteResponse {
    .success(Self.values(name: name, parameters: request.pathParameters))
  }
}
