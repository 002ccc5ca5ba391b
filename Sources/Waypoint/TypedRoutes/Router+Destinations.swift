extension Router {
  /// Registers the destination's pattern, with its flags and placement
  /// (``RouteDestination/placement``), and a handler that receives the destination's value.
  ///
  /// ```swift
  /// try router.register(ProductDestination.self) { product, request in
  ///   await show(product.id, tab: product.tab ?? .info)
  ///   return .ok
  /// }
  /// ```
  ///
  /// The route's origin is ``RouteOrigin/typed(_:)``: applying a manifest keeps it (a manifest
  /// may restate it, to change its flags), and ``exportManifest()`` writes it.
  ///
  /// - Parameters:
  ///   - type: the destination.
  ///   - name: a unique name, for reverse routing by name and logs.
  ///   - priority: higher goes first; default 0.
  ///   - replacing: replace a route with the same pattern instead of failing.
  ///   - handle: what to do with each destination reached, by a link or by
  ///     ``open(_:parameters:attributes:callback:)``.
  /// - Returns: the route, for removal.
  /// - Throws: the errors of ``TypedRoute/typedRouteTable()`` (a path parameter that is not a
  ///   property, a type that is not a struct), or those of
  ///   ``register(_:name:priority:defaults:flags:replacing:handler:)``.
  @discardableResult
  public func register<Target: RouteDestination>(
    _ type: Target.Type, name: String? = nil, priority: Int = 0, replacing: Bool = false,
    handle: @escaping @Sendable (Target, RouteRequest) async throws -> RouteResponse
  ) throws(RouteError) -> Route {
    let entry = try Target.typedRouteTable().entries[0]
    var definition = RouteDefinition(
      expression: entry.expression, name: name, priority: priority, flags: entry.flags,
      replacing: replacing, target: .handler(DestinationHandler(type, handle)))
    definition.placement = entry.placement
    definition.typedDeclaration = TypedRouteDeclaration(
      key: TypedRouteKey(type, namespace: nil, caseKey: nil), name: name, priority: priority,
      defaults: [:], flags: entry.flags, presentation: entry.presentation,
      placement: entry.placement)
    return try register(definition)
  }
}
