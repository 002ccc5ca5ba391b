extension RoutePluginRegistrar {
  /// Contributes the destination's route, with its pattern and flags, running the handler
  /// called `handler` (such as a ``DestinationHandler`` for the destination).
  ///
  /// ```swift
  /// registrar.handler("add", DestinationHandler(CartAddDestination.self) { add, _ in ... })
  /// try registrar.route(CartAddDestination.self, handler: "add", name: "add")
  /// ```
  ///
  /// - Throws: the pattern errors of ``RouteExpression/init(_:)``.
  public mutating func route<Target: RouteDestination>(
    _ type: Target.Type, handler: String, name: String? = nil, priority: Int = 0,
    defaults: [String: String] = [:], presentation: Presentation? = nil
  ) throws(RouteError) {
    try route(
      Target.pattern, handler: handler, name: name, priority: priority, defaults: defaults,
      flags: Target.flags, presentation: presentation)
  }
}
