import Foundation
import Testing

@testable import Waypoint

/// A file of one entry for `T.app` with `components` (JSON).
private func file(_ components: String, appID: String = "T.app") throws -> SiteAssociation {
  try SiteAssociation(
    json: Data(
      #"{"applinks": {"details": [{"appIDs": ["\#(appID)"], "components": \#(components)}]}}"#.utf8
    ))
}

@Suite("Association files: checking one against the route table")
struct SiteAssociationCheckTests {
  /// The table's own file agrees with it: nothing missing, nothing unrouted.
  @Test(arguments: [
    [
      "/product/:id(\\d+)=product", "/category/:slug", "/cart", "/files/*path", "/users{/:id}/edit",
    ],
    ["/:section/:id", "/year/:y(\\d{4})", "/feed.:format(json|xml)", "/category/家居", "/a b"],
    ["/", "/test/:id(\\d*)", "/p/:x((a+)+)", "/w/:w(\\w+)", "/a\\*b", "/x{/a}{/b}{/c}{/d}{/e}"],
  ])
  func theTablesOwnFileAgrees(patterns: [String]) throws {
    let router = try associationTable(patterns)
    let generated = router.siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin)
    // Through its JSON, as it would be deployed.
    let deployed = try SiteAssociation(json: Data(generated.json.utf8))
    let check = router.checkSiteAssociation(deployed, origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(check.missing.isEmpty, "\(check.missing)")
    #expect(check.unrouted.isEmpty, "\(check.unrouted)")
    #expect(check.agrees)
    #expect(check.routeURLCount > 0 && check.fileURLCount > 0)
  }

  @Test func aCaseInsensitiveTablesOwnFileAgreesAndACaseSensitiveOneDoesNot() throws {
    let router = try associationTable(["/product/:id", "/Cart"], caseInsensitive: true)
    let own = router.siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin)
    #expect(router.checkSiteAssociation(own, origin: try exampleOrigin, appIDs: ["T.app"]).agrees)
    let sensitive = try associationTable(["/product/:id", "/Cart"])
      .siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin)
    let check = router.checkSiteAssociation(sensitive, origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(check.missing.map(\.url).contains("https://example.com/PRODUCT/42"))
    #expect(check.missing.map(\.url).contains("https://example.com/CART"))
  }

  @Test func aFileThatIgnoresCaseForACaseSensitiveTableSendsUnroutedURLs() throws {
    let router = try associationTable(["/product/:id"])
    let check = router.checkSiteAssociation(
      try file(#"[{"/": "/product/?*", "caseSensitive": false}]"#), origin: try exampleOrigin,
      appIDs: ["T.app"])
    #expect(check.unrouted.map(\.url) == ["https://example.com/PRODUCT/X"])
    #expect(check.unrouted.first?.resolution == "not found")
  }

  @Test func aRouteTheFileLeavesOutIsMissingAndAPathNoRouteTakesIsUnrouted() throws {
    let router = try associationTable([
      "/product/:id(\\d+)=product", "/cart/add/:id(\\d+)=cart.add",
    ])
    let check = router.checkSiteAssociation(
      try file(#"[{"/": "/product/$(digit)*"}, {"/": "/wishlist/*", "comment": "wishlist"}]"#),
      origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(!check.agrees)
    let missing = try #require(check.missing.first)
    #expect(check.missing.count == 1)
    #expect(missing.url == "https://example.com/cart/add/42")
    #expect(missing.routePattern == "/cart/add/:id(\\d+)" && missing.routeName == "cart.add")
    #expect(missing.verdict == .noMatch)
    #expect(missing.resolution == "/cart/add/:id(\\d+) {id=42}")
    #expect(
      check.unrouted.map(\.url) == [
        "https://example.com/wishlist/", "https://example.com/wishlist/x/y",
        "https://example.com/wishlist/x",
      ])
    #expect(check.unrouted.first?.component?.comment == "wishlist")
    #expect(check.unrouted.first?.verdict == .app(.init(details: 0, index: 1, isPath: false)))
    // `/product/0x` is sent by `$(digit)*` and no route takes it, but the table's own file
    // sends it too.
    #expect(check.approximated.map(\.url).contains("https://example.com/product/0x"))
    #expect(
      check.approximated.first?.cover?.comment == "product; wider: the format has no repetition")
  }

  @Test func aHandWrittenWildcardIsUnroutedForTheBareParentAndApproximatedBeyond() throws {
    let router = try associationTable(["/product/:id"])
    let wide = router.checkSiteAssociation(
      try file(#"[{"/": "/product/*"}]"#), origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(wide.unrouted.map(\.url) == ["https://example.com/product/"])
    #expect(wide.approximated.map(\.url) == ["https://example.com/product/x/y"])
    let narrow = router.checkSiteAssociation(
      try file(#"[{"/": "/product/?*"}]"#), origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(narrow.agrees)
    #expect(narrow.approximated.map(\.url) == ["https://example.com/product/xx/y"])
  }

  @Test func anExclusionBeforeTheIncludeMakesTheRouteMissing() throws {
    let router = try associationTable(["/product/:id", "/about"])
    let check = router.checkSiteAssociation(
      try file(#"[{"/": "/product/*", "exclude": true}, {"/": "/about"}]"#),
      origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(check.missing.map(\.url) == ["https://example.com/product/42"])
    #expect(check.missing.first?.verdict == .excluded(.init(details: 0, index: 0, isPath: false)))
    #expect(check.missing.first?.component?.exclude == true)
  }

  @Test func redirectsAreFollowedAndALoopOrADeadEndIsUnrouted() throws {
    let router = try associationTable(
      ["/product/:id(\\d+)"],
      redirects: [
        ("/item/:id(\\d+)", "/product/:id"), ("/a", "/b"), ("/b", "/a"), ("/old", "/gone"),
      ])
    let own = router.siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin)
    let check = router.checkSiteAssociation(own, origin: try exampleOrigin, appIDs: ["T.app"])
    let unrouted = Dictionary(uniqueKeysWithValues: check.unrouted.map { ($0.url, $0.resolution) })
    #expect(unrouted["https://example.com/a"] == "/a -> /b; /b -> /a; redirect loop")
    #expect(unrouted["https://example.com/old"] == "/old -> /gone; not found")
    #expect(!check.unrouted.contains { $0.url.contains("/item/") })
    #expect(check.missing.isEmpty)
  }

  @Test func internalOnlyRoutesAreNotesWhenALaterRouteTakesThemAndUnroutedWhenSent() throws {
    let router = try associationTable(["/:section", "/admin"], internalOnly: ["/admin"])
    let own = router.siteAssociation(appIDs: ["T.app"], origin: try exampleOrigin)
    let check = router.checkSiteAssociation(own, origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(check.agrees)
    #expect(check.internalOnly.map(\.url) == ["https://example.com/admin"])
    #expect(check.internalOnly.first?.resolution == "/:section {section=admin}")
    let alone = try associationTable(["/admin"], internalOnly: ["/admin"])
    let sent = alone.checkSiteAssociation(
      try file(#"[{"/": "/admin"}]"#), origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(sent.unrouted.map(\.url) == ["https://example.com/admin"])
    // The route is not for links from the web: for them, the router has no route.
    #expect(sent.unrouted.first?.resolution == "not found")
  }

  @Test func browserRoutesCountAsNotTaken() throws {
    let router = try associationTable(["/cart", "https://example.com/*path=browser"])
    let own = router.siteAssociation(
      appIDs: ["T.app"], origin: try exampleOrigin, browserRoutes: ["browser"])
    #expect(own.details[0].components?.map(\.path) == ["/cart"])
    let check = router.checkSiteAssociation(
      own, origin: try exampleOrigin, appIDs: ["T.app"], browserRoutes: ["browser"])
    #expect(check.agrees)
    let everything = router.checkSiteAssociation(
      try file(#"[{"/": "*"}]"#), origin: try exampleOrigin, appIDs: ["T.app"],
      browserRoutes: ["browser"])
    #expect(everything.unrouted.map(\.url).contains("https://example.com/"))
    #expect(
      everything.unrouted.contains {
        $0.url == "https://example.com/x"
          && $0.resolution.hasSuffix("(hands the link to the browser)")
      })
  }

  @Test func aRawRegexRouteIsNotChecked() throws {
    let router = try associationTable(["/a"])
    try router.register(regex: "/r/(?<x>\\d+)", name: "legacy") { _ in .ok }
    let check = router.checkSiteAssociation(
      try file(#"[{"/": "/a"}]"#), origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(check.agrees)
    #expect(
      check.notChecked == [
        .init(
          pattern: "/r/(?<x>\\d+)", name: "legacy", reason: "a raw regex route cannot be reversed")
      ])
  }

  @Test func aDecodedLiteralComparedEncodedNeverOpensTheApp() throws {
    let router = try associationTable(["/category/家居"])
    let check = router.checkSiteAssociation(
      try file(#"[{"/": "/category/家居"}]"#), origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(check.missing.map(\.url) == ["https://example.com/category/%E5%AE%B6%E5%B1%85"])
    #expect(check.warnings.contains { $0.location == "applinks.details[0].components[0]" })
    let readable = router.checkSiteAssociation(
      try file(#"[{"/": "/category/家居", "percentEncoded": false}]"#), origin: try exampleOrigin,
      appIDs: ["T.app"])
    #expect(readable.agrees)
  }

  @Test func aFileForAnotherAppSendsNothingToThisOne() throws {
    let router = try associationTable(["/a"])
    let check = router.checkSiteAssociation(
      try file(#"[{"/": "/a"}]"#, appID: "T.other"), origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(
      check.missing.first?.verdict
        == .otherApp(["T.other"], .init(details: 0, index: 0, isPath: false)))
    #expect(check.warnings.contains { $0.message.contains("opens none of these apps") })
  }

  @Test func aRequiredQueryItemMakesARouteMissing() throws {
    let router = try associationTable(["/p/:id"])
    let check = router.checkSiteAssociation(
      try file(#"[{"/": "/p/?*", "?": {"ref": "?*"}}]"#), origin: try exampleOrigin,
      appIDs: ["T.app"])
    #expect(check.missing.map(\.url) == ["https://example.com/p/42"])
    #expect(check.unrouted.isEmpty)
  }

  @Test func givenURLsAreCheckedBothWays() throws {
    let router = try associationTable(["/a"])
    let check = router.checkSiteAssociation(
      try file(#"[{"/": "/a"}, {"/": "/zzz"}]"#), origin: try exampleOrigin, appIDs: ["T.app"],
      urls: ["/zzz", "https://example.com/a", "https://elsewhere.example.com/a", "/b"])
    #expect(check.unrouted.map(\.url) == ["https://example.com/zzz"])
    #expect(check.warnings.contains { $0.location == "https://elsewhere.example.com/a" })
    // `/b`: neither takes it; they agree.
    #expect(check.missing.isEmpty)
  }

  @Test func theOlderPathsFormatIsChecked() throws {
    let router = try associationTable(
      ["/wwdc/:year", "/wwdc/internal"], internalOnly: ["/wwdc/internal"])
    let check = router.checkSiteAssociation(
      try SiteAssociation(
        json: Data(
          #"{"applinks": {"details": [{"appID": "T.app", "paths": ["NOT /wwdc/internal", "/wwdc/*"]}]}}"#
            .utf8)),
      origin: try exampleOrigin, appIDs: ["T.app"])
    #expect(check.missing.isEmpty)
    #expect(check.unrouted.map(\.url) == ["https://example.com/wwdc/"])
  }
}
