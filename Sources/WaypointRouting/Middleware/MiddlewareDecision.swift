/// What a middleware's ``RouteMiddleware/before(_:)`` decides.
public enum MiddlewareDecision: Sendable {
  /// Go on to the next middleware, then the handler.
  case `continue`
  /// Go on with a changed request (for example with primitive parameters added).
  case continueWith(RouteRequest)
  /// Dispatch another URL instead; the redirect chain is bounded and loops are reported.
  case redirect(String)
  /// Stop with an error.
  case reject(RouteError)
  /// Stop and respond in the handler's place.
  case respond(RouteResponse)
}
