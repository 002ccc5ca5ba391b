import Foundation
import Testing
import Waypoint

@testable import WaypointCLI

@Suite("waypoint match --explain")
struct MatchExplainTests {
  static let routes = [
    "--route", #"/product/:id(\d+)"#, "--route", "/cart", "--route", "/user/:id", "--route",
    "/user/me", "--route", "https://shop.example.com/*path", "--scheme", "myapp",
  ]

  @Test func showsTheNearestMissesFirstForPeople() async {
    let run = await CommandRun.run(
      ["match", "--explain"] + Self.routes + ["myapp://product/shoes"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput == """
        myapp://product/shoes
          source:  myapp:// (accepted)
          path:    /product/shoes
          winner:  none
          nearest misses:
            #3 /product/:id(\\d+): segment 2: the constraint \\d+ of :id refused "shoes"
            #5 https://shop.example.com/*path: restricted to https://shop.example.com, \
        and the URL comes from elsewhere (its path matches)
            #1 /cart: first segment differs: expected "cart", found "product"
          other routes:
            #2 /user/me: firstSegmentDiffers
            #4 /user/:id: firstSegmentDiffers

        """)
  }

  @Test func showsTheWinnerAndTheRoutesItOutranks() async {
    let run = await CommandRun.run(["match", "--explain"] + Self.routes + ["/user/me", "/cart"])
    let output = run.standardOutput
    #expect(output.contains("  winner:  #2 /user/me\n"))
    #expect(
      output.contains(
        "    #4 /user/:id: matches too, but comes after the winner: at segment 2, the winner's me"
          + " is more specific than :id\n"))
    #expect(output.contains("\n\n/cart\n"))
    #expect(output.contains("  winner:  #1 /cart\n"))
  }

  @Test func aRefusedURLShowsItsError() async {
    let run = await CommandRun.run(["match", "--explain"] + Self.routes + ["evil://x"])
    #expect(
      run.standardOutput.hasPrefix(
        "evil://x\n  source:  evil:// (refused)\n  path:    /x\n  error:   sourceNotAllowed: "))
    #expect(!run.standardOutput.contains("winner"))
  }

  @Test func printsOneJSONObjectPerURL() async throws {
    let run = await CommandRun.run(
      ["match", "--explain", "--json"] + Self.routes + ["myapp://product/shoes", "/user/7"])
    #expect(run.status == 0)
    let lines = run.jsonLines
    try #require(lines.count == 2)
    let miss = lines[0]
    #expect(miss["url"] as? String == "myapp://product/shoes")
    #expect(miss["source"] as? String == "myapp://")
    #expect(miss["admission"] as? String == "accepted")
    #expect(miss["error"] is NSNull)
    #expect(miss["path"] as? String == "/product/shoes")
    #expect(miss["winner"] is NSNull)
    #expect(miss["nearestMisses"] as? [Int] == [3, 5, 1, 2, 4])
    let routes = try #require(miss["routes"] as? [[String: Any]])
    #expect(routes.map { $0["rank"] as? Int } == [1, 2, 3, 4, 5])
    #expect(routes[2]["verdict"] as? String == "constraintRefused")
    #expect(routes[2]["segment"] as? Int == 2)
    #expect(routes[2]["parameter"] as? String == "id")
    #expect(routes[2]["constraint"] as? String == #"\d+"#)
    #expect(routes[2]["text"] as? String == "shoes")
    #expect(routes[2]["matchedSegments"] as? Int == 1)
    #expect(routes[0]["verdict"] as? String == "firstSegmentDiffers")
    #expect(routes[0]["expected"] as? String == "cart")
    #expect(routes[0]["found"] as? String == "product")
    #expect(routes[4]["verdict"] as? String == "restrictedToAnotherSource")
    #expect(routes[4]["routeSource"] as? String == "https://shop.example.com")
    #expect(routes[4]["pathMatches"] as? Bool == true)
    let hit = lines[1]
    #expect(hit["winner"] as? Int == 4)
    let hitRoutes = try #require(hit["routes"] as? [[String: Any]])
    #expect(hitRoutes[3]["verdict"] as? String == "winner")
    #expect(hitRoutes[3]["parameters"] as? [String: String] == ["id": "7"])
    #expect(hitRoutes[1]["verdict"] as? String == "literalSegmentDiffers")
    #expect(hitRoutes[1]["message"] as? String == #"segment 2 differs: expected "me", found "7""#)
  }

  @Test func outrankedRoutesSayWhyInJSON() async throws {
    let run = await CommandRun.run(
      ["match", "--explain", "--json", "--route", "/a/:x", "--route", "/a/b", "/a/b"])
    let routes = try #require(run.jsonLines.first?["routes"] as? [[String: Any]])
    #expect(routes[1]["verdict"] as? String == "outranked")
    let reason = try #require(routes[1]["reason"] as? [String: Any])
    #expect(reason["code"] as? String == "lessSpecific")
    #expect(reason["segment"] as? Int == 2)
    #expect(reason["winner"] as? String == "b")
    #expect(reason["route"] as? String == ":x")
  }

  @Test func aRefusedURLInJSONHasItsErrorAndNoRoutes() async throws {
    let run = await CommandRun.run(["match", "--explain", "--json"] + Self.routes + ["/a%zz"])
    let line = try #require(run.jsonLines.first)
    #expect(line["admission"] as? String == "refused")
    #expect(line["source"] is NSNull)
    #expect((line["error"] as? [String: String])?["code"] == "badPercentEscape")
    #expect((line["routes"] as? [Any])?.isEmpty == true)
  }

  @Test func helpDocumentsTheExplanation() async {
    let run = await CommandRun.run(["match", "--help"])
    #expect(run.standardOutput.contains("--explain"))
    #expect(run.standardOutput.contains("--json"))
    #expect(run.standardOutput.contains("nearestMisses"))
  }

  @Test func withoutExplainTheOutputIsUnchanged() async {
    let run = await CommandRun.run(["match", "--json", "--route", "/a", "/a"])
    #expect(
      run.standardOutput
        == #"{"url":"/a","route":"/a","redirect":null,"parameters":{},"query":{},"error":null}"#
        + "\n")
  }
}

@Suite("waypoint match --explain: redirect routes")
struct MatchExplainRedirectTests {
  @Test func aRedirectRouteShowsItsTarget() async throws {
    let router = Router()
    try router.register("/product/:id") { _ in .ok }
    try router.redirect(from: "/item/:id", to: "/product/:id", name: "legacy")
    let text = ExplainOutput.text(await router.explain("/item/7"))
    #expect(text.contains("  winner:  #2 /item/:id (legacy) -> /product/:id with id=7\n"))
  }
}

@Suite("waypoint match --explain: rewrites and admission")
struct MatchExplainTextTests {
  struct Legacy: RouteMiddleware {
    func rewrite(_ url: RouteURL) async -> String? { url.path == "/old" ? "/debug" : nil }
  }

  @Test func showsRewritesAndTheErrorOfAnInternalOnlyRoute() async throws {
    let router = try Router(appSchemes: ["myapp"])
    try router.register("/debug", flags: .internalOnly) { _ in .ok }
    router.use(Legacy())
    let text = ExplainOutput.text(await router.explain("myapp://old"))
    #expect(
      text == """
        myapp://old
          source:  myapp:// (accepted)
          rewrite: /debug
          path:    /debug
          error:   internalOnlyRoute: \(RouteError.internalOnlyRoute(url: "/debug", pattern: "/debug"))
          winner:  none
          nearest misses:
            #1 /debug: matches, but is internal-only and the URL came from outside the app

        """)
  }

  @Test func aSourceOnlyRoutesNameIsSaidSo() async throws {
    let router = Router()
    try router.register("otherapp://share/:id") { _ in .ok }
    let text = ExplainOutput.text(await router.explain("otherapp://share/1"))
    #expect(text.contains("  source:  otherapp:// (not accepted, but named by some routes)\n"))
    #expect(text.contains("  winner:  #1 otherapp://share/:id with id=1\n"))
  }
}

@Suite("waypoint match --help: the --explain sample")
struct MatchExplainHelpTests {
  /// The sample's command line in `match --help`, without `$ waypoint`.
  static let sample = [
    "match", "--explain", "--route", #"/product/:id(\d+)"#, "--route", "/cart", "--app-scheme",
    "myapp", "myapp://product/shoes",
  ]

  @Test func theSampleIsWhatExplainPrints() async throws {
    let help = await CommandRun.run(["match", "--help"]).standardOutput
    #expect(
      help.contains(
        #"  $ waypoint match --explain --route '/product/:id(\d+)' --route /cart --app-scheme myapp \"#
          + "\n      myapp://product/shoes\n"))
    let printed = await CommandRun.run(Self.sample).standardOutput
    try #require(printed.contains("nearest misses"))
    let indented = printed.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    #expect(help.contains(indented + "\n"), "match --help shows:\n\(help)")
  }
}
