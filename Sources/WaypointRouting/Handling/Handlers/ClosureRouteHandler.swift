/// A handler made of closures, for routes registered with a closure.
///
/// ```swift
/// let handler = ClosureRouteHandler { request in
///   print("order", request["id"] ?? "?")
///   return .success()
/// }
/// ```
///
/// A body that does not `await` is kept as a synchronous closure (Swift picks the synchronous
/// initializer for a closure without `await`): the dispatch then calls it as a plain function,
/// with no task frame to allocate for it and no executor check after it returns. A body that
/// awaits is kept as an asynchronous closure, and runs on the caller's executor.
public struct ClosureRouteHandler: RouteHandler {
  /// The closures, behind one reference: a handler is then one word, held inline wherever it is
  /// stored (as `any RouteHandler` too) and copied with one retain.
  private let closures: Closures

  /// The body is one of two closures, the other `nil`: as it was written, with or without
  /// `await`. (Two fields rather than an enum: a closure read out of an enum's payload is
  /// retained for the call, one read through an optional field is not.)
  private final class Closures: Sendable {
    let accepts: @Sendable (RouteRequest) -> Bool
    let synchronousBody: (@Sendable (RouteRequest) throws -> RouteResponse)?
    let asynchronousBody: (@Sendable (RouteRequest) async throws -> RouteResponse)?

    init(
      accepts: @escaping @Sendable (RouteRequest) -> Bool,
      synchronousBody: (@Sendable (RouteRequest) throws -> RouteResponse)?,
      asynchronousBody: (@Sendable (RouteRequest) async throws -> RouteResponse)?
    ) {
      self.accepts = accepts
      self.synchronousBody = synchronousBody
      self.asynchronousBody = asynchronousBody
    }
  }

  /// A handler that runs `body` for every request `accepts` takes (all, by default).
  public init(
    accepts: @escaping @Sendable (RouteRequest) -> Bool = { _ in true },
    _ body: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
  ) {
    closures = Closures(accepts: accepts, synchronousBody: nil, asynchronousBody: body)
  }

  /// A handler that runs `body`, which does not await, for every request `accepts` takes (all,
  /// by default); the initializer Swift picks for a closure without `await`.
  public init(
    accepts: @escaping @Sendable (RouteRequest) -> Bool = { _ in true },
    _ body: @escaping @Sendable (RouteRequest) throws -> RouteResponse
  ) {
    closures = Closures(accepts: accepts, synchronousBody: body, asynchronousBody: nil)
  }

  /// Whether the body was written without `await` (and is called as a plain function).
  package var isSynchronous: Bool { closures.synchronousBody != nil }

  /// Asks the `accepts` closure.
  public func shouldHandle(_ request: RouteRequest) -> Bool { closures.accepts(request) }

  /// Runs the body.
  @inline(__always)
  public func handle(_ request: RouteRequest) async throws -> RouteResponse {
    if let response = try closures.synchronousBody?(request) { return response }
    // One of the two bodies is set, by the initializer.
    guard let body = closures.asynchronousBody else { preconditionFailure("no body") }
    return try await body(request)
  }
}
