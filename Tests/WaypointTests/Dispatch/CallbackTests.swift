import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Caller callback fires exactly once")
struct CallbackTests {
  /// Handles `url` with a callback and returns every response it received.
  private func responses(_ router: Router, _ url: String) async -> [RouteResponse] {
    let received = Recorder<RouteResponse>()
    await router.handle(url) { received.append($0) }
    return received.values
  }

  @Test func handlerCallsIt() async throws {
    let router = makeRouter()
    try router.register("/a") { request in
      request.callback(.success(["early": "yes"]))
      request.callback(.success(["again": "yes"]))
      return .success(["late": "yes"])
    }
    let received = await responses(router, "/a")
    #expect(received.map(\.values) == [["early": "yes"]])
  }

  @Test func handlerForgetsIt() async throws {
    let router = makeRouter()
    try router.register("/a") { _ in .success(["returned": "yes"]) }
    #expect(await responses(router, "/a").map(\.values) == [["returned": "yes"]])
  }

  @Test func middlewareResponds() async throws {
    struct Responder: RouteMiddleware {
      func before(_ request: RouteRequest) async -> MiddlewareDecision {
        .respond(.success(["from": "middleware"]))
      }
    }
    let router = makeRouter()
    try router.register("/a") { _ in .success(["from": "handler"]) }
    router.use(Responder())
    #expect(await responses(router, "/a").map(\.values) == [["from": "middleware"]])
  }

  @Test func errorsAndNotFound() async throws {
    struct Broken: Error {}
    let router = makeRouter()
    try router.register("/a") { _ in throw Broken() }
    let failed = await responses(router, "/a")
    #expect(failed.count == 1)
    #expect(failed.first?.status == .failure)
    #expect(failed.first?.error?.code == "handlerFailed")
    let missing = await responses(router, "/missing")
    #expect(missing.count == 1)
    #expect(missing.first?.error == .notFound("/missing"))
    let malformed = await responses(router, "/%zz")
    #expect(malformed.first?.error?.code == "badPercentEscape")
  }

  @Test func declinedThenHandledFiresOnce() async throws {
    let router = makeRouter()
    try router.register("/u/me") { request in
      request.callback(.success(["who": "declined-but-called"]))
      throw RouteDecline()
    }
    try router.register("/u/:id") { _ in .success(["who": "second"]) }
    let received = await responses(router, "/u/me")
    #expect(received.count == 1)
  }

  @Test func redirectFiresOnceWithTheFinalResponse() async throws {
    let router = makeRouter()
    try router.redirect(from: "/old", to: "/new")
    try router.register("/new") { _ in .success(["at": "new"]) }
    #expect(await responses(router, "/old").map(\.values) == [["at": "new"]])
  }

  @Test func theHandlersCallFiresTheCallersCallbackOnce() async throws {
    let router = makeRouter()
    let calls = Recorder<String>()
    try router.register("/a") { request in
      let first = request.callback(.success(["early": "yes"]))
      let second = request.callback(.success(["again": "yes"]))
      calls.append("\(first) \(second) \(request.callback.hasFired)")
      return .ok
    }
    let received = await responses(router, "/a")
    #expect(calls.values == ["true false true"])
    #expect(received.map(\.values) == [["early": "yes"]])
  }

  /// Without a caller's callback, `handle` allocates none: the request's callback delivers
  /// nothing, so it never counts as fired, whatever the handler or the router do with it.
  @Test(arguments: ["/a", "/a?x-success=%2Fdone", "/declines"])
  func aRequestWithoutACallersCallbackHasOneThatDeliversNothing(_ url: String) async throws {
    let router = makeRouter()
    let calls = Recorder<String>()
    let handle: @Sendable (RouteRequest) async throws -> RouteResponse = { request in
      let first = request.callback(.success(["early": "yes"]))
      calls.append("\(first) \(request.callback.hasFired)")
      return .success(["from": "handler"])
    }
    try router.register("/a", handle: handle)
    try router.register("/done", handle: handle)
    try router.register("/declines") { request in
      request.callback(.cancelled)
      throw RouteDecline()
    }
    router.setFallback(handle: handle)
    let outcome = await router.handle(url)
    #expect(outcome.response?.values == ["from": "handler"])
    #expect(calls.values.allSatisfy { $0 == "false false" })
    #expect(calls.values.count == (url.contains("x-success") ? 2 : 1))
  }

  @Test func callbackObject() {
    let fired = Recorder<String>()
    let callback = RouteCallback { fired.append($0.status.rawValue) }
    #expect(!callback.hasFired)
    #expect(callback(.ok))
    #expect(!callback(.cancelled))
    #expect(callback.hasFired)
    #expect(fired.values == ["success"])
    // One made without a body still fires once.
    let bare = RouteCallback()
    #expect(!bare.hasFired)
    #expect(bare(.ok))
    #expect(!bare(.ok))
    #expect(bare.hasFired)
  }
}
