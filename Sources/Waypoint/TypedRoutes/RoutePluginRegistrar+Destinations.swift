extension RoutePluginRegistrar {
  /// Contributes the destination's route, with its pattern, flags and placement
  /// (``RouteDestination/placement``, its presentation replaced by `presentation` when that is
  /// given; its parent put in the plugin's namespace unless it has a `.`), running the handler
  /// called `handler` (such as a ``DestinationHandler`` for the destination).
  ///
  /// ```swift
  /// registrar.handler("add", DestinationHandler(CartAddDestination.self) { add, _ in ... })
  /// try registrar.route(CartAddDestination.self, handler: "add", name: "add")
  /// ```
  ///
  /// The route is the plugin's (a manifest that does not restate it removes it), named by its
  /// handler.
  ///
  /// - Throws: the errors of ``TypedRoute/typedRouteTable()``, such as the pattern errors of
  ///   ``RouteExpression/init(_:)``.
  public mutating func route<Target: RouteDestination>(
    _ type: Target.Type, handler: String, name: String? = nil, priority: Int = 0,
    defaults: [String: String] = [:], presentation: Presentation? = nil
  ) throws(RouteError) {
    let entry = try Target.typedRouteTable().entries[0]
    var placement = entry.placement
    placement.presentation = presentation ?? placement.presentation
    try route(
      entry.pattern, handler: handler, name: name, priority: priority, defaults: defaults,
      flags: entry.flags, placement: placement)
  }

  /// Contributes every case of `type` that has a pattern, with one handler for the whole
  /// enum, in the plugin's namespace: the routes and handlers are named `namespace.case`, as
  /// ``Router/register(_:namespace:priority:handle:)`` names them.
  ///
  /// ```swift
  /// struct NotesPlugin: RoutePlugin {
  ///   let namespace = "notes"
  ///   func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
  ///     try registrar.routes(NoteRoute.self) { route, request in .ok }
  ///   }
  /// }
  /// ```
  ///
  /// The routes are typed (applying a manifest keeps them) and the plugin's: uninstalling it
  /// removes them.
  ///
  /// - Throws: the errors of ``TypedRoute/typedRouteTable()``.
  public mutating func routes<Enum: RouteEnum>(
    _ type: Enum.Type, priority: Int = 0,
    handle: @escaping @Sendable (Enum, RouteRequest) async throws -> RouteResponse
  ) throws(RouteError) {
    let cases = try TypedCaseRoutes(
      Enum.typedRouteTable(), of: type, namespace: namespace, priority: priority,
      plugin: namespace, body: .closure(handle))
    for (name, handler) in cases.handlers { self.handler(name, handler) }
    for (definition, _) in cases.definitions { contribute(definition) }
  }
}
