import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Route manifests")
struct RouteManifestTests {
  /// A router with the handlers `product.show`, `cart.show` and `login.show`.
  static func makeShopRouter() throws -> Router {
    let router = makeRouter()
    for name in ["product.show", "cart.show", "login.show"] {
      try router.registerHandler(
        ClosureRouteHandler { _ in .success(["handler": name]) }, named: name)
    }
    return router
  }

  static let manifestJSON = """
    {
      "version": 1,
      "routes": [
        { "pattern": "/product/:id(\\\\d+)", "handler": "product.show", "name": "product",
          "defaults": { "tab": "info" }, "presentation": "present(sheet)" },
        { "pattern": "/cart", "handler": "cart.show", "flags": ["requiresLogin"], "priority": 2 },
        { "regex": "/p/(?<id>\\\\d+)", "source": "myapp", "handler": "product.show" },
        { "pattern": "/login", "handler": "login.show", "flags": ["internalOnly"] }
      ],
      "redirects": [ { "from": "/item/:id", "to": "/product/:id" } ]
    }
    """

  @Test func applyExportAndReapplyGiveTheSameTable() async throws {
    let router = try Self.makeShopRouter()
    try router.register("/old-code-route") { _ in .ok }
    let manifest = try RouteManifest(json: Data(Self.manifestJSON.utf8))
    try router.apply(manifest)
    #expect(router.routes.count == 5)
    expectRoute(router, "/product/42", matches: "/product/:id(\\d+)", parameters: ["id": "42"])
    expectNoRoute(router, "/old-code-route")
    #expect(
      await router.handle("myapp://item/7").final.response?.values["handler"] == "product.show")
    #expect(router.route(named: "product")?.presentation == .present(.sheet))
    #expect(router.route(named: "product")?.defaults == ["tab": "info"])

    // A version 1 manifest is exported as version 2, with the same entries.
    let exported = try router.exportManifest()
    #expect(manifest.version == 1)
    #expect(
      exported == RouteManifest(version: 2, routes: manifest.routes, redirects: manifest.redirects))
    let copy = try Self.makeShopRouter()
    try copy.apply(try RouteManifest(json: exported.json()))
    #expect(Self.describe(copy) == Self.describe(router))
  }

  /// The table, comparable between routers.
  static func describe(_ router: Router) -> [String] {
    router.routes.map {
      "\($0.pattern) \($0.name ?? "-") \($0.priority) \($0.defaults) \($0.flags.rawValue) "
        + "\($0.presentation?.description ?? "-") \($0.handlerName ?? "-") \($0.redirectTarget ?? "-")"
    }
  }

  /// An invalid manifest and a problem its refusal must list.
  @Test(arguments: [
    (#"{"version": 3, "routes": []}"#, "version 3 is not supported"),
    (#"{"version": 0, "routes": []}"#, "versions 1 to 2"),
    (
      #"{"version": 1, "routes": [{"pattern": "/a", "handler": "nobody"}]}"#,
      "unknown handler \"nobody\""
    ),
    (
      #"{"version": 1, "routes": [{"pattern": "/a/{b", "handler": "cart.show"}]}"#,
      "routes[0]: invalid pattern"
    ),
    (
      #"{"version": 1, "routes": [{"pattern": "/a", "handler": "cart.show"}, {"pattern": "a/", "handler": "cart.show"}]}"#,
      "routes[1]: the same pattern as routes[0]"
    ),
    (
      #"{"version": 1, "routes": [{"pattern": "/a", "handler": "cart.show", "flags": ["fast"]}]}"#,
      "unknown flag"
    ),
    (
      #"{"version": 1, "routes": [{"pattern": "/a", "handler": "cart.show", "presentation": "slide"}]}"#,
      "unknown presentation"
    ),
    (
      #"{"version": 1, "routes": [{"pattern": "/a", "handler": "cart.show", "colour": "red"}]}"#,
      "unknown key \"colour\""
    ),
    (#"{"version": 1, "routes": [{"handler": "cart.show"}]}"#, "either a pattern or a regex"),
    (#"{"version": 1, "routes": [{"pattern": "/a"}]}"#, "routes[0].handler: missing"),
    (#"{"version": "1"}"#, "version: expected an integer"),
    (#"{"version": 1, "redirects": [{"from": "/a/:x", "to": "/b/:y"}]}"#, "redirects[0]"),
    (#"[1, 2]"#, "not a JSON object"),
    (#"{not json"#, "not JSON"),
  ])
  func invalidManifestsAreRefusedAndTheOldTableKeepsServing(json: String, problem: String)
    async throws
  {
    let router = try Self.makeShopRouter()
    try router.apply(try RouteManifest(json: Data(Self.manifestJSON.utf8)))
    #expect(await router.handle("/product/1").response?.values["handler"] == "product.show")
    #expect {
      try router.apply(try RouteManifest(json: Data(json.utf8)))
    } throws: { error in
      guard case .invalidManifest(let problems) = error as? RouteError else { return false }
      return problems.contains { $0.contains(problem) }
    }
    #expect(await router.handle("/product/1").response?.values["handler"] == "product.show")
    #expect(router.routes.count == 5)
  }

  @Test func everyProblemIsListed() throws {
    let json = #"""
      {"version": 3, "routes": [{"pattern": "/a", "handler": "x"}, {"pattern": "/b{", "handler": "cart.show"}]}
      """#
    let router = try Self.makeShopRouter()
    #expect {
      try router.apply(try RouteManifest(json: Data(json.utf8)))
    } throws: { error in
      guard case .invalidManifest(let problems) = error as? RouteError else { return false }
      return problems.count == 3
    }
  }

  @Test func exportRefusesAnonymousHandlers() throws {
    let router = makeRouter()
    try router.register("/closure") { _ in .ok }
    #expect(throws: RouteError.self) { try router.exportManifest() }
  }

  @Test func manifestRoutesBelongToTheirHandlersPlugin() throws {
    let router = makeRouter()
    try router.install(
      TestPlugin(namespace: "cart") { registrar in registrar.handler("show", RecordingHandler()) })
    try router.apply(RouteManifest(routes: [.init(pattern: "/cart", handler: "cart.show")]))
    #expect(router.routes.first?.plugin == "cart")
    try router.uninstall("cart")
    #expect(router.routes.isEmpty)
  }
}
