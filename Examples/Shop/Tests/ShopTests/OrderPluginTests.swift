import AccountFeature
import OrderFeature
import ShopApp
import Testing
import Waypoint
import WaypointTesting

@Suite("Order plugin")
struct OrderPluginTests {
  @Test func itsDefaultRoutesRequireLogin() throws {
    let shop = try ShopHarness()
    for name in ["order.list", "order.detail"] {
      #expect(shop.router.route(named: name)?.flags.contains(.requiresLogin) == true)
    }
  }

  @Test func showsTheOrdersOfTheUserTheAccountMiddlewareNames() async throws {
    let shop = try ShopHarness(session: Session(user: "ada"))
    await expectResponse(
      shop.router, "shop://orders",
      values: ["screen": "orders(user=ada)", "steps": "push(orders(user=ada))"])
    await shop.open("/order/1001")
    expectScreens(shop.screens, "root: home > orders(user=ada) > order(id=1001)")
  }

  @Test func aURLCannotForgeTheUser() async throws {
    let shop = try ShopHarness(session: Session(user: "ada"))
    await shop.open("/orders?user=mallory")
    expectScreens(shop.screens, "root: home > orders(user=ada)")
  }

  @Test func theGateSendsALoggedOutUserToLoginThenResumes() async throws {
    let session = Session()
    let shop = try ShopHarness(session: session)
    let gate = AuthenticationGate(loginURL: AccountPlugin.loginPath) {
      await session.isLoggedIn
    }
    shop.router.use(gate, priority: 100)

    let outcome = await shop.open("https://shop.example.com/order/1001")
    #expect(outcome.final.response?.values["screen"] == "login")
    #expect(gate.pendingURL == "https://shop.example.com/order/1001")
    expectScreens(shop.screens, "root: home\nsheet: login")

    await session.logIn(as: "ada")
    shop.screens.dismiss()
    let resumed = await gate.loginSucceeded()
    #expect(resumed?.response?.values["screen"] == "order(id=1001)")
    expectScreens(shop.screens, "root: home > order(id=1001)")
  }

  @Test func theGateStopsAnOrderOpenedByValueToo() async throws {
    let session = Session()
    let shop = try ShopHarness(session: session)
    let gate = AuthenticationGate(loginURL: AccountPlugin.loginPath) {
      await session.isLoggedIn
    }
    shop.router.use(gate, priority: 100)

    let outcome = await shop.router.open(OrderDestination(id: 1001))
    #expect(outcome.final.response?.values["screen"] == "login")
    #expect(gate.pendingURL == "/order/1001")

    await session.logIn(as: "ada")
    shop.screens.dismiss()
    await gate.loginSucceeded(on: shop.router)
    expectScreens(shop.screens, "root: home > \(OrderDestination(id: 1001).screen)")
  }
}
