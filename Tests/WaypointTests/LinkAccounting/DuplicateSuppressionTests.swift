import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The same link arriving again within the window, or while it waits to be shown, ends as a
/// duplicate: nothing is dispatched, its callback fires once.
@Suite("Duplicate suppression")
struct DuplicateSuppressionTests {
  /// An accounting router with a 10-second window on a test clock.
  private static func app(capacity: Int = 1_024) throws -> (AccountingRouter, TestMonotonicClock) {
    let app = try AccountingRouter()
    let clock = TestMonotonicClock()
    app.router.suppressDuplicates(
      DuplicateWindow(duration: .seconds(10), capacity: capacity, now: clock.now),
      campaignNames: ["ref"])
    return (app, clock)
  }

  @Test("a repeat within the window is not dispatched; its callback fires once with duplicate")
  func repeatWithinTheWindow() async throws {
    let (app, clock) = try Self.app()
    #expect(await app.router.handle("myapp://p/1").kind == .handled)
    clock.advance(by: .seconds(9))
    let callbacks = Recorder<RouteResponse>()
    let repeated = await app.router.handle("myapp://p/1") { callbacks.append($0) }
    #expect(repeated.error == .duplicateLink("myapp://p/1"))
    #expect(repeated.error?.code == "duplicateLink")
    #expect(callbacks.values.map(\.error) == [.duplicateLink("myapp://p/1")])
    #expect(app.shown.values == ["/p/1"])
    #expect(app.events.values.contains("duplicate myapp://p/1"))
    #expect(app.events.values.filter { $0.hasPrefix("received") }.count == 1)
    // Past the window, it is a new link.
    clock.advance(by: .seconds(2))
    #expect(await app.router.handle("myapp://p/1").kind == .handled)
    #expect(app.shown.values == ["/p/1", "/p/1"])
    #expect(app.receipts.values.map(\.outcome.kind) == [.shown, .duplicate, .shown])
  }

  @Test(
    "links are the same when their normalized URLs and sources are, campaign items aside",
    arguments: [
      ("myapp://p/1", "MYAPP://p/1/", true),
      ("myapp://p/1", "myapp://p//1", true),
      ("myapp://p/a/../1", "myapp://p/1", true),
      ("https://app.example.com/p/1?utm_source=mail", "https://APP.example.com:443/p/1", true),
      ("myapp://p/1?utm_source=a&tab=2", "myapp://p/1?tab=2&utm_medium=b", true),
      ("myapp://p/1?ref=poster", "myapp://p/1", true),
      ("myapp://p/1?tab=2", "myapp://p/1?tab=3", false),
      ("myapp://p/1?a=1&b=2", "myapp://p/1?b=2&a=1", false),
      ("myapp://p/1", "/p/1", false),
      ("myapp://p/1", "https://app.example.com/p/1", false),
      ("myapp://p/1#top", "myapp://p/1", false),
    ])
  func sameness(first: String, second: String, same: Bool) async throws {
    let (app, _) = try Self.app()
    await app.router.handle(first)
    let outcome = await app.router.handle(second)
    #expect((outcome.error == .duplicateLink(second)) == same)
    #expect(app.shown.values.count == (same ? 1 : 2))
  }

  @Test("a delivery identifier decides alone: the same one is a duplicate, whatever the URL")
  func deliveryIdentifier() async throws {
    let (app, _) = try Self.app()
    func attributes(_ id: String) -> RequestAttributes {
      var attributes = RequestAttributes()
      attributes[LinkDeliveryID.self] = id
      return attributes
    }
    await app.router.handle("myapp://p/1", attributes: attributes("push-1"))
    #expect(
      await app.router.handle("/p/2", attributes: attributes("push-1")).error?.code
        == "duplicateLink")
    #expect(
      await app.router.handle("myapp://p/1", attributes: attributes("push-2")).kind == .handled)
    #expect(app.shown.values == ["/p/1", "/p/1"])
  }

  @Test("a held link counts as seen until it is shown, however long it waits")
  func heldLinksCount() async throws {
    let (app, clock) = try Self.app()
    app.router.suspend(DeferralPolicy(maximumAge: nil))
    let held = await app.handleHeld("myapp://p/1")
    clock.advance(by: .seconds(3_600))
    #expect(await app.router.handle("myapp://p/1?utm_source=again").error?.code == "duplicateLink")
    #expect(app.router.heldLinks == ["myapp://p/1"])
    await app.router.resume()
    #expect(await held.value.kind == .handled)
    #expect(app.shown.values == ["/p/1"])
  }

  @Test("a link taken back from a store counts as seen: the system's second delivery is not shown")
  func restoredLinksCount() async throws {
    let (app, clock) = try Self.app()
    app.router.suspend()
    app.router.keepHeldLinks(in: MemoryLinkStore([try storedLink("myapp://p/1")])) { _ in }
    #expect(await app.router.handle("myapp://p/1").error?.code == "duplicateLink")
    await app.router.resume()
    // Shown, it still counts for the window from its restoration.
    clock.advance(by: .seconds(5))
    #expect(await app.router.handle("myapp://p/1").error?.code == "duplicateLink")
    #expect(app.shown.values == ["/p/1"])
  }

  @Test("URLs refused anyway are refused as usual, however often they come")
  func refusedURLsAreNotDuplicates() async throws {
    let (app, _) = try Self.app()
    for _ in 0..<3 {
      #expect(await app.router.handle("evil://p/1").error?.code == "sourceNotAllowed")
      #expect(await app.router.handle("/p/%zz").error?.code == "badPercentEscape")
    }
  }

  @Test("the window remembers at most its capacity, the oldest forgotten first")
  func capacity() async throws {
    let (app, _) = try Self.app(capacity: 4)
    for id in 0..<10 { await app.router.handle("/p/\(id)") }
    let ledger = try #require(app.router.feature(LinkLedger.self))
    #expect(ledger.rememberedCount == 4)
    #expect(await app.router.handle("/p/9").error?.code == "duplicateLink")
    #expect(await app.router.handle("/p/0").kind == .handled)
  }
}
