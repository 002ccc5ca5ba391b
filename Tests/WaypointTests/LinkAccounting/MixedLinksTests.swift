import Foundation
import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// Hundreds of mixed links, hostile ones among them, through a launch, a login gate and a
/// crash: every link has exactly one receipt.
@Suite("Link receipts: hundreds of mixed links through a launch, a login and a crash")
struct MixedLinksTests {
  let scratch = TemporaryDirectory()

  /// One process of the app: an accounting router on the store in `folder`, whose receipts
  /// stop counting when it crashes.
  private final class Process: Sendable {
    let app: AccountingRouter
    let store: FileLinkStore
    let clock = TestMonotonicClock()
    let crashed = Locked(false)
    /// The receipts delivered before the crash.
    let receipts = Recorder<LinkReceipt>()
    /// The URLs handed to `handle` before the crash, in order.
    let handled = Recorder<String>()
    let restoration: LinkRestoration

    init(folder: URL) throws {
      app = try AccountingRouter(receipts: false)
      store = try FileLinkStore(folder: folder)
      app.router.deliverReceipts(now: app.wallClock.now) { [crashed, receipts] receipt in
        if !crashed.withLock({ $0 }) { receipts.append(receipt) }
      }
      app.router.suppressDuplicates(DuplicateWindow(duration: .seconds(5), now: clock.now))
      restoration = app.router.keepHeldLinks(in: store) { _ in }
    }

    /// Hands `url` to the router: at once while it runs; while it is suspended, until the link
    /// is held or ended (refused, duplicate), leaving its task waiting.
    func handle(_ url: String) async {
      handled.append(url)
      guard app.router.isSuspended else {
        await app.router.handle(url)
        return
      }
      let deferred = app.events.values.filter { $0.hasPrefix("deferred") }.count
      let done = Locked(false)
      Task { [router = app.router] in
        await router.handle(url)
        done.withLock { $0 = true }
      }
      await waitUntilHolds("\(url) is held or ended") {
        done.withLock { $0 }
          || app.events.values.filter { $0.hasPrefix("deferred") }.count > deferred
      }
    }

    /// The process dies: its store is closed as the system does for a killed process, and
    /// nothing it does afterwards counts. Its waiting tasks are let go, unobserved.
    func crash() async {
      crashed.withLock { $0 = true }
      store.close()
      await app.router.resume()
    }
  }

  /// A link of one of the kinds an app receives, hostile ones included.
  private static func link(_ random: inout SeededGenerator, recent: [String]) -> String {
    let id = Int.random(in: 0..<40, using: &random)
    let hostile = HostileURLCatalogue.rows.map(\.input).filter { $0.utf8.count < 10_000 }
    switch Int.random(in: 0..<12, using: &random) {
    case 0: return "/p/\(id)"
    case 1: return "myapp://p/\(id)"
    case 2: return "https://app.example.com/p/\(id)?utm_source=mail&utm_campaign=c\(id % 3)"
    case 3: return "myapp://orders/\(id)"
    case 4: return "/old/\(id)"
    case 5: return "/fail"
    case 6: return "myapp://nothing/\(id)"
    case 7: return "evil://p/\(id)"
    case 8, 9: return hostile.randomElement(using: &random)!
    default: return recent.randomElement(using: &random) ?? "/p/\(id)"
    }
  }

  @Test("every link handed to the router has exactly one receipt, across the crash")
  func receiptsAndLinksOneToOne() async throws {
    let folder = URL(fileURLWithPath: try scratch.path(suffix: "-mixed"))
    var random = SeededGenerator(seed: 22)
    var recent: [String] = []
    let first = try Process(folder: folder)
    for step in 0..<300 {
      let url = Self.link(&random, recent: recent)
      recent = Array((recent + [url]).suffix(8))
      await first.handle(url)
      first.clock.advance(by: .milliseconds(Int.random(in: 0..<3_000, using: &random)))
      switch step % 60 {
      case 10: first.app.router.suspend(DeferralPolicy(capacity: 6, maximumAge: nil))
      case 25: await first.app.router.resume()
      case 40: await first.app.logIn()
      case 45: first.app.session.withLock { $0 = false }
      default: break
      }
    }
    // The last links wait for a launch and for the login when the process dies.
    first.app.session.withLock { $0 = false }
    first.app.router.suspend(DeferralPolicy(capacity: 6, maximumAge: nil))
    for url in ["myapp://orders/99", "/p/98", "myapp://p/97", "/p/96"] {
      await first.handle(url)
    }
    let heldAtCrash = try first.store.load()
    #expect(heldAtCrash.count >= 4)
    await first.crash()

    let second = try Process(folder: folder)
    #expect(second.restoration.error == nil)
    #expect(
      second.restoration.launchLinks
        == heldAtCrash.filter { $0.heldBy == .launch }.map(\.receivedURL))
    #expect(
      second.restoration.loginLinks
        == heldAtCrash.filter { $0.heldBy != .launch }.map(\.receivedURL))
    #expect(second.restoration.loginLinks.count == 1)
    second.app.router.suspend()
    // The system delivers the held links again after the relaunch, then new ones arrive.
    for stored in heldAtCrash { await second.handle(stored.receivedURL) }
    await second.app.router.resume()
    for _ in 0..<100 {
      let url = Self.link(&random, recent: recent)
      recent = Array((recent + [url]).suffix(8))
      await second.handle(url)
      second.clock.advance(by: .milliseconds(Int.random(in: 0..<3_000, using: &random)))
    }
    await second.app.logIn()

    let receipts = first.receipts.values + second.receipts.values
    let links = first.handled.values + second.handled.values
    #expect(links.count >= 400)
    // One to one: as many receipts as links, each identifier once, the same URLs as often.
    #expect(receipts.count == links.count)
    #expect(Set(receipts.map(\.id)).count == receipts.count)
    #expect(Self.counts(receipts.map(\.url)) == Self.counts(links))
    // The links held at the crash ended in the second process, marked restored, under the
    // identifiers the first gave them.
    let restored = second.receipts.values.filter { $0.arrival == .restored }
    #expect(Set(restored.map(\.id)) == Set(heldAtCrash.map(\.id)))
    #expect(
      first.receipts.values.allSatisfy { receipt in !heldAtCrash.contains { $0.id == receipt.id } })
    // Nothing is left in the store, and every kind of ending was met.
    #expect(try second.store.load().isEmpty)
    let kinds = Set(receipts.map(\.outcome.kind))
    #expect(
      kinds.isSuperset(of: [
        .shown, .notFound, .rejected, .redirected, .failed, .duplicate, .superseded,
      ]))
  }

  private static func counts(_ urls: [String]) -> [String: Int] {
    urls.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }
}
