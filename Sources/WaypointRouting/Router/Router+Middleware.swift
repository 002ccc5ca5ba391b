extension Router {
  /// Installs a middleware; middleware runs in order of priority (higher first), then of
  /// installation, and is held strongly until removed. A middleware that resumes requests
  /// on its router (such as the authentication gate) learns the router it is installed on.
  ///
  /// - Returns: an identifier for ``removeMiddleware(_:)``.
  @discardableResult
  public func use(_ middleware: some RouteMiddleware, priority: Int = 0) -> MiddlewareID {
    change { $0.use(middleware, priority: priority) }
  }

  /// Removes an installed middleware.
  ///
  /// - Returns: whether it was installed.
  @discardableResult
  public func removeMiddleware(_ id: MiddlewareID) -> Bool {
    change { $0.removeMiddleware(id) }
  }

  /// Records that a dispatch called `hook` of `entry` for the first time: from now on,
  /// dispatches skip the hook if it was the do-nothing default.
  func learnHook(_ hook: MiddlewareHooks, of entry: MiddlewareEntry) {
    change { $0.learn(hook, sequence: entry.sequence) }
  }

  /// The installed middleware, in run order.
  public var middlewares: [any RouteMiddleware] {
    snapshot.middleware.entries.map(\.middleware)
  }
}

/// Identifies an installed middleware, for removal.
public struct MiddlewareID: Sendable, Hashable {
  let sequence: Int
}
