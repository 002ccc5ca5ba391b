extension Router {
  /// Installs a middleware; middleware runs in order of priority (higher first), then of
  /// installation, and is held strongly until removed.
  ///
  /// - Returns: an identifier for ``removeMiddleware(_:)``.
  @discardableResult
  public func use(_ middleware: some RouteMiddleware, priority: Int = 0) -> MiddlewareID {
    install(middleware, priority: priority)
  }

  /// Installs a middleware given as an existential.
  func install(_ middleware: any RouteMiddleware, priority: Int) -> MiddlewareID {
    self.middleware.withLock { entries in
      let sequence = (entries.map(\.sequence).max() ?? -1) + 1
      entries.append(
        MiddlewareEntry(middleware: middleware, priority: priority, sequence: sequence))
      entries.sort { ($0.priority, -$0.sequence) > ($1.priority, -$1.sequence) }
      return MiddlewareID(sequence: sequence)
    }
  }

  /// Removes an installed middleware.
  ///
  /// - Returns: whether it was installed.
  @discardableResult
  public func removeMiddleware(_ id: MiddlewareID) -> Bool {
    middleware.withLock { entries in
      guard let index = entries.firstIndex(where: { $0.sequence == id.sequence }) else {
        return false
      }
      entries.remove(at: index)
      return true
    }
  }

  /// The installed middleware, in run order.
  public var middlewares: [any RouteMiddleware] {
    middleware.withLock { $0.map(\.middleware) }
  }
}

/// Identifies an installed middleware, for removal.
public struct MiddlewareID: Sendable, Hashable {
  let sequence: Int
}
