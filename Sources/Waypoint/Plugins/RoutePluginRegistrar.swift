/// What a ``RoutePlugin`` contributes, collected before the router installs it all at once.
///
/// Handler and route names without a `.` are put in the plugin's namespace: in the `cart`
/// plugin, `handler("show", ...)` registers `cart.show`, and a route naming the handler
/// `"show"` runs it. A name with a `.` is taken as it is, so a plugin can route to another
/// plugin's handler (`"product.show"`).
public struct RoutePluginRegistrar: Sendable {
  /// The namespace of the plugin being registered.
  public let namespace: String
  private(set) var handlers: [(name: String, handler: any RouteHandler)] = []
  private(set) var routes: [RouteDefinition] = []
  private(set) var middleware: [(middleware: any RouteMiddleware, priority: Int)] = []

  /// A registrar for the plugin with `namespace`.
  init(namespace: String) {
    self.namespace = namespace
  }

  /// The full name for `name`: in the namespace unless it has a `.` already.
  public func qualified(_ name: String) -> String {
    name.contains(".") ? name : "\(namespace).\(name)"
  }

  /// Contributes a handler called `name` (in the plugin's namespace).
  public mutating func handler(_ name: String, _ handler: some RouteHandler) {
    handlers.append((qualified(name), handler))
  }

  /// Contributes a handler made of a closure.
  public mutating func handler(
    _ name: String, handle: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
  ) {
    handler(name, ClosureRouteHandler(handle))
  }

  /// Contributes a handler made of a closure that does not await.
  public mutating func handler(
    _ name: String, handle: @escaping @Sendable (RouteRequest) throws -> RouteResponse
  ) {
    handler(name, ClosureRouteHandler(handle))
  }

  /// Contributes a route that runs the handler called `handler`.
  ///
  /// - Throws: the pattern errors of `RouteExpression(_:)`.
  public mutating func route(
    _ pattern: String, handler: String, name: String? = nil, priority: Int = 0,
    defaults: [String: String] = [:], flags: RouteFlags = [], presentation: Presentation? = nil
  ) throws(RouteError) {
    var definition = RouteDefinition(
      expression: try RouteExpression(parsing: pattern), name: name.map(qualified),
      priority: priority, defaults: defaults, flags: flags, target: .named(qualified(handler)))
    definition.presentation = presentation
    definition.plugin = namespace
    routes.append(definition)
  }

  /// Contributes a route that runs the handler called `handler`, placed: its tab, how it is
  /// shown, the route behind it and the query items that identify its screen.
  ///
  /// ```swift
  /// registrar.handler("list", OrderList())
  /// registrar.handler("show", OrderPage())
  /// try registrar.route("/orders", handler: "list", name: "list", placement: .init(tab: "orders"))
  /// try registrar.route(
  ///   "/orders/:id", handler: "show", name: "show",
  ///   placement: .init(tab: "orders", parent: "list"))  // behind orders.list
  /// ```
  ///
  /// The parent is a route name, put in the plugin's namespace unless it has a `.` (as handler
  /// and route names are): `"list"` is `orders.list`. It is checked when the plugin is
  /// installed, with the plugins installed with it and the routes already there.
  ///
  /// - Throws: the pattern errors of `RouteExpression(_:)`.
  public mutating func route(
    _ pattern: String, handler: String, name: String? = nil, priority: Int = 0,
    defaults: [String: String] = [:], flags: RouteFlags = [], placement: RoutePlacement
  ) throws(RouteError) {
    try route(
      pattern, handler: handler, name: name, priority: priority, defaults: defaults,
      flags: flags, presentation: placement.presentation)
    var placed = placement
    placed.parent = placement.parent.map(qualified)
    routes[routes.count - 1].placement = placed
  }

  /// Contributes `definition` as it is, named and attributed by the feature that made it.
  mutating func contribute(_ definition: RouteDefinition) {
    routes.append(definition)
  }

  /// Contributes a redirect from `pattern` to `target`.
  ///
  /// - Throws: the errors of ``RouteDefinition/redirect(from:to:name:priority:replacing:)``.
  public mutating func redirect(
    from pattern: String, to target: String, name: String? = nil, priority: Int = 0
  ) throws(RouteError) {
    var definition = try RouteDefinition.redirect(
      from: pattern, to: target, name: name.map(qualified), priority: priority)
    definition.plugin = namespace
    routes.append(definition)
  }

  /// Contributes a middleware, installed with the plugin and removed with it.
  public mutating func middleware(_ middleware: some RouteMiddleware, priority: Int = 0) {
    self.middleware.append((middleware, priority))
  }
}
