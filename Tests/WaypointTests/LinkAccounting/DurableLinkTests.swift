import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// Held links written to a link store: when they are written and removed, how a new router
/// takes them back, and what a failing store does (nothing to the router).
@Suite("Durable held links")
struct DurableLinkTests {
  let scratch = TemporaryDirectory()

  private func folder() throws -> URL { URL(fileURLWithPath: try scratch.path(suffix: "-store")) }

  @Test("a held link is written before its deferred event, and removed after its handler finished")
  func writtenBeforeTheEventRemovedAfterTheHandler() async throws {
    let app = try AccountingRouter()
    let writes = Recorder<String>()
    let store = MemoryLinkStore { [events = app.events] links in
      let deferred = events.values.filter { $0.hasPrefix("deferred") }.count
      writes.append("\(links.map(\.url)) after \(deferred) deferred")
    }
    app.router.keepHeldLinks(in: store) { _ in Issue.record("no store failure expected") }
    let whileShown = Recorder<[String]>()
    try app.router.register("/q/:id") { [store] _ in
      whileShown.append(store.lastURLs ?? [])
      return .ok
    }
    app.router.suspend()
    let first = await app.handleHeld("myapp://q/1")
    let second = await app.handleHeld("/q/2")
    await app.router.resume()
    _ = await (first.value, second.value)
    #expect(
      writes.values == [
        "[] after 0 deferred",
        #"["myapp://q/1"] after 0 deferred"#,
        #"["myapp://q/1", "/q/2"] after 1 deferred"#,
        #"["/q/2"] after 2 deferred"#,
        "[] after 2 deferred",
      ])
    // Each handler ran while its link was still in the store.
    #expect(whileShown.values == [["myapp://q/1", "/q/2"], ["/q/2"]])
  }

  @Test("the gate's pending link is written before the login screen and removed after its handler")
  func gatePendingLink() async throws {
    let app = try AccountingRouter()
    let store = MemoryLinkStore()
    app.router.keepHeldLinks(in: store) { _ in }
    let outcome = await app.router.handle("myapp://orders/7", parameters: ["count": 2])
    #expect(outcome.redirects == ["/login"])
    let saved = try #require(store.saved.withLock { $0.last })
    #expect(saved.map(\.url) == ["myapp://orders/7"])
    #expect(saved.first?.heldBy == .login(loginURL: "/login"))
    #expect(saved.first?.parameters["count"] == StoredParameter(type: "Int", value: "2"))
    // A newer link for the login takes its place, in the store too.
    await app.router.handle("/orders/8")
    #expect(store.lastURLs == ["/orders/8"])
    #expect(app.receipt(of: "myapp://orders/7")?.outcome == .superseded)
    await app.logIn()
    #expect(app.shown.values == ["/orders/8"])
    #expect(store.lastURLs == [])
    #expect(app.receipt(of: "/orders/8")?.outcome == .shown(route: "/orders/:id"))
  }

  @Test(
    "a new router takes the links back in arrival order: the launch's after resume, the login's after login"
  )
  func restoredInArrivalOrder() async throws {
    let folder = try folder()
    do {
      let before = try AccountingRouter()
      before.router.keepHeldLinks(in: try FileLinkStore(folder: folder)) { _ in }
      await before.router.handle("myapp://orders/7?utm_source=push", parameters: ["gift": true])
      before.router.suspend()
      for url in ["myapp://p/1", "/p/2", "https://app.example.com/p/3?ref=poster"] {
        _ = await before.handleHeld(url, parameters: ["n": 1])
      }
      // The process ends here without showing them: its store is closed as a kill would.
      (before.router.feature(LinkLedger.self)?.settings.store?.store as? FileLinkStore)?.close()
    }
    let after = try AccountingRouter()
    after.router.suspend()
    let restoration = after.router.keepHeldLinks(in: try FileLinkStore(folder: folder)) { _ in }
    #expect(
      restoration.launchLinks == ["myapp://p/1", "/p/2", "https://app.example.com/p/3?ref=poster"])
    #expect(restoration.loginLinks == ["myapp://orders/7?utm_source=push"])
    #expect(restoration.error == nil)
    #expect(
      after.router.heldLinks == ["myapp://p/1", "/p/2", "https://app.example.com/p/3?ref=poster"])
    #expect(after.gate.pendingURL == "myapp://orders/7?utm_source=push")
    #expect(after.events.values.filter { $0.hasPrefix("restored") }.count == 4)
    await after.router.resume()
    #expect(after.shown.values == ["/p/1", "/p/2", "/p/3"])
    await after.logIn()
    #expect(after.shown.values == ["/p/1", "/p/2", "/p/3", "/orders/7"])
    // Typed parameters came back with their types; the receipts are this process's, restored.
    let requests = after.requests.values
    #expect(requests.prefix(3).allSatisfy { $0.primitiveParameters["n"] as? Int == 1 })
    #expect(requests.last?.primitiveParameters["gift"] as? Bool == true)
    #expect(requests.allSatisfy { $0.trackedLink?.arrival == .restored })
    #expect(after.receipts.values.count == 4)
    #expect(after.receipts.values.allSatisfy { $0.arrival == .restored && $0.arrival.isCold })
    #expect(
      after.receipt(of: "https://app.example.com/p/3?ref=poster")?.campaign == ["ref": "poster"])
    #expect(
      after.receipt(of: "myapp://orders/7?utm_source=push")?.campaign == ["utm_source": "push"])
    #expect(
      try FileLinkStore.decode(
        #require(try POSIXFileSystem().contents(atPath: folder.path + "/links.links"))
      ).get().isEmpty)
  }

  @Test("stored links older than the maximum age by the wall clock expire on load")
  func expiryByWallClock() async throws {
    let app = try AccountingRouter()
    let now = app.wallClock.now()
    let store = MemoryLinkStore([
      try storedLink("/p/1", arrivedAt: now - 7_200, id: "old"),
      try storedLink("/orders/2", heldBy: .login(loginURL: "/login"), arrivedAt: now - 3_600),
      try storedLink("/p/3", arrivedAt: now - 60),
      // A clock set back since: the link counts as just arrived.
      try storedLink("/p/4", arrivedAt: now + 3_600),
    ])
    app.router.suspend()
    let restoration = app.router.keepHeldLinks(in: store, maximumAge: .seconds(600)) { _ in }
    #expect(restoration.expired == ["/p/1", "/orders/2"])
    #expect(restoration.launchLinks == ["/p/3", "/p/4"])
    #expect(app.gate.pendingURL == nil)
    #expect(store.lastURLs == ["/p/3", "/p/4"])
    #expect(app.events.values.contains("dropped /p/1: \(DeferredLinkDropReason.expired)"))
    await app.router.resume()
    #expect(app.shown.values == ["/p/3", "/p/4"])
    #expect(app.receipt(of: "/p/1")?.outcome == .expired)
    #expect(app.receipt(of: "/p/1")?.id == "old")
    #expect(app.receipt(of: "/p/1")?.arrival == .restored)
    #expect(app.receipt(of: "/orders/2")?.outcome == .expired)
  }

  @Test(
    "a full disk or a read-only folder is an error the app sees; the router keeps working in memory",
    arguments: [("writeDurably", ENOSPC), ("writeDurably", EROFS), ("rename", EROFS)])
  func failingStore(operation: String, code: Int32) async throws {
    let app = try AccountingRouter()
    let fileSystem = FailingFileSystem()
    let store = try FileLinkStore(folder: try folder(), fileSystem: fileSystem)
    let failures = Recorder<LinkStoreError>()
    app.router.keepHeldLinks(in: store) { failures.append($0) }
    fileSystem.fail(operation, with: code)
    app.router.suspend()
    let held = await app.handleHeld("/p/1")
    let message = String(cString: strerror(code))
    guard case .writeFailed(store.path, let reason)? = failures.values.first else {
      Issue.record("no write failure reported: \(failures.values)")
      return
    }
    #expect(reason.contains(message))
    #expect(
      app.events.values.contains { $0.hasPrefix("link store failed:") && $0.contains(message) })
    // The router holds the link in memory and shows it.
    await app.router.resume()
    #expect(await held.value.kind == .handled)
    #expect(app.shown.values == ["/p/1"])
    #expect(app.receipt(of: "/p/1")?.outcome == .shown(route: "/p/:id"))
    // Once the disk works again, the next change writes the whole set.
    fileSystem.fail(operation, with: nil)
    await app.router.handle("/orders/5")
    #expect(try store.load().map(\.url) == ["/orders/5"])
  }

  @Test("a restored launch link that needs the login moves to the gate, in the store too")
  func restoredLaunchLinkMeetsTheGate() async throws {
    let app = try AccountingRouter()
    let store = MemoryLinkStore([try storedLink("myapp://orders/9")])
    app.router.suspend()
    app.router.keepHeldLinks(in: store) { _ in }
    await app.router.resume()
    #expect(app.gate.pendingURL == "myapp://orders/9")
    #expect(store.saved.withLock { $0.last?.first?.heldBy } == .login(loginURL: "/login"))
    #expect(app.receipts.values.isEmpty)
    await app.logIn()
    #expect(app.shown.values == ["/orders/9"])
    #expect(store.lastURLs == [])
    #expect(app.receipt(of: "myapp://orders/9")?.arrival == .restored)
  }

  @Test(
    "a login link without its gate waits for resume; a router that runs is suspended for restored links"
  )
  func restoredWithoutItsGate() async throws {
    let app = try AccountingRouter()
    let store = MemoryLinkStore([try storedLink("/p/5", heldBy: .login(loginURL: "/sign-in"))])
    #expect(!app.router.isSuspended)
    let restoration = app.router.keepHeldLinks(in: store) { _ in }
    #expect(restoration.launchLinks == ["/p/5"])
    #expect(app.router.isSuspended)
    #expect(store.saved.withLock { $0.last?.first?.heldBy } == .launch)
    await app.router.resume()
    #expect(app.shown.values == ["/p/5"])
  }

  @Test("restored links past the policy's capacity are given up with a receipt each")
  func restoredPastCapacity() async throws {
    let app = try AccountingRouter()
    app.router.suspend(DeferralPolicy(capacity: 2, overflow: .dropNewest))
    let store = MemoryLinkStore(try ["/p/1", "/p/2", "/p/3"].map { try storedLink($0) })
    let restoration = app.router.keepHeldLinks(in: store) { _ in }
    #expect(restoration.launchLinks == ["/p/1", "/p/2"])
    #expect(restoration.dropped == ["/p/3"])
    #expect(app.receipt(of: "/p/3")?.outcome == .dropped(.queueFull))
    #expect(store.lastURLs == ["/p/1", "/p/2"])
    await app.router.resume()
    #expect(app.shown.values == ["/p/1", "/p/2"])
  }

  @Test("a parameter of a type no store keeps is named on the restored link and its receipt")
  func unrestoredParameters() async throws {
    struct Basket: Sendable {}
    let folder = try folder()
    do {
      let before = try AccountingRouter()
      before.router.keepHeldLinks(
        in: try FileLinkStore(folder: folder), parameterTypes: [GiftNote.self]
      ) { _ in }
      before.router.suspend()
      _ = await before.handleHeld(
        "/p/1", parameters: ["basket": Basket(), "note": GiftNote(text: "hi", stars: 3)])
      (before.router.feature(LinkLedger.self)?.settings.store?.store as? FileLinkStore)?.close()
    }
    let after = try AccountingRouter()
    after.router.keepHeldLinks(
      in: try FileLinkStore(folder: folder), parameterTypes: [GiftNote.self]
    ) { _ in }
    await after.router.resume()
    let request = try #require(after.requests.values.first)
    #expect(request.primitiveParameters["note"] as? GiftNote == GiftNote(text: "hi", stars: 3))
    #expect(request.primitiveParameters["basket"] == nil)
    #expect(request.trackedLink?.unrestoredParameters == ["basket"])
    #expect(after.receipt(of: "/p/1")?.unrestoredParameters == ["basket"])
  }
}
