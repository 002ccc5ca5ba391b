import Foundation
import ShopApp
import Testing
import Waypoint
import WaypointTesting

@Suite("Shop manifest")
struct ManifestTests {
  /// Applying a manifest replaces every route, so it must restate each plugin's default route
  /// (with the same handler, and at least its flags), or that route silently disappears.
  @Test func restatesEveryDefaultRouteOfThePlugins() throws {
    let defaults = try ShopHarness().router.exportManifest()
    let manifest = try Shop.bundledManifest()
    for route in defaults.routes {
      let entry = manifest.routes.first { $0.pattern == route.pattern }
      #expect(entry?.handler == route.handler, "\(route.pattern ?? "")")
      #expect(
        Set(route.flags ?? []).isSubset(of: Set(entry?.flags ?? [])), "\(route.pattern ?? "")")
    }
  }

  @Test func routesEachKindOfLink() throws {
    let router = try ShopHarness(manifest: Shop.bundledManifest()).router
    expectRoute(router, "shop://product/42", matches: "/product/:id(\\d+)")
    expectRoute(router, "https://shop.example.com/item/9", matches: "/item/:id(\\d+)")
    expectRoute(
      router, "https://shop.example.com/shop/red-shoes-p15.html",
      matches: "/shop/(?<slug>[a-z0-9-]+)-p(?<id>\\d+)\\.html",
      parameters: ["slug": "red-shoes", "id": "15"])
    expectRoute(
      router, "https://shop.example.com/help/returns", matches: "https://shop.example.com/*path")
    expectNoRoute(router, "shop://help/returns")
    expectRoute(router, "/debug/routes", matches: "/debug/routes")
    expectNoRoute(router, "shop://debug/routes")
    expectNoRoute(router, "evil://product/1", code: "sourceNotAllowed")
  }

  @Test func anUpdateThatKeepsEveryLinkIsAppliedAndOneThatMovesLinksIsRefused() throws {
    let shop = try Shop(manifest: Shop.bundledManifest())
    #expect(try shop.update(to: Shop.bundledManifest()).isEmpty)
    let diff = try shop.update(to: Shop.nextManifest())
    #expect(diff.changes.contains { $0.url == "shop://product/42" && $0.kind == .nowUnmatched })
    #expect(diff.changes.contains { $0.url == "/item/42" && $0.kind == .redirectedElsewhere })
    // Refused: the running table still has the old product route.
    expectRoute(shop.router, "shop://product/42", matches: "/product/:id(\\d+)")
  }

  @Test func exportingTheAppliedTableGivesTheManifestBack() throws {
    let manifest = try Shop.bundledManifest()
    let router = try ShopHarness(manifest: manifest).router
    #expect(try router.exportManifest() == manifest)
  }

  @Test func aPluginClaimingATakenPatternIsRefusedWithBothNames() throws {
    let shop = try ShopHarness()
    struct Wishlist: RoutePlugin {
      let namespace = "wishlist"
      func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
        registrar.handler("show", RecordingHandler())
        try registrar.route("/cart", handler: "show")
      }
    }
    #expect(
      throws: RouteError.pluginConflict(
        kind: .pattern, item: "/cart", first: "plugin cart", second: "plugin wishlist")
    ) { try shop.router.install(Wishlist()) }
    #expect(!shop.router.installedPlugins.contains("wishlist"))
  }
}
