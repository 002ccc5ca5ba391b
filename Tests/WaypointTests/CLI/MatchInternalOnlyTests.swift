import Foundation
import Testing
import Waypoint

@testable import WaypointCLI

@Suite("waypoint match: an internal-only route reached from outside")
struct MatchInternalOnlyTests {
  let scratch = TemporaryDirectory()

  /// A router like the one `match` makes of a manifest with `/admin` internal-only.
  static func router() throws -> Router {
    let router = try Router(appSchemes: ["myapp"])
    try router.register("/admin", flags: .internalOnly) { _ in .ok }
    return router
  }

  func manifest() throws -> String {
    try scratch.file(
      #"""
      {"version": 1, "routes": [
        {"pattern": "/admin", "handler": "admin", "flags": ["internalOnly"]},
        {"pattern": "/user/:id", "handler": "user"}
      ]}
      """#, suffix: ".json")
  }

  @Test func matchSaysInternalOnlyRouteAsExplainAndHandlingDo() async throws {
    let manifest = try manifest()
    let match = await CommandRun.run(
      ["match", "--manifest", manifest, "--app-scheme", "myapp", "myapp://admin"])
    let explain = await CommandRun.run(
      ["match", "--explain", "--json", "--manifest", manifest, "--app-scheme", "myapp"]
        + ["myapp://admin"])
    let handled = await (try Self.router()).handle("myapp://admin").error
    let line = try #require(match.jsonLines.first)
    let error = try #require(line["error"] as? [String: String])
    #expect(error["code"] == "internalOnlyRoute")
    #expect(line["route"] is NSNull)
    #expect((explain.jsonLines.first?["error"] as? [String: String])?["code"] == error["code"])
    #expect(handled?.code == error["code"])
    #expect(error["message"] == handled?.description)
  }

  @Test func fromInsideTheAppTheRouteMatches() async throws {
    let run = await CommandRun.run(["match", "--manifest", try manifest(), "/admin"])
    #expect(run.jsonLines.first?["route"] as? String == "/admin")
    #expect(run.jsonLines.first?["error"] is NSNull)
  }

  @Test func aURLNoRouteMatchesIsStillNotFound() async throws {
    let run = await CommandRun.run([
      "match", "--manifest", try manifest(), "--app-scheme", "myapp", "myapp://nothing",
    ])
    #expect((run.jsonLines.first?["error"] as? [String: String])?["code"] == "notFound")
  }
}
