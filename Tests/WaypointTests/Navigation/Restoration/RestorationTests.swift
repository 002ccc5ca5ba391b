import Foundation
import Testing

@testable import Waypoint

@Suite("Restoring a saved navigation state")
struct RestorationTests {
  typealias F = NavigationFixture

  /// Refuses order 13's links, as an app's own middleware might after an update.
  struct ClosedOrders: RouteMiddleware {
    func before(_ request: RouteRequest) async -> MiddlewareDecision {
      guard request.url.path == "/orders/13" else { return .continue }
      return .reject(.rejected(url: request.url.string, reason: "order 13 is closed"))
    }
  }

  /// Made anew for each test rather than kept in a global, whose arrays LeakSanitizer
  /// (`make leaks`) reported as leaked.
  static var saved: NavigationState {
    var state = F.tabs(home: [], orders: [F.order("7"), F.review("7")], selected: "orders")
    try! state.apply(.present(NavigationEntry("help", url: "/help"), style: .sheet))
    return state
  }

  @Test func anUnchangedStateComesBackEqual() async throws {
    let fixture = try F()
    let restoration = await fixture.router.restore(Self.saved)
    #expect(restoration.state == Self.saved)
    #expect(restoration.isUnchanged)
    #expect(restoration.heldForLogin == nil)
    // From its bytes too, with the query items that do not identify the screen kept.
    var withQuery = Self.saved
    try withQuery.apply(.push(F.order("8", url: "myapp://orders/8?ref=mail")))
    let fromBytes = try await fixture.router.restore(json: withQuery.json())
    #expect(fromBytes.state == withQuery)
    #expect(fromBytes.isUnchanged)
  }

  @Test func aRouteRenamedBehindARedirectComesBackAtItsNewHome() async throws {
    let fixture = try F()
    // The update renamed "/item/:id" (route "item") to "/product/:id" (route "product").
    try fixture.router.register(
      "/product/:id", name: "product", handler: ClosureRouteHandler { _ in .success() })
    try fixture.router.redirect(from: "/item/:id", to: "/product/:id")
    let item = NavigationEntry("item", parameters: ["id": "4"], url: "/item/4?ref=mail")
    let saved = F.tabs(home: [item], selected: "home")
    let restoration = await fixture.router.restore(saved)
    let product = NavigationEntry("product", parameters: ["id": "4"], url: "/product/4?ref=mail")
    #expect(restoration.state == F.tabs(home: [product], selected: "home"))
    #expect(restoration.drops.isEmpty)
    #expect(
      restoration.moves == [
        RestorationMove(place: .tab("home", index: 1), saved: item, restored: product)
      ])
    #expect(
      restoration.moves.map(\.description) == [
        "tab home [1] item(id=4) -> product(id=4) /product/4?ref=mail"
      ])
  }

  @Test func aRedirectTableMovesAnEntryToo() async throws {
    let fixture = try F()
    fixture.router.use(try RedirectTable(["/faq": "/help"]))
    let faq = NavigationEntry("faq", url: "/faq")
    let restoration = await fixture.router.restore(NavigationState(stack: [F.home, faq]))
    #expect(
      restoration.state
        == NavigationState(stack: [F.home, NavigationEntry("help", url: "/help")]))
    #expect(restoration.moves.map(\.place) == [.stack(index: 1)])
  }

  @Test func aRemovedRouteIsDroppedWithAReportAndTheRestIsKept() async throws {
    let fixture = try F()
    let legacy = NavigationEntry("legacy", parameters: ["id": "3"], url: "/legacy/3")
    var saved = F.tabs(orders: [F.order("7"), legacy, F.review("7")], selected: "orders")
    try saved.apply(.present(legacy, style: .sheet))
    try saved.apply(.present(NavigationEntry("help", url: "/help"), style: .popover))
    let restoration = await fixture.router.restore(saved)
    var expected = F.tabs(orders: [F.order("7"), F.review("7")], selected: "orders")
    // The sheet showed only the removed screen: it goes, the popover stays.
    try expected.apply(.present(NavigationEntry("help", url: "/help"), style: .popover))
    #expect(restoration.state == expected)
    #expect(
      restoration.drops == [
        RestorationDrop(place: .tab("orders", index: 2), entry: legacy, reason: .notFound),
        RestorationDrop(place: .modal(0, index: 0), entry: legacy, reason: .notFound),
      ])
    #expect(
      restoration.drops.map(\.description) == [
        "tab orders [2] legacy(id=3): not found", "modal 0 [0] legacy(id=3): not found",
      ])
  }

  @Test func aMiddlewareThatRefusesALinkDropsItsEntry() async throws {
    let fixture = try F()
    fixture.router.use(ClosedOrders())
    let saved = F.tabs(orders: [F.order("13"), F.review("13")], selected: "orders")
    let restoration = await fixture.router.restore(saved)
    #expect(restoration.state == F.tabs(orders: [F.review("13")], selected: "orders"))
    #expect(
      restoration.drops == [
        RestorationDrop(
          place: .tab("orders", index: 1), entry: F.order("13"),
          reason: .refused(
            middleware: "ClosedOrders",
            .rejected(url: "/orders/13", reason: "order 13 is closed")))
      ])
  }

  @Test func anUnreadableURLOrAnUnnamedRouteIsDropped() async throws {
    let fixture = try F()
    let unreadable = NavigationEntry("order", url: "/orders/%zz")
    let madeInApp = NavigationEntry("orders")  // no URL: restored by its route's name
    let gone = NavigationEntry("wishlist")
    let restoration = await fixture.router.restore(
      NavigationState(stack: [madeInApp, unreadable, gone]))
    #expect(restoration.state == NavigationState(stack: [madeInApp]))
    #expect(restoration.drops.map(\.place) == [.stack(index: 1), .stack(index: 2)])
    guard case .failed(let error) = restoration.drops.first?.reason else {
      Issue.record("an unreadable URL fails")
      return
    }
    #expect(error.code == "badPercentEscape")
    #expect(restoration.drops.last?.reason == .notFound)
  }

  @Test func theAppsDeclaredTabsDecideWhichTabsComeBack() async throws {
    let fixture = try F()
    let oldRoot = NavigationEntry("orders", url: "/my-orders")  // the tab's old root URL
    let saved = try NavigationState(
      tabs: [
        NavigationTab("home", stack: [F.home]),
        NavigationTab("orders", stack: [oldRoot, F.order("7")]),
        NavigationTab("deals", stack: [NavigationEntry("deals", url: "/deals")]),
      ], selected: "deals")
    let declared = [
      NavigationTab("orders", root: F.orders), NavigationTab("home", root: F.home),
      NavigationTab("account", root: NavigationEntry("search", url: "/search")),
    ]
    let restoration = await fixture.router.restore(saved, tabs: declared)
    // The declared order; orders gets its declared root under order 7; the new tab starts at
    // its root; deals, no longer declared, goes and the first tab is selected.
    #expect(
      restoration.state
        == (try NavigationState(
          tabs: [
            NavigationTab("orders", stack: [F.orders, F.order("7")]),
            NavigationTab("home", stack: [F.home]),
            NavigationTab("account", root: NavigationEntry("search", url: "/search")),
          ], selected: "orders")))
    #expect(restoration.droppedTabs == ["deals"])
    #expect(restoration.drops.map(\.place) == [.tab("orders", index: 0)])

    // Without declared tabs, a tab none of whose screens resolve goes.
    let undeclared = await fixture.router.restore(saved)
    #expect(undeclared.state.tabIdentifiers == ["home", "orders"])
    #expect(undeclared.state.stack(ofTab: "orders") == [F.order("7")])
    #expect(undeclared.state.selectedTab == "home")
    #expect(undeclared.droppedTabs == ["deals"])
  }

  @Test func aScreenBehindTheGateIsHeldUntilTheLoginWhenLoggedOut() async throws {
    let settings = NavigationEntry("settings", url: "/account/settings")
    let account = NavigationEntry("account", url: "/account")
    let saved = F.tabs(home: [account, settings], orders: [F.order("7")], selected: "home")
    let fixture = try F()
    let restoration = await fixture.router.restore(saved)
    // The account screen leaves the restored stack; the gate holds its link.
    #expect(
      restoration.state == F.tabs(home: [settings], orders: [F.order("7")], selected: "home"))
    #expect(
      restoration.drops == [
        RestorationDrop(place: .tab("home", index: 1), entry: account, reason: .requiresLogin)
      ])
    #expect(restoration.heldForLogin == "/account")
    #expect(fixture.gate.pendingURL == "/account")
    // After the login, the held screen is shown in its place, as a link from outside.
    fixture.screens.show(restoration.state)
    fixture.session.value.withLock { $0 = true }
    let outcome = await fixture.gate.loginSucceeded()
    #expect(outcome?.error == nil)
    #expect(fixture.screens.state.stack(ofTab: "home") == [F.home, account])

    // Logged in, the state comes back as it was.
    let loggedIn = await fixture.router.restore(saved)
    #expect(loggedIn.state == saved)
    #expect(loggedIn.isUnchanged)
  }

  @Test func onlyAGatedScreenOnScreenIsHeld() async throws {
    let fixture = try F()
    let account = NavigationEntry("account", url: "/account")
    let saved = F.tabs(home: [account], orders: [F.order("7")], selected: "orders")
    let restoration = await fixture.router.restore(saved)
    #expect(restoration.drops.map(\.reason) == [.requiresLogin])
    #expect(restoration.heldForLogin == nil)
    #expect(fixture.gate.pendingURL == nil)
  }

  @Test func comparingTwoTablesHoldsNoLinkForLogin() async throws {
    let fixture = try F()
    let newer = try F()
    newer.router.use(ClosedOrders())
    let account = NavigationEntry("account", url: "/account")
    let saved = F.tabs(home: [account], orders: [F.order("13")], selected: "home")
    let changes = await fixture.router.restorationChanges(to: newer.router, states: [saved])
    #expect(
      changes.map(\.description) == [
        "state 0 tab orders [1] order(id=13): broken, order(id=13) /orders/13 -> dropped: "
          + "refused by ClosedOrders: \(RouteError.rejected(url: "/orders/13", reason: "order 13 is closed"))"
      ])
    #expect(fixture.gate.pendingURL == nil)
    #expect(newer.gate.pendingURL == nil)
  }

  @Test func corruptTruncatedAndFutureBytesAreRefused() async throws {
    let fixture = try F()
    let data = Self.saved.json()
    // Every truncation is refused with a typed error (none is a whole JSON value).
    for length in 0..<data.count {
      await #expect(throws: NavigationStateError.self) {
        _ = try await fixture.router.restore(json: data.prefix(length))
      }
    }
    // Every byte replaced by another is refused or decoded, never a crash.
    var refused = 0
    for index in data.indices {
      for byte in [UInt8(ascii: "x"), UInt8(ascii: "}"), UInt8(ascii: "\""), 0xFF] {
        var corrupt = data
        corrupt[index] = byte
        do {
          _ = try await fixture.router.restore(json: corrupt)
        } catch {
          refused += 1
        }
      }
    }
    #expect(refused > data.count)
    await #expect(throws: NavigationStateError.corrupt("not JSON, or truncated")) {
      _ = try await fixture.router.restore(json: Data("not json".utf8))
    }
    let future = Data(#"{"format":2,"stack":[],"modals":[]}"#.utf8)
    await #expect(throws: NavigationStateError.unsupportedFormat(found: 2, supported: 1)) {
      _ = try await fixture.router.restore(json: future)
    }
  }
}
