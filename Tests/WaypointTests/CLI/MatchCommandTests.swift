import Foundation
import Testing

@testable import WaypointCLI

@Suite("waypoint match")
struct MatchCommandTests {
  let scratch = TemporaryDirectory()

  @Test func printsOneJSONObjectPerURL() async throws {
    let run = await CommandRun.run([
      "match", "--route", "/user/:id", "--route", "/user/me", "--scheme", "myapp",
      "myapp://user/42?tab=a&tab=b+c", "/user/me", "/nothing",
    ])
    #expect(run.status == 0)
    let lines = run.jsonLines
    try #require(lines.count == 3)
    #expect(lines[0]["url"] as? String == "myapp://user/42?tab=a&tab=b+c")
    #expect(lines[0]["route"] as? String == "/user/:id")
    #expect(lines[0]["parameters"] as? [String: String] == ["id": "42"])
    #expect(lines[0]["query"] as? [String: [String]] == ["tab": ["a", "b c"]])
    #expect(lines[0]["error"] is NSNull)
    #expect(lines[1]["route"] as? String == "/user/me")
    #expect(lines[2]["route"] is NSNull)
    #expect((lines[2]["error"] as? [String: String])?["code"] == "notFound")
  }

  @Test func keysComeInTheDocumentedOrder() async {
    let run = await CommandRun.run(["match", "--route", "/a", "/a"])
    #expect(
      run.standardOutput.hasPrefix(
        #"{"url":"/a","route":"/a","redirect":null,"parameters":{},"query":{},"error":null}"#))
  }

  @Test(arguments: [
    ("https://evil.example/a", "sourceNotAllowed"),
    ("otherapp://a", "sourceNotAllowed"),
    ("", "malformedURL"),
    ("/a%zz", "badPercentEscape"),
    ("/..", "pathAboveRoot"),
  ])
  func errorsCarryTheirCaseName(url: String, code: String) async {
    let run = await CommandRun.run(["match", "--route", "/a", "--scheme", "myapp", url])
    #expect(run.status == 0)
    let error = run.jsonLines.first?["error"] as? [String: String]
    #expect(error?["code"] == code)
    #expect(error?["message"]?.isEmpty == false)
  }

  @Test func originsAndCaseInsensitivity() async {
    let run = await CommandRun.run([
      "match", "--route", "/Product/:id", "--origin", "https://app.example.com",
      "--case-insensitive", "https://APP.example.com/product/7",
    ])
    #expect(run.jsonLines.first?["parameters"] as? [String: String] == ["id": "7"])
  }

  @Test func routesFromAFileRankedBySpecificity() async throws {
    let file = try scratch.file(
      """
      # comment line
      GET /users/:user   # trailing comment
      DELETE /users/:user
      /users/me
      """, suffix: ".routes")
    let run = await CommandRun.run(["match", "--routes", file, "/users/me", "/users/bob"])
    #expect(run.jsonLines.map { $0["route"] as? String } == ["/users/me", "/users/:user"])
  }

  @Test func sharedRouteSetsLoadAndMatch() async throws {
    let routes = routeSetsDirectory.appendingPathComponent("github.routes").path
    let run = await CommandRun.run([
      "match", "--routes", routes, "/repos/julienschmidt/httprouter/stargazers", "/user/repos",
    ])
    #expect(run.status == 0)
    #expect(
      run.jsonLines.map { $0["route"] as? String } == [
        "/repos/:owner/:repo/stargazers", "/user/repos",
      ])
  }

  /// Writes a manifest with a prioritized route, a regex route restricted to a source, an
  /// internal-only route and a redirect, and returns its path.
  func manifestFile() throws -> String {
    try scratch.file(
      #"""
      {
        "version": 1,
        "routes": [
          { "pattern": "/users/:id", "handler": "user.show", "priority": 1 },
          { "regex": "/share/(?<code>[a-z]+)", "source": "otherapp", "handler": "share" },
          { "pattern": "/admin", "handler": "admin", "flags": ["internalOnly"] }
        ],
        "redirects": [ { "from": "/item/:id", "to": "/product/:id" } ]
      }
      """#, suffix: ".json")
  }

  @Test func routesFromAManifestKeepTheirPriorityFlagsSourcesAndRedirects() async throws {
    let file = try manifestFile()
    let run = await CommandRun.run([
      "match", "--route", "/users/me", "--manifest", file, "--scheme", "myapp",
      "/users/me", "otherapp://share/abc", "myapp://item/7", "myapp://admin", "/admin",
    ])
    #expect(run.status == 0)
    let lines = run.jsonLines
    try #require(lines.count == 5)
    #expect(
      lines.map { $0["route"] as? String } == [
        "/users/:id", #"/share/(?<code>[a-z]+)"#, "/item/:id", nil, "/admin",
      ])
    #expect(lines[0]["parameters"] as? [String: String] == ["id": "me"])
    #expect(lines[1]["parameters"] as? [String: String] == ["code": "abc"])
    // The internal-only route is not reached from outside.
    #expect(lines[3]["error"] is [String: String])
  }

  @Test func aManifestPatternGivenAgainIsRegisteredOnce() async throws {
    let file = try manifestFile()
    let run = await CommandRun.run([
      "match", "--manifest", file, "--manifest", file, "--route", "/admin",
      "myapp://admin",
      "--scheme", "myapp",
    ])
    #expect(run.status == 0)
    // The --route comes first and is not internal-only; the manifest's /admin is skipped.
    #expect(run.jsonLines.first?["route"] as? String == "/admin")
    #expect(run.jsonLines.first?["error"] is NSNull)
  }

  @Test func aBadManifestExitsWithStatus2NamingIt() async throws {
    let file = try scratch.file(
      #"{"version": 1, "routes": [{"pattern": "/a/:id(", "handler": "a"}]}"#, suffix: ".json")
    let run = await CommandRun.run(["match", "--manifest", file, "/a"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(file) routes[0]"))
  }

  @Test(arguments: [
    ["match"],
    ["match", "--manifest", "/nonexistent/manifest.json", "/a"],
    ["match", "--manifest"],
    ["match", "--route"],
    ["match", "--bogus", "/a"],
    ["match", "--route", "/user/:id(\\d+", "/a"],
    ["match", "--origin", "myapp://x", "/a"],
    ["match", "--routes", "/nonexistent/file", "/a"],
    ["nonsense"],
  ])
  func badArgumentsExitWithStatus2(arguments: [String]) async {
    let run = await CommandRun.run(arguments)
    #expect(run.status == 2)
    #expect(!run.standardError.isEmpty)
  }

  @Test func invalidPatternNamesItsPosition() async {
    let run = await CommandRun.run(["match", "--route", "/user/:id(\\d+", "/a"])
    #expect(run.standardError.contains("position 9"))
  }

  @Test func helpDocumentsTheOutput() async {
    let run = await CommandRun.run(["match", "--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("parameters"))
    #expect(run.standardOutput.contains("--manifest FILE"))
  }
}
