import Testing
import Waypoint

@Suite("Fallback handler")
struct FallbackTests {
  @Test func aClosureHandlesWhatNoRouteTakes() async throws {
    let router = makeRouter()
    try router.register("/a") { _ in .success(["handler": "a"]) }
    router.setFallback { request in
      .success(["handler": "fallback \(request.url.path) \(request.route == nil)"])
    }
    #expect(router.fallback != nil)
    #expect(await router.handle("/a").handlerName == "a")
    #expect(await router.handle("myapp://nowhere").handlerName == "fallback /nowhere true")
  }

  @Test func aDecliningClosureEndsAsNotFound() async {
    let router = makeRouter()
    router.setFallback { _ in throw RouteDecline("not here either") }
    #expect(await router.handle("/nowhere").error == .notFound("/nowhere"))
  }

  @Test func theLastFallbackSetWinsAndNilRemovesIt() async {
    let router = makeRouter()
    router.setFallback { _ in .success(["handler": "first"]) }
    router.setFallback { _ in .success(["handler": "second"]) }
    #expect(await router.handle("/x").handlerName == "second")
    router.fallback = nil
    #expect(await router.handle("/x").error == .notFound("/x"))
  }
}
