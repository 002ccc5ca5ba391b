import Testing

@testable import Waypoint

@Suite("x-callback-url")
struct XCallbackTests {
  @Test func successCallbackGetsTheResponseValues() async throws {
    let router = makeRouter()
    let callbacks = Recorder<String>()
    try router.register("/x-callback-url/share") { _ in .success(["shared": "yes"]) }
    try router.register("/done") { request in
      callbacks.append(
        "done shared=\(request.query["shared"] ?? "") ref=\(request.query["ref"] ?? "")")
      return .ok
    }
    await router.handle("myapp://x-callback-url/share?x-success=myapp%3A%2F%2Fdone%3Fref%3D1")
    #expect(callbacks.values == ["done shared=yes ref=1"])
  }

  @Test func errorAndCancelCallbacks() async throws {
    let router = makeRouter()
    let callbacks = Recorder<String>()
    try router.register("/fail") { _ in throw RouteError.rejected(url: "/fail", reason: "no") }
    try router.register("/cancel") { _ in .cancelled }
    try router.register("/on-error") { request in
      callbacks.append("error \(request.query["errorCode"] ?? "")")
      return .ok
    }
    try router.register("/on-cancel") { _ in
      callbacks.append("cancel")
      return .ok
    }
    await router.handle("/fail?x-error=/on-error&x-success=/never")
    await router.handle("/cancel?x-cancel=/on-cancel")
    await router.handle("/missing?x-error=/on-error")
    #expect(callbacks.values == ["error rejected", "cancel", "error notFound"])
  }

  @Test func callbacksGoOnlyToAcceptedSources() async throws {
    let router = makeRouter()
    let events = Recorder<String>()
    router.use(RequestLog { events.append($0.description) })
    try router.register("/a") { _ in .ok }
    await router.handle("/a?x-success=https%3A%2F%2Fevil.example%2Fsteal")
    #expect(
      events.values.contains {
        $0.contains("callbackNotAllowed") || $0.contains("not an accepted source")
      })
    #expect(!events.values.contains { $0.hasPrefix("callback ") })
  }
}
