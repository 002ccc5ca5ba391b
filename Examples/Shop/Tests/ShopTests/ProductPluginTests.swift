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
      values: ["destination": "product(id=42, tab=info)", "presentation": "push"])
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
