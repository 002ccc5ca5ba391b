import Foundation
import Testing

@testable import WaypointCLI

@Suite("waypoint routes, lint, graph, aasa")
struct RouteToolingTests {
  let scratch = TemporaryDirectory()

  static let manifest = """
    {"version": 1,
     "routes": [
      {"pattern": "/:section/:id", "handler": "any.page", "priority": 5},
      {"pattern": "/product/:id", "handler": "product.show", "name": "product"},
      {"pattern": "/admin", "handler": "admin.show", "flags": ["internalOnly"]},
      {"pattern": "/users{/:id}/edit", "handler": "users.edit", "name": "edit"},
      {"pattern": "myapp://share/:id", "handler": "share.show"},
      {"pattern": "https://shop.example.com/deal/:id", "handler": "deal.show", "presentation": "present(sheet)"},
      {"regex": "/r/(?<x>\\\\d+)", "handler": "regex.show"}
     ],
     "redirects": [{"from": "/a", "to": "/b"}, {"from": "/b", "to": "/a"}, {"from": "/x/old", "to": "/nowhere/at/all/here"}]}
    """

  @Test func lintFindsEveryKindOfProblem() async throws {
    let routes = try scratch.file(
      """
      GET /search/:query
      GET /search/:keyword
      GET /users/:id
      GET /users/:id
      DELETE /users/:id
      /p/:x((a+)+)
      /q/:x((ab|cd)+)
      /bad/:x(a{2,1})
      /r/:a/:a
      /s/:a(\\d+
      """, suffix: ".routes")
    let run = await CommandRun.run(["lint", "--routes", routes, "--json"])
    #expect(run.status == 1)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    let codes = findings.compactMap { $0["code"] as? String }
    #expect(codes.filter { $0 == "duplicate" }.count == 1)
    for code in [
      "sameShape", "catastrophicBacktracking", "invalidConstraint", "duplicateParameterName",
      "invalidPattern",
    ] {
      #expect(codes.contains(code), "missing \(code) in \(codes)")
    }
    let manifest = try scratch.file(Self.manifest, suffix: ".json")
    let second = await CommandRun.run(["lint", "--manifest", manifest])
    #expect(second.status == 1)
    for code in ["unreachable", "redirectLoop"] {
      #expect(second.standardOutput.contains("error[\(code)]"), "\(second.standardOutput)")
    }
  }

  /// The tools read a manifest route as the router's `apply` does: what `apply` refuses, lint
  /// reports, and nothing in it is ignored.
  @Test func lintReportsManifestRoutesApplyWouldRefuse() async throws {
    let manifest = try scratch.file(
      """
      {"version": 1, "routes": [
        {"pattern": "/a", "handler": "h", "flags": ["internalOnly", "bogus"]},
        {"regex": "/r/(?<x>\\\\d+)", "source": "1bad", "handler": "h"},
        {"pattern": "/b/:id(\\\\d+", "handler": "h"}]}
      """, suffix: ".json")
    let run = await CommandRun.run(["lint", "--manifest", manifest])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("error[invalidManifest]"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("unknown flag \"bogus\""), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("error[malformedURL]"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("routes[1]"), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("error[invalidPattern]"), "\(run.standardOutput)")
  }

  @Test func lintFindsRedirectsToNowhereAndNestedQuantifiers() async throws {
    let manifest = try scratch.file(
      """
      {"version": 1, "routes": [{"pattern": "/n/:x((a|b)*c)", "handler": "h"}],
       "redirects": [{"from": "/old", "to": "/gone/away"}]}
      """, suffix: ".json")
    let run = await CommandRun.run(["lint", "--manifest", manifest])
    #expect(run.standardOutput.contains("error[redirectToNowhere]"))
    let nested = try scratch.file("/n/:x((\\d+)*)\n", suffix: ".routes")
    let risky = await CommandRun.run(["lint", "--routes", nested])
    #expect(
      risky.standardOutput.contains("backtracking") || risky.standardOutput.contains("Backtracking")
    )
  }

  @Test(arguments: ["github", "gplus", "parse", "static", "r3", "matchit"])
  func lintFindsNothingOnTheSharedRouteSets(set: String) async {
    let path = routeSetsDirectory.appendingPathComponent("\(set).routes").path
    let run = await CommandRun.run(["lint", "--routes", path])
    #expect(run.status == 0)
    #expect(run.standardOutput == "0 error(s), 0 warning(s)\n")
  }

  @Test func routesListsDispatchOrder() async throws {
    let manifest = try scratch.file(Self.manifest, suffix: ".json")
    let run = await CommandRun.run(["routes", "--manifest", manifest, "--json"])
    #expect(run.status == 0)
    let routes = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    #expect(routes.first?["pattern"] as? String == "/:section/:id")
    #expect(routes.last?["pattern"] as? String == "/r/(?<x>\\d+)")
    let product = routes.first { $0["name"] as? String == "product" }
    #expect(product?["handler"] as? String == "product.show")
    let text = await CommandRun.run(["routes", "--manifest", manifest])
    #expect(text.standardOutput.contains("/a  -> /b") || text.standardOutput.contains("-> /b"))
    #expect(text.standardOutput.contains("[internalOnly]"))
  }

  @Test func aasaCoversWebRoutesAndExcludesInternalOnlyOnes() async throws {
    let manifest = try scratch.file(Self.manifest, suffix: ".json")
    let run = await CommandRun.run([
      "aasa", "--app-id", "ABCDE12345.com.example.shop", "--manifest", manifest,
    ])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let applinks = try #require(object["applinks"] as? [String: Any])
    let details = try #require((applinks["details"] as? [[String: Any]])?.first)
    #expect(details["appIDs"] as? [String] == ["ABCDE12345.com.example.shop"])
    let components = try #require(details["components"] as? [[String: Any]])
    let paths = components.compactMap { $0["/"] as? String }
    #expect(paths.first == "/admin")
    #expect(components.first?["exclude"] as? Bool == true)
    for expected in ["/product/?*", "/users/edit", "/users/?*/edit", "/deal/?*", "/?*/?*"] {
      #expect(paths.contains(expected), "missing \(expected) in \(paths)")
    }
    #expect(!paths.contains { $0.contains("share") })
    #expect(run.standardError.contains("raw regex route"))
    let other = await CommandRun.run([
      "aasa", "--app-id", "T.b", "--manifest", manifest, "--origin", "https://other.example.com",
    ])
    #expect(!other.standardOutput.contains("/deal/"))
  }

  @Test func graphIsDOT() async throws {
    let manifest = try scratch.file(Self.manifest, suffix: ".json")
    let run = await CommandRun.run(["graph", "--manifest", manifest])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("digraph routes {"))
    #expect(run.standardOutput.contains("label=\"product\""))
    #expect(run.standardOutput.contains("xlabel=\"/product/:id (product)\""))
    #expect(run.standardOutput.contains("label=\"myapp://\""))
    #expect(run.standardOutput.hasSuffix("}\n"))
  }

  @Test func graphSVGNeedsGraphviz() async throws {
    let manifest = try scratch.file(Self.manifest, suffix: ".json")
    let svg = try scratch.path(suffix: ".svg")
    let run = await CommandRun.run(["graph", "--manifest", manifest, "--svg", svg])
    if GraphCommand.findExecutable("dot") == nil {
      #expect(run.status == 2)
      #expect(run.standardError.contains("graphviz"))
    } else {
      #expect(run.status == 0)
      #expect(FileManager.default.fileExists(atPath: svg))
    }
  }

  @Test(arguments: ["match", "routes", "lint", "graph", "aasa"])
  func everyCommandHasHelp(command: String) async {
    let run = await CommandRun.run([command, "--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("usage: waypoint \(command)"))
    #expect(run.standardOutput.contains("Exit status"))
  }

  @Test(arguments: [
    ["routes"], ["lint"], ["graph", "--routes"], ["aasa", "--routes", "/dev/null"],
    ["aasa", "--app-id", "nodot", "--routes", "/dev/null"],
    ["routes", "--manifest", "/nonexistent"],
  ])
  func badArguments(arguments: [String]) async {
    let run = await CommandRun.run(arguments)
    #expect(run.status == 2)
    #expect(!run.standardError.isEmpty)
  }
}
