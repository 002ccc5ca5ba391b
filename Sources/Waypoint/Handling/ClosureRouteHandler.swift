/// A handler made of closures, for routes registered with a closure.
///
/// ```swift
/// let handler = ClosureRouteHandler { request in
///   print("order", request["id"] ?? "?")
///   return .success()
/// }
/// ```
public struct ClosureRouteHandler: RouteHandler {
  private let accepts: @Sendable (RouteRequest) -> Bool
  private let body: @Sendable (RouteRequest) async throws -> RouteResponse

  /// A handler that runs `body` for every request `accepts` takes (all, by default).
  public init(
    accepts: @escaping @Sendable (RouteRequest) -> Bool = { _ in true },
    _ body: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
  ) {
    self.accepts = accepts
    self.body = body
  }

  /// Asks the `accepts` closure.
  public func shouldHandle(_ request: RouteRequest) -> Bool { accepts(request) }

  /// Runs the body.
  public func handle(_ request: RouteRequest) async throws -> RouteResponse {
    try await body(request)
  }
}
