/// A middleware with its place in the run order, and what dispatch knows of its hooks.
struct MiddlewareEntry: Sendable {
  let middleware: any RouteMiddleware
  let priority: Int
  let sequence: Int
  /// The hooks a dispatch calls: all but those known to be the do-nothing default.
  var calls: MiddlewareHooks = .all
  /// The hooks not yet known to be the default or the middleware's own: a dispatch that calls
  /// one reports back through ``Router/learnHook(_:of:)``.
  var unknown: MiddlewareHooks = .all

  /// Marks what is known of `hooks` from the defaults that have run for the middleware's type.
  mutating func learn(_ hooks: MiddlewareHooks) {
    let defaults = DefaultMiddlewareHooks.defaults(of: middleware).intersection(hooks)
    calls.subtract(defaults)
    unknown.subtract(hooks)
  }
}
