/// A handler made of closures, for routes registered with a closure.
///
/// ```swift
/// let handler = ClosureRouteHandler { request in
///   print("order", request["id"] ?? "?")
///   return .success()
/// }
/// ```
public struct ClosureRouteHandler: RouteHandler {
  /// The closures, behind one reference: a handler is then one word, held inline wherever it is
  /// stored (as `any RouteHandler` too) and copied with one retain.
  private let closures: Closures

  private final class Closures: Sendable {
    let accepts: @Sendable (RouteRequest) -> Bool
    let body: @Sendable (RouteRequest) async throws -> RouteResponse

    init(
      accepts: @escaping @Sendable (RouteRequest) -> Bool,
      body: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
    ) {
      self.accepts = accepts
      self.body = body
    }
  }

  /// A handler that runs `body` for every request `accepts` takes (all, by default).
  public init(
    accepts: @escaping @Sendable (RouteRequest) -> Bool = { _ in true },
    _ body: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
  ) {
    closures = Closures(accepts: accepts, body: body)
  }

  /// Asks the `accepts` closure.
  public func shouldHandle(_ request: RouteRequest) -> Bool { closures.accepts(request) }

  /// Runs the body.
  public func handle(_ request: RouteRequest) async throws -> RouteResponse {
    try await closures.body(request)
  }
}
