/// The hooks of ``RouteMiddleware``, as a set: which ones a dispatch calls on a middleware.
struct MiddlewareHooks: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  /// ``RouteMiddleware/rewrite(_:)``.
  static let rewrite = MiddlewareHooks(rawValue: 1)
  /// ``RouteMiddleware/before(_:)``.
  static let before = MiddlewareHooks(rawValue: 2)
  /// ``RouteMiddleware/after(_:outcome:)``.
  static let after = MiddlewareHooks(rawValue: 4)
  /// Every hook.
  static let all: MiddlewareHooks = [.rewrite, .before, .after]
}

/// The middleware types whose default, do-nothing hooks have run, so that dispatch can stop
/// calling them.
///
/// Swift cannot tell whether a conformance implements a protocol method or takes the default,
/// so each default of ``RouteMiddleware`` records here that it ran for `Self`. Once a dispatch
/// has called a hook of a middleware, it looks here once: if the default ran for the
/// middleware's type, that type's hook is the default (nothing else runs it with that `Self`),
/// and later dispatches skip it; skipping a hook that does nothing changes nothing.
enum DefaultMiddlewareHooks {
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let hook: UInt8
  }

  private static let ran = Locked(Set<Key>())

  /// Records that the default `hook` ran for `type`.
  static func record(_ hook: MiddlewareHooks, of type: Any.Type) {
    let key = Key(type: ObjectIdentifier(type), hook: hook.rawValue)
    ran.withLock { _ = $0.insert(key) }
  }

  /// The hooks of `middleware` whose default has run for its type.
  static func defaults(of middleware: any RouteMiddleware) -> MiddlewareHooks {
    let type = ObjectIdentifier(Swift.type(of: middleware))
    return ran.withLock { ran in
      var hooks = MiddlewareHooks()
      for hook in [MiddlewareHooks.rewrite, .before, .after]
      where ran.contains(Key(type: type, hook: hook.rawValue)) {
        hooks.insert(hook)
      }
      return hooks
    }
  }
}
