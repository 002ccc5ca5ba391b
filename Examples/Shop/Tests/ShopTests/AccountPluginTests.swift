import AccountFeature
import ShopApp
import Testing
import Waypoint
import WaypointTesting

@Suite("Account plugin")
struct AccountPluginTests {
  @Test func theLoginScreenIsASheetAndTheProfileNeedsAUser() async throws {
    let shop = try ShopHarness()
    await shop.open("/login")
    expectScreens(shop.screens, "root: home\nsheet: login")
    #expect(shop.router.route(named: "account.profile")?.flags.contains(.requiresLogin) == true)
    let outcome = await shop.open("/account")
    #expect(outcome.error?.code == "notFound", "without the gate, the profile page declines")
  }

  @Test func itsMiddlewarePassesTheUserToEveryHandler() async throws {
    let session = Session()
    let shop = try ShopHarness(session: session)
    let recorder = RecordingHandler()
    try shop.router.register("/whoami", handler: recorder)
    await shop.open("/whoami")
    await session.logIn(as: "ada")
    await shop.open("/whoami")
    #expect(recorder.requests.map { $0["user"] } == [nil, "ada"])
  }

  @Test func uninstallingRemovesItsRoutesAndMiddlewareButNotTheAppsGate() async throws {
    let shop = try Shop(manifest: Shop.bundledManifest())
    let middlewareBefore = shop.router.middlewares.count
    #expect(try shop.router.uninstall("account"))
    #expect(shop.router.installedPlugins == ["cart", "order", "product"])
    #expect(shop.router.route(named: "account.login") == nil)
    #expect(shop.router.route(named: "account.profile") == nil)
    #expect(shop.router.middlewares.count == middlewareBefore - 1)
    // The gate still guards the orders; its login route is gone, so the request ends there.
    let outcome = await shop.open("shop://orders")
    #expect(outcome.error == .notFound(AccountPlugin.loginPath))
    expectScreens(shop.screens, "root: home")
  }
}
