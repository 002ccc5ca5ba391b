/// The middleware one dispatch runs: a snapshot of the chain, taken once per `handle` call and
/// shared by reference, with the answers the hot path asks for worked out in advance.
final class MiddlewareStack: Sendable {
  /// The entries, in run order.
  let entries: [MiddlewareEntry]
  /// The middleware that also observe events, in run order.
  let observers: [any RouteEventObserver]
  /// Whether some entry's ``RouteMiddleware/rewrite(_:)`` is called.
  let rewrites: Bool
  /// Whether some entry's ``RouteMiddleware/before(_:)`` is called.
  let runsBefore: Bool
  /// Whether some entry's ``RouteMiddleware/after(_:outcome:)`` is called.
  let runsAfter: Bool

  /// No middleware.
  static let none = MiddlewareStack([])

  /// Whether a dispatch has anything to do with this stack: a hook to call or an observer to
  /// tell; a dispatch may use ``none`` instead of a stack that is not active.
  @inline(__always)
  let isActive: Bool

  /// The stack of `entries`, in run order.
  init(_ entries: [MiddlewareEntry]) {
    self.entries = entries
    self.observers = entries.compactMap { $0.middleware as? any RouteEventObserver }
    self.rewrites = entries.contains { $0.calls.contains(.rewrite) }
    self.runsBefore = entries.contains { $0.calls.contains(.before) }
    self.runsAfter = entries.contains { $0.calls.contains(.after) }
    self.isActive = rewrites || runsBefore || runsAfter || !observers.isEmpty
  }
}
