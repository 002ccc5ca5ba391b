import Foundation
import Testing

@testable import WaypointCLI

@Suite("waypoint diff")
struct DiffCommandTests {
  let scratch = TemporaryDirectory()

  static let old = """
    {"version": 1,
     "routes": [
      {"pattern": "/product/:id(\\\\d+)", "handler": "product.show", "name": "product"},
      {"pattern": "/cart", "handler": "cart.show"},
      {"regex": "/r/(?<x>\\\\d+)", "handler": "regex.show"}
     ],
     "redirects": [{"from": "/item/:id(\\\\d+)", "to": "/product/:id"}]}
    """

  static let new = """
    {"version": 1,
     "routes": [
      {"pattern": "/products/:id(\\\\d+)", "handler": "product.show", "name": "product"},
      {"pattern": "/cart", "handler": "cart.show"},
      {"regex": "/r/(?<x>\\\\d+)", "handler": "regex.show"}
     ],
     "redirects": [{"from": "/item/:id(\\\\d+)", "to": "/products/:id"}]}
    """

  @Test func sameTablesExitZero() async throws {
    let old = try scratch.file(Self.old, suffix: ".json")
    let run = await CommandRun.run(["diff", old, old])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasSuffix("0 of 3 URL(s) changed; 2 route(s) not sampled\n"))
    #expect(
      run.standardOutput.contains(
        "not sampled: old /r/(?<x>\\d+): a raw regex route cannot be reversed"))
  }

  @Test func movedLinksAreReportedAndExitOne() async throws {
    let old = try scratch.file(Self.old, suffix: ".json")
    let new = try scratch.file(Self.new, suffix: ".json")
    let urls = try scratch.file(
      "# promised links\nmyapp://product/7\n\n/r/5\n", suffix: ".txt")
    let run = await CommandRun.run(["diff", old, new, "--urls", urls, "--app-scheme", "myapp"])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        "myapp://product/7: nowUnmatched\n  before: /product/:id(\\d+) {id=7}\n  after:  not found\n"
      ))
    #expect(
      run.standardOutput.contains(
        "/item/42: redirectedElsewhere\n  before: /item/:id(\\d+) -> /product/42\n  after:  /item/:id(\\d+) -> /products/42\n"
      ))
    #expect(run.standardOutput.contains("/products/42: newlyMatched"))
    #expect(!run.standardOutput.contains("/r/5:"))
    #expect(await CommandRun.run(["diff", old, new, "--allow-changes"]).status == 0)
  }

  @Test func jsonOutput() async throws {
    let old = try scratch.file(Self.old, suffix: ".json")
    let new = try scratch.file("/cart\n/product/:id(\\d+)\n", suffix: ".routes")
    let run = await CommandRun.run(["diff", old, new, "--json"])
    #expect(run.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(object["checked"] as? Int == 3)
    let changes = try #require(object["changes"] as? [[String: String]])
    #expect(changes.map { $0["url"] } == ["/item/42"])
    #expect(changes.first?["kind"] == "nowUnmatched")
    let unsampled = try #require(object["unsampled"] as? [[String: String]])
    #expect(unsampled.map { $0["table"] } == ["old"])
  }

  @Test(arguments: [
    ["diff"], ["diff", "/nonexistent/old.routes", "/nonexistent/new.routes"],
    ["diff", "a", "b", "c"], ["diff", "--bogus"],
  ])
  func badInputExitsTwo(arguments: [String]) async {
    let run = await CommandRun.run(arguments)
    #expect(run.status == 2)
    #expect(!run.standardError.isEmpty)
  }

  @Test func anInvalidTableExitsTwoNamingTheEntry() async throws {
    let good = try scratch.file("/a\n", suffix: ".routes")
    let bad = try scratch.file("/a\n/b/:x(\n", suffix: ".routes")
    let run = await CommandRun.run(["diff", good, bad])
    #expect(run.status == 2)
    #expect(run.standardError.contains(":2:"))
  }
}

@Suite("waypoint diff: typed routes")
struct DiffCommandTypedRouteTests {
  let scratch = TemporaryDirectory()

  @Test func typedRoutesOfOldThatNewDoesNotRestateAreKept() async throws {
    let old = try scratch.file(
      """
      {"version": 1,
       "routes": [
        {"pattern": "/items/:id(\\\\d+)", "handler": "app.detail", "name": "app.detail",
         "typed": true},
        {"pattern": "/help", "handler": "help"}
       ],
       "redirects": [{"from": "/detail/:id(\\\\d+)", "to": "/items/:id(\\\\d+)", "typed": true}]}
      """, suffix: ".json")
    let new = try scratch.file(
      """
      {"version": 1, "routes": [{"pattern": "/help", "handler": "help"}]}
      """, suffix: ".json")
    let run = await CommandRun.run(["diff", old, new])
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("0 of "))
    let back = await CommandRun.run(["diff", new, old])
    #expect(back.status == 1)
    #expect(back.standardOutput.contains("/items/42: newlyMatched"))
  }
}
