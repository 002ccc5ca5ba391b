/// The handler of one case of a ``RouteEnum``: decodes the case from the request's merged
/// parameters, then runs the body (or a handler of its own) with it. Registered by name
/// (`app.detail`), so that a manifest route may run it too.
struct EnumCaseHandler<Enum: RouteEnum>: RouteHandler, TypedRouteHandling {
  /// What runs once the case is decoded.
  enum Body: Sendable {
    /// A closure that receives the value.
    case closure(@Sendable (Enum, RouteRequest) async throws -> RouteResponse)
    /// A handler that receives the request, once the value is known to decode.
    case handler(any RouteHandler)
  }

  let caseKey: String?
  let body: Body

  var typedRouteType: ObjectIdentifier { ObjectIdentifier(Enum.self) }

  func shouldHandle(_ request: RouteRequest) -> Bool {
    guard case .handler(let handler) = body else { return true }
    return handler.shouldHandle(request)
  }

  /// Decodes the case and runs the body.
  func handle(_ request: RouteRequest) async throws -> RouteResponse {
    let value = try request.decode(Enum.self, case: caseKey ?? "")
    switch body {
    case .closure(let closure): return try await closure(value, request)
    case .handler(let handler): return try await handler.handle(request)
    }
  }
}

/// A handler that decodes a typed route: which type, and which case of an enum.
protocol TypedRouteHandling {
  /// The typed route's type.
  var typedRouteType: ObjectIdentifier { get }
  /// The case of an enum; `nil` for a destination.
  var caseKey: String? { get }
}

extension RouteRequest {
  /// Decodes the case `caseKey` of `type` from the merged parameters, naming the route's
  /// pattern (or the case's) in the errors.
  func decode<Enum: RouteEnum>(_ type: Enum.Type, case caseKey: String) throws(RouteError)
    -> Enum
  {
    let table = try Enum.typedRouteTable()
    guard let entry = table.entry(forCase: caseKey) else {
      throw .caseWithoutPattern(type: table.typeName, case: caseKey)
    }
    return try decode(type, as: entry, route: route?.expression.pattern ?? entry.pattern)
  }
}
