import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// Records the events of every request, and the `before` and `after` hooks it runs.
private struct EventLog: RouteMiddleware, RouteEventObserver {
  let log: Recorder<String>

  func before(_ request: RouteRequest) async -> MiddlewareDecision {
    log.append("before \(request.route?.pattern ?? "fallback")")
    return .continue
  }

  func after(_ request: RouteRequest, outcome: RouteOutcome) async {
    log.append("after \(outcome.kind)")
  }

  func observe(_ event: RouteEvent) {
    switch event {
    case .handled(let url, let route, _, _): log.append("handled \(url) by \(route ?? "none")")
    default: log.append(event.description)
    }
  }
}

@Suite("Dispatch events")
struct DispatchEventTests {
  @Test func everyCandidateThenTheFallbackDeclines() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register(
      "/item/:id", handler: NamedHandler(name: "id", log: Recorder(), accepts: false))
    try router.register("/item/*rest") { _ in throw RouteDecline("not mine") }
    router.setFallback { _ in throw RouteDecline("nothing") }
    router.use(EventLog(log: log))
    let outcome = await router.handle("/item/7")
    #expect(outcome.error == .notFound("/item/7"))
    #expect(
      log.values == [
        "received /item/7 from internal",
        "matched /item/7 with /item/:id", "before /item/:id",
        "declined /item/7 by /item/:id: shouldHandle returned false",
        "matched /item/7 with /item/*rest", "before /item/*rest",
        "declined /item/7 by /item/*rest: not mine",
        "before fallback",
        "declined /item/7 by fallback: nothing", "not found /item/7",
        "after notFound",
      ])
  }

  @Test func aDeclinedCandidateHandsOnToTheNextOne() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/item/:id") { _ in throw RouteDecline("later") }
    try router.register("/item/*rest") { _ in .ok }
    router.use(EventLog(log: log))
    let outcome = await router.handle("/item/7")
    #expect(outcome.route?.pattern == "/item/*rest")
    #expect(
      log.values == [
        "received /item/7 from internal",
        "matched /item/7 with /item/:id", "before /item/:id",
        "declined /item/7 by /item/:id: later",
        "matched /item/7 with /item/*rest", "before /item/*rest",
        "handled /item/7 by /item/*rest",
        "after handled",
      ])
  }

  @Test func aClosureHandlerIsCalledAsAnyOtherHandler() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register(
      "/item/:id",
      handler: ClosureRouteHandler(accepts: { $0["id"] != "0" }) { request in
        log.append("closure \(request["id"] ?? "")")
        return .success(["id": request["id"] ?? ""])
      })
    router.setFallback { _ in .success(["fallback": "yes"]) }
    #expect(await router.handle("/item/7").response?.values == ["id": "7"])
    #expect(await router.handle("/item/0").response?.values == ["fallback": "yes"])
    #expect(log.values == ["closure 7"])
  }

  @Test func aHandlerErrorEndsTheRequestAtItsRoute() async throws {
    struct Failure: Error {}
    let router = makeRouter()
    try router.register("/item/:id") { _ in throw Failure() }
    try router.register("/item/*rest") { _ in .ok }
    let outcome = await router.handle("/item/7")
    #expect(outcome.error?.code == "handlerFailed")
    #expect(outcome.route?.pattern == "/item/:id")
  }
}
