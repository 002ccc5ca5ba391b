import Foundation
import ShopApp
import Testing
import Waypoint

/// The association file the shop's web server serves at
/// `https://shop.example.com/.well-known/apple-app-site-association`, committed at the root of
/// the example: written by `waypoint aasa` from the manifest, checked here against the app's
/// own router (plugins, manifest and all), as a CI job would before a release.
@Suite("Shop association file")
struct AssociationFileTests {
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("apple-app-site-association")
  static let appID = "ABCDE12345.com.example.shop"

  private func check(_ association: SiteAssociation) throws -> SiteAssociationCheck {
    let shop = try Shop(manifest: Shop.bundledManifest())
    // The catch-all `https://shop.example.com/*path` hands pages back to the browser: the file
    // must not send them to the app.
    return shop.router.checkSiteAssociation(
      association, origin: try WebOrigin(Shop.webOrigin), appIDs: [Self.appID],
      browserRoutes: ["app.browser"])
  }

  @Test func theServedFileAgreesWithTheAppsRoutes() throws {
    let association = try SiteAssociation(json: Data(contentsOf: Self.file))
    let check = try check(association)
    #expect(check.agrees, "missing: \(check.missing); unrouted: \(check.unrouted)")
    #expect(check.warnings.isEmpty, "\(check.warnings)")
    // The pages of the old web site are a raw regex route: no pattern can be written for it.
    #expect(check.notChecked.map(\.name) == ["product.legacyPage"])
    // The debug screen stays on the web.
    #expect(
      !association.verdict(for: "https://shop.example.com/debug/routes", appIDs: [Self.appID])
        .opensApp)
    #expect(
      association.verdict(for: "https://shop.example.com/product/42", appIDs: [Self.appID]).opensApp
    )
  }

  @Test func aFileMissingTheCartAndSendingAWishlistIsCaught() throws {
    var association = try SiteAssociation(json: Data(contentsOf: Self.file))
    var components = association.details[0].components ?? []
    components.removeAll { $0.comment?.hasPrefix("cart.add") == true }
    components.append(SiteAssociation.Component(path: "/wishlist/*"))
    association.details[0].components = components
    let check = try check(association)
    #expect(check.missing.map(\.url) == ["https://shop.example.com/cart/add/42"])
    #expect(check.unrouted.map(\.url).contains("https://shop.example.com/wishlist/x"))
  }
}
