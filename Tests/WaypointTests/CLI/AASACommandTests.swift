import Foundation
import Testing

@testable import WaypointCLI

/// The Shop example's route manifest and its committed association file.
let shopDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Examples/Shop")
let shopManifest = shopDirectory.appendingPathComponent("Sources/ShopApp/manifest.json").path
let shopAssociation = shopDirectory.appendingPathComponent("apple-app-site-association").path

@Suite("waypoint aasa: writing an association file and checking one")
struct AASACommandTests {
  let scratch = TemporaryDirectory()

  private static let shop = [
    "--app-id", "ABCDE12345.com.example.shop", "--manifest", shopManifest, "--browser-route",
    "app.browser",
  ]

  /// The Shop's own file, with the `cart.add` component removed and a `/wishlist/*` added.
  private func brokenShopFile() throws -> String {
    var text = try String(contentsOfFile: shopAssociation, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    text = lines.filter { !$0.contains("\"cart.add;") }.joined(separator: "\n")
    text = text.replacingOccurrences(
      of: #"{ "/": "/cart", "comment": "cart.show" },"#,
      with:
        #"{ "/": "/cart", "comment": "cart.show" }, { "/": "/wishlist/*", "comment": "wishlist" },"#
    )
    #expect(text.contains("/wishlist/*") && !text.contains("/cart/add/"))
    return try scratch.file(text, suffix: ".json")
  }

  @Test func theShopsCommittedFileIsWhatTheCommandWrites() async throws {
    let run = await CommandRun.run(["aasa"] + Self.shop)
    #expect(run.status == 0)
    #expect(run.standardOutput == (try String(contentsOfFile: shopAssociation, encoding: .utf8)))
    #expect(run.standardError.contains("a raw regex route cannot be written as a path"))
  }

  @Test func theShopsCommittedFileAgreesWithItsTable() async throws {
    let run = await CommandRun.run(["aasa", "--check", shopAssociation] + Self.shop)
    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(run.standardOutput.contains("0 disagreement(s): 0 missing, 0 unrouted;"))
    #expect(
      run.standardOutput.contains(
        "not checked: /shop/(?<slug>[a-z0-9-]+)-p(?<id>\\d+)\\.html (product.legacyPage)"))
    // The approximated URLs do not count, unless --strict.
    #expect(run.standardOutput.contains("approximated: https://shop.example.com/category/xx/y"))
    let strict = await CommandRun.run(["aasa", "--check", shopAssociation, "--strict"] + Self.shop)
    #expect(strict.status == 1)
  }

  @Test func aFileWithAMissingAndAnExtraPathDisagrees() async throws {
    let file = try brokenShopFile()
    let run = await CommandRun.run(["aasa", "--check", file] + Self.shop)
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        """
        missing: https://shop.example.com/cart/add/42
          route:  /cart/add/:productID(\\d+) (cart.add)
          router: /cart/add/:productID(\\d+) {productID=42}
          file:   no component matched
        """))
    #expect(
      run.standardOutput.contains(
        """
        unrouted: https://shop.example.com/wishlist/x
          file:   applinks.details[0].components[2] {"/": "/wishlist/*"} (wishlist)
          router: https://shop.example.com/*path {path=wishlist/x} (hands the link to the browser)
        """))
    #expect(run.standardOutput.contains("4 disagreement(s): 1 missing, 3 unrouted;"))

    let json = await CommandRun.run(["aasa", "--check", file, "--json"] + Self.shop)
    #expect(json.status == 1)
    let object = try #require(json.jsonLines.first)
    #expect(object["agree"] as? Bool == false)
    #expect(object["origin"] as? String == "https://shop.example.com")
    let missing = try #require(object["missing"] as? [[String: Any]])
    #expect(missing.map { $0["url"] as? String } == ["https://shop.example.com/cart/add/42"])
    #expect((missing.first?["file"] as? [String: Any])?["verdict"] as? String == "noMatch")
    #expect((missing.first?["route"] as? [String: Any])?["name"] as? String == "cart.add")
    let unrouted = try #require(object["unrouted"] as? [[String: Any]])
    #expect(
      unrouted.compactMap { $0["url"] as? String } == [
        "https://shop.example.com/wishlist/", "https://shop.example.com/wishlist/x/y",
        "https://shop.example.com/wishlist/x",
      ])
    let file0 = try #require(unrouted.first?["file"] as? [String: Any])
    #expect(file0["verdict"] as? String == "app" && file0["index"] as? Int == 2)
    let notChecked = try #require(object["notChecked"] as? [[String: Any]])
    #expect(notChecked.first?["name"] as? String == "product.legacyPage")
  }

  @Test(
    arguments: [
      ("not json", nil),
      (
        #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": [{"exclude": "yes"}]}]}}"#,
        "applinks.details[0].components[0].exclude"
      ),
      ("{}", "applinks"),
    ] as [(String, String?)])
  func aBadFileExitsTwo(text: String, location: String?) async throws {
    let file = try scratch.file(text, suffix: ".json")
    let run = await CommandRun.run(["aasa", "--check", file] + Self.shop)
    #expect(run.status == 2)
    #expect(run.standardError.contains(file))
    let json = await CommandRun.run(["aasa", "--check", file, "--json"] + Self.shop)
    #expect(json.status == 2)
    let error = try #require(json.jsonLines.first?["error"] as? [String: Any])
    #expect(error["file"] as? String == file)
    #expect(error["at"] as? String == location)
    #expect((error["message"] as? String)?.isEmpty == false)
  }

  @Test func anUnreadableFileExitsTwo() async throws {
    let run = await CommandRun.run(["aasa", "--check", "/nonexistent/aasa.json"] + Self.shop)
    #expect(run.status == 2)
    #expect(run.standardError.contains("cannot read"))
  }

  @Test func theCheckNeedsTheOrigin() async throws {
    let routes = try scratch.file("/a\n", suffix: ".routes")
    let file = try scratch.file(#"{"applinks": {"details": []}}"#, suffix: ".json")
    let run = await CommandRun.run(["aasa", "--check", file, "--app-id", "T.a", "--routes", routes])
    #expect(run.status == 2)
    #expect(run.standardError.contains("give --web-origin"))
    let given = await CommandRun.run([
      "aasa", "--check", file, "--app-id", "T.a", "--routes", routes, "--origin",
      "https://example.com",
    ])
    #expect(given.status == 1)
    #expect(given.standardOutput.contains("missing: https://example.com/a\n"))
  }

  @Test func urlsFilesAreChecked() async throws {
    let routes = try scratch.file("/a\n", suffix: ".routes")
    let file = try scratch.file(
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": [{"/": "/a"}, {"/": "/b"}]}]}}"#,
      suffix: ".json")
    let urls = try scratch.file("# promised\n/b\n", suffix: ".txt")
    let base = [
      "aasa", "--check", file, "--app-id", "T.a", "--routes", routes, "--origin",
      "https://example.com",
    ]
    let run = await CommandRun.run(base + ["--urls", urls])
    #expect(run.status == 1)
    #expect(run.standardOutput.hasPrefix("unrouted: https://example.com/b\n"))
  }

  @Test func writingEncodesLiteralsAndFollowsTheRoutersCase() async throws {
    let routes = try scratch.file("/category/家居\n/Cart\n", suffix: ".routes")
    let base = ["aasa", "--app-id", "T.a", "--routes", routes]
    let run = await CommandRun.run(base)
    #expect(run.status == 0)
    #expect(run.standardOutput.contains(#""/": "/category/%E5%AE%B6%E5%B1%85""#))
    #expect(run.standardOutput.contains(#""percentEncoded": true"#))
    #expect(!run.standardOutput.contains("caseSensitive"))
    let insensitive = await CommandRun.run(base + ["--case-insensitive", "--web-fragment", "web"])
    #expect(
      insensitive.standardOutput.components(separatedBy: #""caseSensitive": false"#).count == 4)
    #expect(insensitive.standardOutput.contains(##""#": "web""##))
  }

  @Test func severalOriginsOfTheTableNeedAChoice() async throws {
    let manifest = try scratch.file(
      """
      {"version": 1, "routes": [
        {"pattern": "https://a.example.com/x", "handler": "h"},
        {"pattern": "https://b.example.com/y", "handler": "h"}]}
      """, suffix: ".json")
    let run = await CommandRun.run(["aasa", "--app-id", "T.a", "--manifest", manifest])
    #expect(run.status == 2)
    #expect(run.standardError.contains("https://a.example.com, https://b.example.com"))
    let directory = try scratch.path(suffix: "")
    let both = await CommandRun.run([
      "aasa", "--app-id", "T.a", "--manifest", manifest, "--output", directory,
    ])
    #expect(both.status == 0)
    let b = try String(
      contentsOfFile: directory + "/b.example.com/apple-app-site-association", encoding: .utf8)
    #expect(b.contains(#""/": "/y""#) && !b.contains(#""/": "/x""#))
  }

  @Test(arguments: [
    ["--check", "f.json", "--output", "dir"], ["--check", "f.json", "--web-fragment", "web"],
    ["--urls", "u.txt"], ["--json"], ["--strict"],
  ])
  func optionsOfTheOtherModeAreRefused(extra: [String]) async {
    let run = await CommandRun.run(["aasa"] + Self.shop + extra)
    #expect(run.status == 2)
    #expect(run.standardError.contains("--check"))
  }

  @Test func aBrowserRouteThatNamesNoRouteIsReported() async throws {
    let routes = try scratch.file("/a\n", suffix: ".routes")
    let run = await CommandRun.run([
      "aasa", "--app-id", "T.a", "--routes", routes, "--browser-route", "nope",
      "--browser-route", "/a",
    ])
    #expect(run.status == 0)
    #expect(run.standardError == "waypoint aasa: warning: --browser-route nope names no route\n")
  }

  @Test func theHelpDescribesTheCheck() async {
    let run = await CommandRun.run(["aasa", "--help"])
    for text in ["--check FILE", "missing", "unrouted", "approximated", "--browser-route NAME"] {
      #expect(run.standardOutput.contains(text), "\(text)")
    }
  }
}
