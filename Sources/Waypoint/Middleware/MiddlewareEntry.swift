/// A middleware with its place in the run order.
struct MiddlewareEntry: Sendable {
  let middleware: any RouteMiddleware
  let priority: Int
  let sequence: Int
}

/// The installed middleware in run order, with the ones that observe events picked out once,
/// so that a dispatch reads them without sorting or casting.
struct MiddlewareChain: Sendable {
  /// The entries, in run order.
  private(set) var entries: [MiddlewareEntry] = []
  /// The middleware, in run order.
  private(set) var middleware: [any RouteMiddleware] = []
  /// The middleware that also observe events, in run order.
  private(set) var observers: [any RouteEventObserver] = []
  private var nextSequence = 0

  /// Adds a middleware; returns its sequence number.
  mutating func add(_ middleware: any RouteMiddleware, priority: Int) -> Int {
    let sequence = nextSequence
    nextSequence += 1
    entries.append(MiddlewareEntry(middleware: middleware, priority: priority, sequence: sequence))
    entries.sort { ($0.priority, -$0.sequence) > ($1.priority, -$1.sequence) }
    refresh()
    return sequence
  }

  /// Removes the middleware with `sequence`; returns whether it was there.
  mutating func remove(sequence: Int) -> Bool {
    guard let index = entries.firstIndex(where: { $0.sequence == sequence }) else { return false }
    entries.remove(at: index)
    refresh()
    return true
  }

  private mutating func refresh() {
    middleware = entries.map(\.middleware)
    observers = middleware.compactMap { $0 as? any RouteEventObserver }
  }
}
