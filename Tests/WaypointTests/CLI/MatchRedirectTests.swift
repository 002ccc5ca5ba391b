import Foundation
import Testing
import Waypoint

@testable import WaypointCLI

@Suite("waypoint match: redirect routes show their target")
struct MatchRedirectTests {
  let scratch = TemporaryDirectory()

  /// A manifest with a route and two redirects to it.
  func manifest() throws -> String {
    try scratch.file(
      #"""
      {"version": 1,
       "routes": [{"pattern": "/product/*path", "handler": "product"}],
       "redirects": [
        {"from": "/item/*path", "to": "/product/*path"},
        {"from": "/p/:id", "to": "/product/:id"}
       ]}
      """#, suffix: ".json")
  }

  /// A router with the manifest's routes, as `match` makes it.
  static func router() throws -> Router {
    let router = try Router(appSchemes: ["myapp"])
    try router.register("/product/*path") { _ in .ok }
    try router.redirect(from: "/item/*path", to: "/product/*path")
    try router.redirect(from: "/p/:id", to: "/product/:id")
    return router
  }

  @Test(arguments: [
    ("/item/a%2Fb?x=1", "/item/*path", "/product/a%2Fb?x=1"),
    ("myapp://p/7", "/p/:id", "/product/7"),
  ])
  func theJSONHasTheTargetAsTheRouterRedirects(url: String, route: String, target: String)
    async throws
  {
    let run = await CommandRun.run([
      "match", "--manifest", try manifest(), "--app-scheme", "myapp", url,
    ])
    let line = try #require(run.jsonLines.first)
    #expect(line["route"] as? String == route)
    #expect(line["redirect"] as? String == target)
    #expect(line["error"] is NSNull)
    #expect(await (try Self.router()).handle(url).redirectTarget == target)
  }

  @Test func aRouteWithAHandlerOrNoRouteHasNoRedirect() async throws {
    let run = await CommandRun.run(["match", "--manifest", try manifest(), "/product/1", "/x"])
    #expect(run.jsonLines.count == 2)
    #expect(run.jsonLines.allSatisfy { $0["redirect"] is NSNull })
  }

  @Test func theRedirectComesAfterTheRoute() async {
    let run = await CommandRun.run(["match", "--route", "/a", "/a"])
    #expect(run.standardOutput.hasPrefix(#"{"url":"/a","route":"/a","redirect":null,"#))
  }

  @Test func theExplanationShowsTheTargetForPeople() async throws {
    let run = await CommandRun.run([
      "match", "--explain", "--manifest", try manifest(), "/item/a%2Fb",
    ])
    #expect(
      run.standardOutput.contains(
        "  winner:  #3 /item/*path -> /product/*path with path=a/b\n"
          + "  redirect: /product/a%2Fb\n"))
  }

  @Test func theExplanationHasTheTargetInJSON() async throws {
    let file = try manifest()
    let run = await CommandRun.run([
      "match", "--explain", "--json", "--manifest", file, "/p/7?x=1", "/product/7",
    ])
    #expect(run.jsonLines.map { $0["redirect"] as? String } == ["/product/7?x=1", nil])
    #expect(run.jsonLines.last?["redirect"] is NSNull)
  }
}
