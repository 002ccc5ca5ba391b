/// What a router serves with at one moment: its route table, its middleware, its fallback
/// handler and its link intake, published together as one immutable value.
///
/// Every change to a router (a route, a middleware, the fallback) publishes a new snapshot;
/// a lookup or a dispatch reads the current one without a lock and works on it to the end,
/// so that it never waits on a change and never sees half of one.
final class RouterSnapshot: PublishedSnapshot {
  /// The routes, each carrying its ``Route``.
  let table: RouteTable<Route>
  /// The routes by name.
  let routesByName: [String: Route]
  /// The middleware, in run order, with what a dispatch asks of it worked out in advance.
  let middleware: MiddlewareStack
  /// The handler for URLs no route takes.
  let fallback: (any RouteHandler)?
  /// The stages `handle` calls pass before their dispatch (none unless a feature installed
  /// some).
  let intake: LinkIntakeChain

  init(
    table: RouteTable<Route>, routesByName: [String: Route], middleware: MiddlewareStack,
    fallback: (any RouteHandler)?, intake: LinkIntakeChain
  ) {
    self.table = table
    self.routesByName = routesByName
    self.middleware = middleware
    self.fallback = fallback
    self.intake = intake
    self.isIdleUnlessTakingLinks = !middleware.isActive
    self.isIdle = !middleware.isActive && intake.stages.isEmpty
  }

  /// The table, for the engine's in-place lookups.
  @inline(__always)
  var tableStorage: RouteTableStorage { table.storage }

  /// Whether a `handle` call has anything to do but find its route and call its handler: a
  /// middleware hook to call, an event observer to tell, or an intake stage to pass.
  let isIdle: Bool
  /// Whether a `handle` call has nothing to do but find its route and call its handler when
  /// no intake stage is taking links (no middleware, no observer).
  let isIdleUnlessTakingLinks: Bool

  /// Whether a `handle` call starting now takes the direct way: nothing to run but the
  /// route's handler (an installed intake stage that takes no links now is passed by).
  @inline(__always)
  var servesDirectly: Bool { isIdle || isIdleUnlessTakingLinks && !intake.isTakingLinks }
}
