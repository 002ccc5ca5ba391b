/// Handles the requests of the routes it is registered for.
///
/// A handler may decline a request, by returning `false` from ``shouldHandle(_:)`` or by
/// throwing ``RouteDecline`` from ``handle(_:)``: the router then passes the request to the next
/// candidate route in dispatch order, then to the fallback handler.
///
/// ```swift
/// struct ProductHandler: RouteHandler {
///   func handle(_ request: RouteRequest) async throws -> RouteResponse {
///     guard let id = request.int("id") else { throw RouteDecline("no numeric id") }
///     await ProductScreen.show(id)
///     return .success()
///   }
/// }
/// ```
public protocol RouteHandler: Sendable {
  /// Whether this handler takes the request; `true` unless a handler says otherwise.
  func shouldHandle(_ request: RouteRequest) -> Bool

  /// Handles the request and returns the response reported to the caller's callback.
  ///
  /// Throw ``RouteDecline`` to pass the request on; any other error ends the dispatch with
  /// ``RouteOutcome/rejected(_:)`` and ``RouteError/handlerFailed(url:message:)``.
  func handle(_ request: RouteRequest) async throws -> RouteResponse
}

extension RouteHandler {
  /// Takes every request.
  public func shouldHandle(_ request: RouteRequest) -> Bool { true }
}
