/// Everything about a router that changes, in one place, behind the router's one lock for
/// writers: the routes being built, the middleware chain, the fallback, the named handlers,
/// the link intake and the features' own state. Readers never read it: they read the
/// ``RouterSnapshot`` made of it after each change.
struct RouterState: Sendable {
  /// The routes, as the next table will have them.
  var routes: RouteTableBuilder<Route>
  /// The routes by name, to refuse duplicates and for reverse routing.
  var routesByName: [String: Route] = [:]
  /// The middleware, in run order.
  var middleware = MiddlewareChain()
  /// The handler for URLs no route takes.
  var fallback: (any RouteHandler)?
  /// Handlers by name, from plugins and `registerHandler(_:named:)`.
  var namedHandlers: [String: NamedHandler] = [:]
  /// The stages `handle` calls pass before their dispatch, in installation order.
  var intake: [any LinkIntake] = []
  /// The checks of the whole set of routes, run when the routes change.
  var validators: [any RouteSetValidator] = []
  /// What features keep per router (installed plugins, ...), by the type that keys it.
  var features: [ObjectIdentifier: any Sendable] = [:]
  /// The table of the last snapshot, kept for a change that touches no route.
  var table: RouteTable<Route>

  /// The state of a new router with `configuration`.
  init(configuration: MatchConfiguration) {
    routes = RouteTableBuilder(configuration: configuration)
    table = RouteTable(configuration: configuration)
  }

  /// Runs every validator on the routes of ``table``.
  func validateRoutes() throws(RouteError) {
    guard !validators.isEmpty else { return }
    let routes = table.routes.map(\.value)
    for validator in validators { try validator.validate(routes, byName: routesByName) }
  }

  /// The snapshot of this state.
  func snapshot() -> RouterSnapshot {
    RouterSnapshot(
      table: table, routesByName: routesByName, middleware: middleware.stack,
      fallback: fallback, intake: intake.isEmpty ? .empty : LinkIntakeChain(intake))
  }
}
