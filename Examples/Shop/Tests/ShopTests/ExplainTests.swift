import ShopApp
import Testing
import Waypoint

@Suite("Explaining the shop's links")
struct ExplainTests {
  @Test func aProductNameWhereItsNumberGoesIsRefusedByTheConstraint() async throws {
    let shop = try Shop(manifest: Shop.bundledManifest())
    let explanation = await shop.router.explain("shop://product/red-shoes")
    #expect(explanation.winner == nil)
    let nearest = try #require(explanation.nearestMisses.first)
    #expect(nearest.route.name == "product.detail")
    #expect(
      nearest.verdict
        == .constraintRefused(parameter: "id", constraint: #"\d+"#, text: "red-shoes", segment: 2))
  }

  @Test func theDebugRouteFromOutsideIsInternalOnly() async throws {
    let shop = try Shop(manifest: Shop.bundledManifest())
    let explanation = await shop.router.explain("shop://debug/routes")
    #expect(explanation.winner == nil)
    #expect(explanation.nearestMisses.first?.verdict == .internalOnly)
    #expect(explanation.error?.code == "internalOnlyRoute")
  }
}
