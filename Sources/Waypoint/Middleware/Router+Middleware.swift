extension Router {
  /// Installs a middleware; middleware runs in order of priority (higher first), then of
  /// installation, and is held strongly until removed. An ``AuthenticationGate`` learns the
  /// router it is installed on, to resume requests there.
  ///
  /// - Returns: an identifier for ``removeMiddleware(_:)``.
  @discardableResult
  public func use(_ middleware: some RouteMiddleware, priority: Int = 0) -> MiddlewareID {
    install(middleware, priority: priority)
  }

  /// Installs a middleware given as an existential.
  func install(_ middleware: any RouteMiddleware, priority: Int) -> MiddlewareID {
    (middleware as? any RouterBoundMiddleware)?.installed(on: self)
    return MiddlewareID(
      sequence: self.middleware.withLock { chain in
        defer { middlewareActive.store(chain.stack.isActive) }
        return chain.add(middleware, priority: priority)
      })
  }

  /// Removes an installed middleware.
  ///
  /// - Returns: whether it was installed.
  @discardableResult
  public func removeMiddleware(_ id: MiddlewareID) -> Bool {
    middleware.withLock { chain in
      defer { middlewareActive.store(chain.stack.isActive) }
      return chain.remove(sequence: id.sequence)
    }
  }

  /// Records that a dispatch called `hook` of `entry` for the first time: from now on,
  /// dispatches skip the hook if it was the do-nothing default.
  func learnHook(_ hook: MiddlewareHooks, of entry: MiddlewareEntry) {
    middleware.withLock { chain in
      chain.learn(hook, sequence: entry.sequence)
      middlewareActive.store(chain.stack.isActive)
    }
  }

  /// The middleware a dispatch starting now runs.
  var middlewareStack: MiddlewareStack {
    middlewareActive.load() ? middleware.withLock { $0.stack } : MiddlewareStack.none
  }

  /// The installed middleware, in run order.
  public var middlewares: [any RouteMiddleware] {
    middleware.withLock { $0.middleware }
  }
}

/// Identifies an installed middleware, for removal.
public struct MiddlewareID: Sendable, Hashable {
  let sequence: Int
}
