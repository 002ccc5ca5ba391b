import ProductFeature
import ShopApp
import Testing
import Waypoint
import WaypointTesting

@Suite("Product plugin")
struct ProductPluginTests {
  @Test func contributesItsHandlersAndRoutesInItsNamespace() throws {
    let shop = try ShopHarness()
    #expect(
      shop.router.handlerNames.filter { $0.hasPrefix("product.") } == [
        "product.category", "product.show",
      ])
    #expect(shop.router.route(named: "product.detail")?.handlerName == "product.show")
    expectRoute(
      shop.router, "shop://product/42", matches: "/product/:id(\\d+)", parameters: ["id": "42"])
    expectRoute(
      shop.router, "https://shop.example.com/category/shoes", matches: "/category/:slug",
      parameters: ["slug": "shoes"])
    expectNoRoute(shop.router, "/product/red-shoes")
  }

  @Test func showsAProductWithTheDefaultTabOrTheOneGiven() async throws {
    let shop = try ShopHarness()
    await expectResponse(
      shop.router, "/product/42",
      values: ["screen": "product(id=42, tab=info)", "steps": "push(product(id=42, tab=info))"])
    await expectResponse(shop.router, "/product/7", parameters: ["tab": "reviews"])
    await expectResponse(shop.router, "/product/9?tab=reviews&tab=info")
    expectScreens(
      shop.screens,
      "root: home > product(id=42, tab=info) > product(id=7, tab=reviews) > product(id=9, tab=reviews)"
    )
  }

  @Test func buildsURLsForItsRoutesByName() throws {
    let shop = try ShopHarness()
    #expect(try shop.router.url(for: "product.detail", parameters: ["id": "42"]) == "/product/42")
    #expect(throws: RouteError.self) {
      try shop.router.url(for: "product.detail", parameters: ["id": "red"])
    }
  }
}

@Suite("Product destination")
struct ProductDestinationTests {
  @Test func openingByValueShowsTheScreenItsLinkShows() async throws {
    let byLink = try ShopHarness()
    await byLink.open("/product/42?tab=reviews")
    let byValue = try ShopHarness()
    let outcome = await byValue.router.open(ProductDestination(id: 42, tab: .reviews))
    #expect(outcome.response?.values["screen"] == "product(id=42, tab=reviews)")
    #expect(byValue.screens.description == byLink.screens.description)
  }

  @Test func aTabThatIsNotATabIsRefusedNamingIt() async throws {
    let shop = try ShopHarness()
    let outcome = await shop.open("shop://product/42?tab=video")
    guard case .invalidParameter(name: "tab", value: "video", _, _)? = outcome.error else {
      Issue.record("expected the tab to be refused, got \(outcome)")
      return
    }
    expectScreens(shop.screens, "root: home")
  }

  @Test func theLegacyRegexRouteYieldsTheSameDestination() async throws {
    let shop = try ShopHarness(manifest: Shop.bundledManifest())
    await shop.open("https://shop.example.com/shop/red-shoes-p15.html")
    #expect(shop.screens.top?.isSameScreen(as: ProductDestination(id: 15).screen) == true)
  }
}
