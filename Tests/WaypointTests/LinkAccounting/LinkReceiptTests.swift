import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A middleware that refuses `/p/13`.
private struct Superstition: RouteMiddleware {
  func before(_ request: RouteRequest) async -> MiddlewareDecision {
    request.url.path == "/p/13"
      ? .reject(.rejected(url: request.url.string, reason: "13")) : .continue
  }
}

/// A middleware that answers `/cached` itself.
private struct Cache: RouteMiddleware {
  func before(_ request: RouteRequest) async -> MiddlewareDecision {
    request.url.path == "/cached" ? .respond(.ok) : .continue
  }
}

/// One receipt per link, when its fate is final, with its terminal outcome.
@Suite("Link receipts")
struct LinkReceiptTests {
  @Test("each way a link can end is its receipt's outcome")
  func outcomes() async throws {
    let app = try AccountingRouter()
    let router = app.router
    router.use(Superstition())
    router.use(Cache())
    try router.register("/cached") { _ in .ok }
    try router.register("/picky/:id") { _ in throw RouteDecline("not mine") }
    await router.handle("/p/1")
    await router.handle("myapp://nothing")
    await router.handle("evil://p/1")
    await router.handle("/p/13")
    await router.handle("/old/9")
    await router.handle("/fail")
    await router.handle("/cached")
    #expect(app.receipt(of: "/p/1")?.outcome == .shown(route: "/p/:id"))
    #expect(app.receipt(of: "myapp://nothing")?.outcome == .notFound)
    guard case .rejected(let error, nil)? = app.receipt(of: "evil://p/1")?.outcome else {
      Issue.record("evil://p/1 is not rejected by a rule")
      return
    }
    #expect(error.code == "sourceNotAllowed")
    #expect(
      app.receipt(of: "/p/13")?.outcome
        == .rejected(.rejected(url: "/p/13", reason: "13"), middleware: "Superstition"))
    #expect(
      app.receipt(of: "/old/9")?.outcome
        == .redirected(through: ["/p/9"], ending: .shown(route: "/p/:id")))
    #expect(app.receipt(of: "/old/9")?.outcome.final == .shown(route: "/p/:id"))
    #expect(app.receipt(of: "/fail")?.outcome.kind == .failed)
    #expect(app.receipt(of: "/cached")?.outcome == .shown(route: nil))
    // Declined by its route, taken by the fallback.
    router.setFallback { _ in .ok }
    await router.handle("/picky/1")
    await router.handle("/nowhere")
    #expect(app.receipt(of: "/picky/1")?.outcome == .declinedToFallback)
    #expect(app.receipt(of: "/nowhere")?.outcome == .declinedToFallback)
    #expect(app.receipts.values.count == 9)
    #expect(Set(app.receipts.values.map(\.id)).count == 9)
    #expect(app.receipts.values.allSatisfy { $0.arrival == .warm && !$0.arrival.isCold })
  }

  @Test("links a launch drops end dropped, expired or superseded")
  func droppedAtLaunch() async throws {
    let app = try AccountingRouter()
    let clock = TestMonotonicClock()
    app.router.suspend(DeferralPolicy(capacity: 1, overflow: .dropNewest, now: clock.now))
    let first = await app.handleHeld("/p/1")
    await app.router.handle("/p/2")
    #expect(app.receipt(of: "/p/2")?.outcome == .dropped(.queueFull))
    clock.advance(by: .seconds(61))
    await app.router.resume()
    _ = await first.value
    #expect(app.receipt(of: "/p/1")?.outcome == .expired)
    app.router.suspend(DeferralPolicy(keepsLatestOnly: true))
    let older = await app.handleHeld("/p/3")
    let newer = await app.handleHeld("/p/4")
    await app.router.resume()
    _ = await (older.value, newer.value)
    #expect(app.receipt(of: "/p/3")?.outcome == .superseded)
    #expect(app.receipt(of: "/p/4")?.outcome == .shown(route: "/p/:id"))
    #expect(app.receipt(of: "/p/4")?.arrival == .launch)
    #expect(app.receipts.values.allSatisfy { $0.arrival == .launch })
  }

  @Test("a link the gate holds ends when it is shown after the login, once")
  func gateHeldLink() async throws {
    let app = try AccountingRouter()
    app.wallClock.advance(by: 0)
    await app.router.handle("myapp://orders/7")
    #expect(app.receipts.values.isEmpty)
    app.wallClock.advance(by: 30)
    // Logged out still: the resumed link waits again, with no receipt yet.
    _ = await app.gate.loginSucceeded(on: app.router)
    #expect(app.receipts.values.isEmpty)
    #expect(app.gate.pendingURL == "myapp://orders/7")
    await app.logIn()
    let receipt = try #require(app.receipt(of: "myapp://orders/7"))
    #expect(receipt.outcome == .shown(route: "/orders/:id"))
    #expect(receipt.endedAt.timeIntervalSince(receipt.arrivedAt) == 30)
    #expect(receipt.source == .appScheme("myapp"))
    #expect(await app.gate.loginSucceeded(on: app.router) == nil)
    #expect(app.receipts.values.count == 1)
  }

  @Test("a link held at launch, then by the gate, has one receipt, after the login")
  func launchThenGate() async throws {
    let app = try AccountingRouter()
    app.router.suspend()
    let held = await app.handleHeld("myapp://orders/8")
    await app.router.resume()
    #expect(await held.value.redirects == ["/login"])
    #expect(app.receipts.values.isEmpty)
    await app.logIn()
    #expect(app.receipt(of: "myapp://orders/8")?.outcome == .shown(route: "/orders/:id"))
    #expect(app.receipt(of: "myapp://orders/8")?.arrival == .launch)
  }

  @Test("a link the gate gives up ends dropped (cancelled) or superseded")
  func gateGivesUp() async throws {
    let app = try AccountingRouter()
    await app.router.handle("/orders/1")
    await app.router.handle("/orders/2")
    #expect(app.receipt(of: "/orders/1")?.outcome == .superseded)
    app.gate.cancelPending()
    #expect(app.receipt(of: "/orders/2")?.outcome == .dropped(.cancelled))
    await app.logIn()
    #expect(app.receipts.values.count == 2)
  }

  @Test("campaign items go into the receipt and stay in the query, counting towards its limit")
  func campaignItems() async throws {
    let router = try Router(appSchemes: ["myapp"]) { $0.maximumQueryItems = 3 }
    let receipts = Recorder<LinkReceipt>()
    let queries = Recorder<String>()
    router.deliverReceipts(campaignNames: ["ref", "gclid"]) { receipts.append($0) }
    try router.register("/p/:id") { request in
      queries.append(request.url.query.description)
      return .success(["source": request["utm_source"] ?? "-"])
    }
    let outcome = await router.handle("myapp://p/1?utm_source=mail&ref=poster&tab=2")
    #expect(outcome.response?.values == ["source": "mail"])
    #expect(queries.values == ["utm_source=mail&ref=poster&tab=2"])
    #expect(receipts.values.first?.campaign == ["utm_source": "mail", "ref": "poster"])
    let tooMany = await router.handle("myapp://p/1?utm_source=a&utm_medium=b&gclid=c&tab=2")
    #expect(tooMany.error?.code == "tooManyParameters")
    #expect(receipts.values.last?.campaign == ["utm_source": "a", "utm_medium": "b", "gclid": "c"])
    #expect(receipts.values.last?.outcome.kind == .rejected)
  }

  @Test("attributes passed on from another request do not take that link's receipt")
  func freshLinkPerCall() async throws {
    let app = try AccountingRouter()
    await app.router.handle("/p/1")
    let request = try #require(app.requests.values.first)
    await app.router.handle("/p/2", attributes: request.attributes)
    #expect(app.receipts.values.map(\.url) == ["/p/1", "/p/2"])
    #expect(Set(app.receipts.values.map(\.id)).count == 2)
  }

  @Test("a handler sees the link it shows")
  func trackedLinkOnTheRequest() async throws {
    let app = try AccountingRouter()
    await app.router.handle("myapp://p/1?utm_campaign=spring")
    let tracked = try #require(app.requests.values.first?.trackedLink)
    #expect(tracked.url == "myapp://p/1?utm_campaign=spring")
    #expect(tracked.campaign == ["utm_campaign": "spring"])
    #expect(tracked.id == app.receipts.values.first?.id)
  }
}

/// What receipts and duplicate suppression cost: nothing while off, counted work while on.
@Suite("Link accounting: what it costs")
struct LinkAccountingCostTests {
  @Test("a router without receipts, duplicates or a store has no stage and dispatches directly")
  func offCostsNothing() async throws {
    let router = makeRouter()
    try router.register("/p/:id") { _ in .ok }
    #expect(router.snapshot.intake.stages.isEmpty)
    #expect(router.snapshot.servesDirectly)
    #expect(router.feature(LinkLedger.self) == nil)
    await router.handle("/p/1")
    #expect(router.feature(LinkLedger.self) == nil)
  }

  @Test("on, a warm link reads the wall clock twice and writes nothing; the window once")
  func onCountsItsWork() async throws {
    let router = makeRouter()
    try router.register("/p/:id") { _ in .ok }
    let wall = TestWallClock()
    let monotonic = TestMonotonicClock()
    let saves = Recorder<Int>()
    let receipts = Recorder<LinkReceipt>()
    router.deliverReceipts(now: wall.now) { receipts.append($0) }
    router.suppressDuplicates(DuplicateWindow(capacity: 64, now: monotonic.now))
    router.keepHeldLinks(in: MemoryLinkStore { saves.append($0.count) }) { _ in }
    // Two stages; the launch's is installed too but takes no links while the router runs.
    #expect(router.snapshot.intake.stages.map(\.order) == [100, 200, 300])
    #expect(!router.snapshot.servesDirectly)
    let (wallBefore, monotonicBefore, savesBefore) = (
      wall.reads, monotonic.reads, saves.values.count
    )
    for id in 0..<100 { await router.handle("/p/\(id)") }
    #expect(wall.reads - wallBefore == 200)
    #expect(monotonic.reads - monotonicBefore == 100)
    #expect(saves.values.count == savesBefore)
    #expect(receipts.values.count == 100)
    let ledger = try #require(router.feature(LinkLedger.self))
    // The window is bounded by its capacity, whatever the number of links.
    for id in 100..<1_000 { await router.handle("/p/\(id)") }
    #expect(ledger.rememberedCount == 64)
    #expect(ledger.held.isEmpty)
  }

  @Test("a held link costs one store write when held and one when released")
  func heldLinksWrite() async throws {
    let app = try AccountingRouter()
    let saves = Recorder<[String]>()
    app.router.keepHeldLinks(in: MemoryLinkStore { saves.append($0.map(\.url)) }) { _ in }
    saves.removeAll()
    app.router.suspend()
    let held = await app.handleHeld("/p/1")
    await app.router.resume()
    _ = await held.value
    #expect(saves.values == [["/p/1"], []])
  }
}
