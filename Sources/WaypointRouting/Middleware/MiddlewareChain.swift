/// The installed middleware in run order, with the snapshot a dispatch reads.
struct MiddlewareChain: Sendable {
  /// The entries, in run order.
  private(set) var entries: [MiddlewareEntry] = []
  /// What a dispatch starting now runs, made again on every change.
  private(set) var stack = MiddlewareStack([])
  private var nextSequence = 0

  /// The middleware, in run order.
  var middleware: [any RouteMiddleware] { entries.map(\.middleware) }

  /// Adds a middleware; returns its sequence number.
  mutating func add(_ middleware: any RouteMiddleware, priority: Int) -> Int {
    let sequence = nextSequence
    nextSequence += 1
    var entry = MiddlewareEntry(middleware: middleware, priority: priority, sequence: sequence)
    // Another middleware of the same type may have shown its defaults already.
    let defaults = DefaultMiddlewareHooks.defaults(of: middleware)
    entry.calls.subtract(defaults)
    entry.unknown.subtract(defaults)
    entries.append(entry)
    entries.sort { ($0.priority, -$0.sequence) > ($1.priority, -$1.sequence) }
    stack = MiddlewareStack(entries)
    return sequence
  }

  /// Removes the middleware with `sequence`; returns whether it was there.
  mutating func remove(sequence: Int) -> Bool {
    guard let index = entries.firstIndex(where: { $0.sequence == sequence }) else { return false }
    entries.remove(at: index)
    stack = MiddlewareStack(entries)
    return true
  }

  /// Records what a dispatch learned of `hooks` of the middleware with `sequence`, if it is
  /// still installed.
  mutating func learn(_ hooks: MiddlewareHooks, sequence: Int) {
    guard let index = entries.firstIndex(where: { $0.sequence == sequence }),
      !entries[index].unknown.isDisjoint(with: hooks)
    else { return }
    entries[index].learn(hooks)
    stack = MiddlewareStack(entries)
  }
}
