import Foundation
import Testing

@testable import Waypoint
@testable import WaypointRouting

/// Found by FuzzManifest (a campaign): a pattern that parses but whose program PCRE2 refuses as
/// too large is found only when the new table is built, after the manifest's routes are added.
/// `apply(_:)` let that `invalidPattern` out as it was, where it promises `invalidManifest`
/// listing the problem with the entry it comes from.
@Suite("Route manifests: a pattern too large for PCRE2")
struct ManifestPatternTooLargeTests {
  /// Nine optional parts that compete with a parameter: the expression parses (ten or more
  /// are refused when parsed), but the regex of its expansions is larger than PCRE2 compiles.
  static let tooLarge = "/:a" + (0..<9).map { "{-:b\($0)}" }.joined()

  static let manifest = RouteManifest(routes: [
    .init(pattern: "/cart", handler: "cart.show"),
    .init(pattern: tooLarge, handler: "product.show"),
  ])

  @Test func thePatternParsesAndOnlyItsTableIsRefused() throws {
    _ = try RouteExpression(parsing: Self.tooLarge)
    #expect {
      try makeRouter().register(Self.tooLarge) { _ in .ok }
    } throws: { error in
      guard case .invalidPattern(let pattern, _, let reason) = error as? RouteError else {
        return false
      }
      return pattern == Self.tooLarge && reason.contains("too large")
    }
  }

  @Test func applyListsItAsTheManifestsProblemAndTheOldTableKeepsServing() async throws {
    let router = try RouteManifestTests.makeShopRouter()
    try router.apply(try RouteManifest(json: Data(RouteManifestTests.manifestJSON.utf8)))
    let before = router.routes.map(\.pattern)
    #expect {
      try router.apply(Self.manifest)
    } throws: { error in
      guard case .invalidManifest(let problems) = error as? RouteError else { return false }
      return problems.count == 1 && problems[0].hasPrefix("routes[1]: invalid pattern")
        && problems[0].contains("too large")
    }
    #expect(router.routes.map(\.pattern) == before)
    #expect(await router.handle("/product/1").response?.values["handler"] == "product.show")
  }

  @Test func linkChangesNameTheEntryToo() throws {
    let router = try RouteManifestTests.makeShopRouter()
    #expect {
      try router.linkChanges(applying: Self.manifest)
    } throws: { error in
      guard case .invalidManifest(let problems) = error as? RouteError else { return false }
      return problems.count == 1 && problems[0].hasPrefix("routes[1]: invalid pattern")
    }
  }

  /// The placement check's refusals are not the manifest's pattern problems: they come
  /// through as they are (``PlacementValidator``).
  @Test func aPlacementRefusalComesThroughAsItIs() throws {
    let router = try RouteManifestTests.makeShopRouter()
    let manifest = RouteManifest(
      version: 2,
      routes: [.init(pattern: "/cart", handler: "cart.show", parent: "nowhere")])
    #expect(throws: RouteError.unknownParent(route: "/cart", parent: "nowhere")) {
      try router.apply(manifest)
    }
  }
}
