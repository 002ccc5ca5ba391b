/// A handler that receives a ``RouteDestination`` value: the request's parameters decoded into
/// the destination, then the body.
///
/// ```swift
/// let handler = DestinationHandler(ProductDestination.self) { product, request in
///   await show(product.id)
///   return .ok
/// }
/// registrar.handler("show", handler)
/// ```
///
/// The destination is decoded from the merged parameters (primitive, path, query, defaults),
/// so it works for any route that supplies them: the destination's own pattern, a manifest's
/// pattern, a raw regex route. A parameter that does not fit ends the request as
/// ``RouteOutcome/rejected(_:)`` with ``RouteError/missingParameter(name:route:)`` or
/// ``RouteError/invalidParameter(name:value:route:reason:)``, naming it. To let another route
/// take such URLs instead, constrain the parameter in the pattern (`:id(\\d+)`).
public struct DestinationHandler<Target: RouteDestination>: RouteHandler, TypedRouteHandling {
  private let body: @Sendable (Target, RouteRequest) async throws -> RouteResponse

  /// A handler that decodes a `Target` from each request and runs `body` with it.
  public init(
    _ type: Target.Type = Target.self,
    _ body: @escaping @Sendable (Target, RouteRequest) async throws -> RouteResponse
  ) {
    self.body = body
  }

  var typedRouteType: ObjectIdentifier { ObjectIdentifier(Target.self) }
  var caseKey: String? { nil }

  /// Decodes the destination and runs the body.
  public func handle(_ request: RouteRequest) async throws -> RouteResponse {
    let destination = try request.decode(Target.self)
    return try await body(destination, request)
  }
}
