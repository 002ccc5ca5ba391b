import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// Closure handlers written without `await` are kept as synchronous closures and called as
/// plain functions; those that await stay asynchronous. Both kinds dispatch alike.
@Suite("Synchronous closure handlers")
struct SynchronousClosureTests {
  struct Failure: Error {}

  /// Whether the route of `pattern` has a closure handler kept as a synchronous closure.
  private static func isSynchronous(_ router: Router, _ pattern: String) -> Bool? {
    router.routes.first { $0.pattern == pattern }?.closureHandler?.isSynchronous
  }

  @Test func aClosureWithoutAwaitIsSynchronousAndOneWithAwaitIsNot() {
    #expect(ClosureRouteHandler { _ in .ok }.isSynchronous)
    #expect(ClosureRouteHandler(accepts: { _ in false }) { _ in .ok }.isSynchronous)
    #expect(
      !ClosureRouteHandler { _ in
        await Task.yield()
        return .ok
      }.isSynchronous)
    let asynchronous: @Sendable (RouteRequest) async throws -> RouteResponse = { _ in .ok }
    #expect(!ClosureRouteHandler(asynchronous).isSynchronous)
  }

  @Test func everyClosureRegistrationPicksTheKindOfItsClosure() throws {
    let router = makeRouter()
    try router.register("/sync") { _ in .ok }
    try router.register("/async") { _ in
      await Task.yield()
      return .ok
    }
    try router.register(regex: "/rsync/(?<id>[0-9]+)") { _ in .ok }
    try router.register(regex: "/rasync/(?<id>[0-9]+)") { _ in
      await Task.yield()
      return .ok
    }
    #expect(Self.isSynchronous(router, "/sync") == true)
    #expect(Self.isSynchronous(router, "/async") == false)
    #expect(Self.isSynchronous(router, "/rsync/(?<id>[0-9]+)") == true)
    #expect(Self.isSynchronous(router, "/rasync/(?<id>[0-9]+)") == false)
    router.setFallback { _ in .ok }
    #expect((router.fallback as? ClosureRouteHandler)?.isSynchronous == true)
    router.setFallback { _ in
      await Task.yield()
      return .ok
    }
    #expect((router.fallback as? ClosureRouteHandler)?.isSynchronous == false)
  }

  @Test func aPluginClosureHandlerPicksTheKindOfItsClosure() throws {
    let router = makeRouter()
    try router.install(
      TestPlugin(namespace: "kinds") { registrar throws(RouteError) in
        registrar.handler("sync") { _ in .ok }
        registrar.handler("async") { _ in
          await Task.yield()
          return .ok
        }
      })
    #expect((router.handler(named: "kinds.sync") as? ClosureRouteHandler)?.isSynchronous == true)
    #expect((router.handler(named: "kinds.async") as? ClosureRouteHandler)?.isSynchronous == false)
  }

  /// A router whose routes answer, decline or fail, each with a synchronous closure under
  /// `/sync` and an asynchronous one under `/async`; with `middleware`, every dispatch goes
  /// through the dispatcher instead of the direct way.
  private static func router(middleware: Bool) throws -> Router {
    let router = makeRouter()
    if middleware { router.use(RecordingMiddleware()) }
    try router.register("/sync/answer/:id") { request in .success(["id": request["id"] ?? ""]) }
    try router.register("/async/answer/:id") { request in
      await Task.yield()
      return .success(["id": request["id"] ?? ""])
    }
    try router.register("/sync/decline/:id") { _ in throw RouteDecline("not this one") }
    try router.register("/async/decline/:id") { _ in
      await Task.yield()
      throw RouteDecline("not this one")
    }
    try router.register("/:kind/decline/:id", priority: -1) { _ in .success(["by": "next"]) }
    try router.register("/sync/fail") { _ in throw Failure() }
    try router.register("/async/fail") { _ in
      await Task.yield()
      throw Failure()
    }
    return router
  }

  @Test(arguments: [false, true])
  func bothKindsDispatchAlike(middleware: Bool) async throws {
    let router = try Self.router(middleware: middleware)
    #expect(router.servesDirectly == !middleware)
    for kind in ["sync", "async"] {
      let answered = await router.handle("myapp://\(kind)/answer/42")
      #expect(answered.kind == .handled)
      #expect(answered.response?.values == ["id": "42"])
      #expect(answered.route?.pattern == "/\(kind)/answer/:id")
      let declined = await router.handle("/\(kind)/decline/7")
      #expect(declined.response?.values == ["by": "next"])
      #expect(declined.route?.pattern == "/:kind/decline/:id")
      let failed = await router.handle("/\(kind)/fail")
      #expect(failed.kind == .rejected)
      guard case .handlerFailed(let url, _)? = failed.error else {
        Issue.record("\(kind): \(String(describing: failed.error))")
        continue
      }
      #expect(url == "/\(kind)/fail")
    }
  }

  @Test func theCallbackFiresOnceForBothKinds() async throws {
    let router = try Self.router(middleware: false)
    for kind in ["sync", "async"] {
      let responses = Recorder<String>()
      await router.handle("/\(kind)/answer/1") { response in
        responses.append(response.values["id"] ?? "?")
      }
      #expect(responses.values == ["1"])
    }
  }
}
