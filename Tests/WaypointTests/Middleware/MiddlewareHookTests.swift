import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A middleware that keeps every default hook. What the router learns of a type holds for the
/// whole process, so a test that looks at what was learned uses a `Tag` of its own.
private struct Quiet<Tag>: RouteMiddleware {}

/// A middleware that implements `after` only.
private struct AfterOnly<Tag>: RouteMiddleware {
  let log: Recorder<String>

  func after(_ request: RouteRequest, outcome: RouteOutcome) async {
    log.append("after \(request.url.path)")
  }
}

/// A middleware whose `before` does its own work, then asks a middleware that keeps the
/// default: the default running must not make the router skip the wrapper's own hook.
private struct Wrapping: RouteMiddleware {
  let log: Recorder<String>
  let inner = Quiet<Wrapping>()

  func before(_ request: RouteRequest) async -> MiddlewareDecision {
    log.append("before \(request.url.path)")
    return await inner.before(request)
  }
}

/// A middleware that keeps the default hooks and observes events.
private struct QuietWatcher: RouteMiddleware, RouteEventObserver {
  let log: Recorder<String>

  func observe(_ event: RouteEvent) {
    if case .handled(let url, _, _, _) = event { log.append(url) }
  }
}

/// A class middleware whose `rewrite` a subclass overrides.
private class Rewriting: RouteMiddleware, @unchecked Sendable {
  func rewrite(_ url: RouteURL) async -> String? { nil }
}

private final class RewritingOld: Rewriting, @unchecked Sendable {
  override func rewrite(_ url: RouteURL) async -> String? {
    url.path == "/old" ? "/a" : nil
  }
}

@Suite("Middleware hooks a middleware keeps as the default")
struct MiddlewareHookTests {
  /// The hooks the router calls on its middleware, in run order.
  private func calls(_ router: Router) -> [MiddlewareHooks] {
    router.middlewareStack.entries.map(\.calls)
  }

  /// A router serving `/a` behind an `AfterOnly` and a `Quiet` middleware of `Tag` (a type of
  /// the test's own, so nothing is learned of it yet): every hook of both is still called.
  private func routerLearning<Tag>(_: Tag.Type, log: Recorder<String>) throws -> Router {
    let router = makeRouter()
    try router.register("/a") { _ in .ok }
    router.use(AfterOnly<Tag>(log: log))
    router.use(Quiet<Tag>())
    #expect(calls(router) == [.all, .all])
    return router
  }

  @Test func theDefaultsStopBeingCalledAfterTheFirstDispatch() async throws {
    let log = Recorder<String>()
    enum Tag {}
    let router = try routerLearning(Tag.self, log: log)
    await router.handle("/a")
    #expect(calls(router) == [.after, []])
    #expect(!(router.middlewareStack.rewrites || router.middlewareStack.runsBefore))
    await router.handle("/a")
    await router.handle("/a?again")
    #expect(log.values == ["after /a", "after /a", "after /a"])
  }

  @Test func aHookThatCallsAnotherMiddlewaresDefaultKeepsRunning() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a") { _ in .ok }
    router.use(Wrapping(log: log))
    for _ in 0..<3 { await router.handle("/a") }
    #expect(log.values == ["before /a", "before /a", "before /a"])
    #expect(calls(router) == [.before])
  }

  @Test func anOverrideInASubclassKeepsRunning() async throws {
    let router = makeRouter()
    try router.register("/a") { _ in .ok }
    router.use(RewritingOld())
    for _ in 0..<3 {
      #expect(await router.handle("/old").route?.pattern == "/a")
    }
    #expect(calls(router).first?.contains(.rewrite) == true)
  }

  @Test func aMiddlewareOfATypeSeenBeforeStartsWithItsDefaultsSkipped() async throws {
    let first = makeRouter()
    try first.register("/a") { _ in .ok }
    enum Tag {}
    first.use(Quiet<Tag>())
    await first.handle("/a")
    let second = makeRouter()
    second.use(Quiet<Tag>())
    #expect(calls(second) == [[]])
  }

  @Test func anObserverWithDefaultHooksStillSeesEveryEvent() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a") { _ in .ok }
    router.use(QuietWatcher(log: log))
    for _ in 0..<3 { await router.handle("/a") }
    #expect(log.values == ["/a", "/a", "/a"])
    #expect(calls(router) == [[]])
  }

  @Test func middlewareInstalledAfterDispatchesBeganRunsFromTheNextOne() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a") { _ in .ok }
    await router.handle("/a")
    let id = router.use(AfterOnly<Wrapping>(log: log))
    await router.handle("/a")
    #expect(router.removeMiddleware(id))
    await router.handle("/a")
    #expect(log.values == ["after /a"])
  }

  @Test func aRouterWhoseMiddlewareDoesNothingDispatchesAsWithoutAny() async throws {
    enum Tag {}
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a") { _ in .ok }
    #expect(!router.middlewareStack.isActive)
    router.use(Quiet<Tag>())
    #expect(router.middlewareStack.isActive)
    await router.handle("/a")
    #expect(!router.middlewareStack.isActive)
    let watcher = router.use(QuietWatcher(log: log))
    #expect(router.middlewareStack.isActive)
    await router.handle("/a")
    #expect(log.values == ["/a"])
    router.removeMiddleware(watcher)
    #expect(!router.middlewareStack.isActive)
    await router.handle("/a")
    #expect(log.values == ["/a"])
  }

  @Test func concurrentFirstDispatchesRunEveryImplementedHook() async throws {
    let log = Recorder<String>()
    enum Tag {}
    let router = try routerLearning(Tag.self, log: log)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<64 {
        group.addTask { await router.handle("/a") }
      }
    }
    #expect(log.values.count == 64)
    #expect(calls(router) == [.after, []])
  }
}
