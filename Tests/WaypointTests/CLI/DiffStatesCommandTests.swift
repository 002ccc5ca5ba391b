import Foundation
import Testing

@testable import Waypoint
@testable import WaypointCLI

@Suite("waypoint diff --states")
struct DiffStatesCommandTests {
  let scratch = TemporaryDirectory()

  static let old = """
    {"version": 1,
     "routes": [
      {"pattern": "/orders", "handler": "orders", "name": "orders"},
      {"pattern": "/item/:id", "handler": "item", "name": "item"},
      {"pattern": "/legacy/:id", "handler": "legacy", "name": "legacy"}
     ]}
    """

  /// "/item/:id" renamed to "/product/:id" behind a redirect; "/legacy/:id" removed.
  static let new = """
    {"version": 1,
     "routes": [
      {"pattern": "/orders", "handler": "orders", "name": "orders"},
      {"pattern": "/product/:id", "handler": "item", "name": "product"}
     ],
     "redirects": [{"from": "/item/:id", "to": "/product/:id"}]}
    """

  static let moved = NavigationState(stack: [
    NavigationEntry("orders", url: "/orders"),
    NavigationEntry("item", parameters: ["id": "4"], url: "/item/4"),
    NavigationEntry("legacy", parameters: ["id": "3"], url: "/legacy/3"),
  ])
  static let kept = NavigationState(stack: [NavigationEntry("orders", url: "/orders")])

  static func lines(_ states: [NavigationState]) -> String {
    states.map { String(decoding: $0.json(), as: UTF8.self) }.joined(separator: "\n")
  }

  @Test func movedAndBrokenEntriesAreReportedAndExitOne() async throws {
    let old = try scratch.file(Self.old, suffix: ".json")
    let new = try scratch.file(Self.new, suffix: ".json")
    let states = try scratch.file(
      "["
        + [Self.kept, Self.moved].map { String(decoding: $0.json(), as: UTF8.self) }
        .joined(separator: ",") + "]", suffix: ".json")
    let run = await CommandRun.run(["diff", old, new, "--states", states])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        """
        \(states)[1] stack [1] item(id=4): moved
          before: item(id=4) /item/4
          after:  product(id=4) /product/4
        \(states)[1] stack [2] legacy(id=3): broken
          before: legacy(id=3) /legacy/3
          after:  dropped: not found
        1 of 2 saved state(s) changed: 1 entry moved, 1 broken, 0 newly restored

        """), "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("[0] stack"))
    #expect(
      await CommandRun.run(["diff", old, new, "--states", states, "--allow-changes"]).status
        == 0)
    // Back the other way, the removed route's entry comes back.
    let back = await CommandRun.run(["diff", new, old, "--states", states])
    #expect(back.standardOutput.contains("stack [2] legacy(id=3): newlyRestored"))
  }

  @Test func statesOnlyChangeTheExitStatusWhenTheyChange() async throws {
    // The route keeps its pattern and loses its name: no link changes, but a screen the app
    // made without a link is restored by its route's name.
    let old = try scratch.file(
      """
      {"version": 1, "routes": [{"pattern": "/wishlist", "handler": "w", "name": "wishlist"}]}
      """, suffix: ".json")
    let new = try scratch.file("/wishlist\n", suffix: ".routes")
    let states = try scratch.file(
      "# saved by version 1.2\n"
        + Self.lines([NavigationState(stack: [NavigationEntry("wishlist")])])
        + "\n", suffix: ".jsonl")
    let linksOnly = await CommandRun.run(["diff", old, new])
    #expect(linksOnly.status == 0, "\(linksOnly.standardOutput)\(linksOnly.standardError)")
    let run = await CommandRun.run(["diff", old, new, "--states", states])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("\(states):2 stack [0] wishlist: broken"))
    let same = await CommandRun.run(["diff", old, old, "--states", states])
    #expect(same.status == 0)
    #expect(
      same.standardOutput.hasSuffix(
        "0 of 1 saved state(s) changed: 0 entries moved, 0 broken, 0 newly restored\n"))
  }

  @Test func jsonOutputHasTheStates() async throws {
    let old = try scratch.file(Self.old, suffix: ".json")
    let new = try scratch.file(Self.new, suffix: ".json")
    let states = try scratch.file(Self.lines([Self.moved]), suffix: ".jsonl")
    let run = await CommandRun.run(["diff", old, new, "--states", states, "--json"])
    #expect(run.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let report = try #require(object["states"] as? [String: Any])
    #expect(report["checked"] as? Int == 1)
    let changes = try #require(report["changes"] as? [[String: String]])
    #expect(changes.map { $0["kind"] } == ["moved", "broken"])
    #expect(changes.first?["state"] == "\(states):1")
    #expect(changes.first?["place"] == "stack [1]")
    #expect(changes.first?["after"] == "product(id=4) /product/4")
    // Without --states, the JSON is as it was.
    let plain = await CommandRun.run(["diff", old, new, "--json"])
    #expect(!plain.standardOutput.contains("\"states\""))
  }

  @Test(arguments: [
    ("{\"format\":1,\"stack\":[", "truncated"),
    ("{\"format\":9,\"stack\":[],\"modals\":[]}", "format 9"),
    ("[{\"format\":1}]", "[0]"), ("[1, 2", "not a JSON array"),
  ])
  func aStateThatIsNotANavigationStateExitsTwoNamingIt(text: String, named: String) async throws {
    let old = try scratch.file(Self.old, suffix: ".json")
    let good = String(decoding: Self.kept.json(), as: UTF8.self)
    let states = try scratch.file(
      text.hasPrefix("[") ? text : good + "\n" + text + "\n", suffix: ".json")
    let run = await CommandRun.run(["diff", old, old, "--states", states])
    #expect(run.status == 2)
    #expect(run.standardError.contains(named), "\(run.standardError)")
    if !text.hasPrefix("[") { #expect(run.standardError.contains("\(states):2")) }
    #expect(await CommandRun.run(["diff", old, old, "--states", "/nonexistent"]).status == 2)
  }
}
