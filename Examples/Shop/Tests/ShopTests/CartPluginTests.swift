import CartFeature
import ShopApp
import Testing
import Waypoint
import WaypointTesting

@Suite("Cart plugin")
struct CartPluginTests {
  @Test func theCartIsPushedByDefaultAndASheetWithTheManifest() async throws {
    let defaults = try ShopHarness()
    await defaults.open("/cart")
    expectScreens(defaults.screens, "root: home > cart(items=0)")

    let configured = try ShopHarness(manifest: Shop.bundledManifest())
    await configured.open("/cart")
    expectScreens(configured.screens, "root: home\nsheet: cart(items=0)")
  }

  @Test func addsTheQuantityFromThePushPayloadOrTheQuery() async throws {
    let shop = try ShopHarness()
    await expectResponse(
      shop.router, "shop://cart/add/7", values: ["items": "2", "productID": "7"],
      parameters: ["quantity": 2])
    await expectResponse(
      shop.router, "shop://cart/add/8?quantity=3", values: ["items": "5", "productID": "8"])
    await expectResponse(shop.router, "shop://cart/add/8")
    #expect(await shop.cart.itemCount == 6)
    expectScreens(shop.screens, "root: home")
  }

  @Test func refusesAQuantityOutOfRange() async throws {
    let shop = try ShopHarness()
    let outcome = await expectResponse(shop.router, "/cart/add/7?quantity=0", status: .failure)
    #expect(outcome.response?.error?.code == "invalidParameter")
    #expect(await shop.cart.itemCount == 0)
  }

  @Test func aQuantityThatIsNotANumberIsRefusedNamingIt() async throws {
    let shop = try ShopHarness()
    let outcome = await shop.open("/cart/add/7?quantity=many")
    guard case .invalidParameter(name: "quantity", value: "many", _, _)? = outcome.error else {
      Issue.record("expected the quantity to be refused, got \(outcome)")
      return
    }
    #expect(await shop.cart.itemCount == 0)
  }

  @Test func addsByValueThroughTheSameHandlerAsTheLink() async throws {
    let shop = try ShopHarness()
    let outcome = await shop.router.open(CartAddDestination(productID: 7, quantity: 2))
    #expect(outcome.response?.values == ["items": "2", "productID": "7"])
    await shop.open(try CartAddDestination(productID: 7).url(source: .appScheme(Shop.appScheme)))
    #expect(await shop.cart.itemCount == 3)
    let refused = await shop.router.open(CartAddDestination(productID: 7, quantity: 0))
    #expect(refused.response?.error?.code == "invalidParameter")
    #expect(await shop.cart.itemCount == 3)
  }

  @Test func answersAnXCallbackURL() async throws {
    let shop = try ShopHarness(manifest: Shop.bundledManifest())
    let log = RecordingMiddleware()
    shop.router.use(log)
    await shop.open("shop://cart/add/7?x-success=shop://cart")
    #expect(log.events.map(\.description).contains("callback shop://cart?items=1&productID=7"))
    expectScreens(shop.screens, "root: home\nsheet: cart(items=1)")
  }
}

@Test func worksInAHarnessOfItsOwn() async throws {
  let cart = Cart()
  let harness = try PluginHarness(appSchemes: ["shop"]) { navigator in
    [CartPlugin(navigator: navigator, cart: cart)]
  }
  expectRoute(harness.router, "shop://cart/add/7", matches: "/cart/add/:productID(\\d+)")
  await expectResponse(
    harness.router, "shop://cart/add/7", values: ["items": "2", "productID": "7"],
    parameters: ["quantity": 2])
  await harness.open("/cart")
  expectScreens(harness.screens, "root: home > cart(items=2)")
}
