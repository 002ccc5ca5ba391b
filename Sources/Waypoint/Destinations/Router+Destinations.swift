extension Router {
  /// Registers the destination's pattern, with its flags, and a handler that receives the
  /// destination's value.
  ///
  /// ```swift
  /// try router.register(ProductDestination.self) { product, request in
  ///   await show(product.id, tab: product.tab ?? .info)
  ///   return .ok
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: the destination.
  ///   - name: a unique name, for reverse routing by name and logs.
  ///   - priority: higher goes first; default 0.
  ///   - replacing: replace a route with the same pattern instead of failing.
  ///   - handle: what to do with each destination reached, by a link or by
  ///     ``open(_:parameters:callback:)``.
  /// - Returns: the route, for removal.
  /// - Throws: the errors of ``register(_:name:priority:defaults:flags:replacing:handler:)``.
  @discardableResult
  public func register<Target: RouteDestination>(
    _ type: Target.Type, name: String? = nil, priority: Int = 0, replacing: Bool = false,
    handle: @escaping @Sendable (Target, RouteRequest) async throws -> RouteResponse
  ) throws(RouteError) -> Route {
    try register(
      Target.pattern, name: name, priority: priority, flags: Target.flags, replacing: replacing,
      handler: DestinationHandler(type, handle))
  }

  /// Navigates in the app to `destination`: builds its URL and handles it, through the same
  /// middleware, gates and handlers as a link to it.
  ///
  /// ```swift
  /// await router.open(ProductDestination(id: 42, tab: .reviews, tags: []))
  /// // the same as: await router.handle("/product/42?tab=reviews")
  /// ```
  ///
  /// The URL is an internal path (unless the pattern names a source), so internal-only routes
  /// are reachable, and a route flagged ``RouteFlags/requiresLogin`` goes through the
  /// ``AuthenticationGate`` as a link would.
  ///
  /// - Parameters:
  ///   - destination: where to go.
  ///   - parameters: primitive parameters, as for ``handle(_:parameters:callback:)-(String,_,_)``.
  ///   - callback: the caller's callback; it fires exactly once.
  /// - Returns: the outcome of handling the URL; ``RouteOutcome/rejected(_:)`` with the error
  ///   of ``RouteDestination/url()`` when no URL can carry the destination, in which case
  ///   nothing is dispatched: event observers see ``RouteEvent/rejected(url:error:)`` naming
  ///   the destination's pattern, as they see a malformed URL, and no middleware runs.
  @discardableResult
  public func open<Target: RouteDestination>(
    _ destination: Target, parameters: [String: any Sendable] = [:],
    callback: (@Sendable (RouteResponse) -> Void)? = nil
  ) async -> RouteOutcome {
    let url: String
    do {
      url = try destination.url()
    } catch {
      // Refused as an unreadable URL is: the same events, the callback fired with the failure.
      let once = RouteCallback.wrapping(callback)
      let outcome = Dispatcher(router: self, primitiveParameters: parameters, callback: once)
        .refuseUnreadable(Target.pattern, error)
      once?.fire(with: outcome)
      return outcome
    }
    return await handle(url, parameters: parameters, callback: callback)
  }
}
