import Foundation
import Testing

@testable import Waypoint
@testable import WaypointRouting

/// Manifests of version 2 carry where each screen lives; version 1 manifests still load.
@Suite("Navigation: placement in manifests")
struct ManifestPlacementTests {
  private static func router() throws -> Router {
    let router = makeRouter()
    for name in ["order.list", "order.show", "order.review"] {
      try router.registerHandler(ClosureRouteHandler { _ in .ok }, named: name)
    }
    return router
  }

  private static let version2 = """
    {
      "version": 2,
      "routes": [
        { "pattern": "/orders/:id/review", "handler": "order.review", "name": "order-review",
          "parent": "order", "presentation": "present(sheet)" },
        { "pattern": "/orders/:id", "handler": "order.show", "name": "order",
          "tab": "orders", "parent": "orders", "identifyingQueryItems": ["version"] },
        { "pattern": "/orders", "handler": "order.list", "name": "orders", "tab": "orders" }
      ]
    }
    """

  @Test("a version 2 manifest places its routes, in any order")
  func applies() throws {
    let router = try Self.router()
    try router.apply(RouteManifest(json: Data(Self.version2.utf8)))
    #expect(
      router.route(named: "order")?.placement
        == RoutePlacement(tab: "orders", parent: "orders", identifyingQueryItems: ["version"]))
    #expect(
      router.route(named: "order-review")?.placement
        == RoutePlacement(presentation: .present(.sheet), parent: "order"))
    #expect(
      try router.parentChain(ofRoute: "order-review", parameters: ["id": "5"]).map(\.url) == [
        "/orders", "/orders/5",
      ])
  }

  @Test("export writes version 2, and it reads back equal")
  func roundTrip() throws {
    let router = try Self.router()
    let manifest = try RouteManifest(json: Data(Self.version2.utf8))
    try router.apply(manifest)
    let exported = try router.exportManifest()
    #expect(exported.version == 2)
    #expect(exported == manifest)
    let reread = try RouteManifest(json: exported.json())
    #expect(reread == manifest)
    let copy = try Self.router()
    try copy.apply(reread)
    #expect(copy.routes.map(\.placement) == router.routes.map(\.placement))
  }

  @Test("a version 1 manifest still loads, with no placement")
  func version1() throws {
    let router = try Self.router()
    let json =
      #"{"version": 1, "routes": [{"pattern": "/orders", "handler": "order.list", "name": "orders", "presentation": "push"}]}"#
    let manifest = try RouteManifest(json: Data(json.utf8))
    try router.apply(manifest)
    #expect(manifest.version == 1)
    #expect(router.route(named: "orders")?.placement == RoutePlacement(presentation: .push))
  }

  @Test("placement fields in a version 1 manifest are refused, saying to write version 2")
  func version1WithPlacement() throws {
    let json =
      #"{"version": 1, "routes": [{"pattern": "/orders", "handler": "order.list", "tab": "orders"}]}"#
    let error = #expect(throws: RouteError.self) {
      try Self.router().apply(RouteManifest(json: Data(json.utf8)))
    }
    #expect(
      error?.description.contains(
        "routes[0]: tab, parent and identifyingQueryItems are fields of version 2") == true)
  }

  @Test("a manifest whose parent is no route is refused, and the table keeps serving")
  func unknownParent() throws {
    let router = try Self.router()
    try router.apply(RouteManifest(json: Data(Self.version2.utf8)))
    let json =
      #"{"version": 2, "routes": [{"pattern": "/orders/:id", "handler": "order.show", "name": "order", "parent": "order-list"}]}"#
    #expect(throws: RouteError.unknownParent(route: "order", parent: "order-list")) {
      try router.apply(RouteManifest(json: Data(json.utf8)))
    }
    #expect(router.routes.count == 3)
  }

  @Test("a manifest whose parent the child cannot fill is refused")
  func unfillable() throws {
    let json = """
      {"version": 2, "routes": [
        {"pattern": "/orders/:id", "handler": "order.show", "name": "order"},
        {"pattern": "/reviews", "handler": "order.review", "name": "reviews", "parent": "order"}]}
      """
    #expect(throws: RouteError.unfillableParent(route: "reviews", parent: "order", missing: ["id"]))
    {
      try Self.router().apply(RouteManifest(json: Data(json.utf8)))
    }
  }

  @Test("placement keys are read strictly")
  func strict() throws {
    let json =
      #"{"version": 2, "routes": [{"pattern": "/o", "handler": "order.list", "parent": 1, "identifyingQueryItems": "q"}]}"#
    let error = #expect(throws: RouteError.self) { try RouteManifest(json: Data(json.utf8)) }
    #expect(
      error
        == .invalidManifest([
          "routes[0].parent: expected a string",
          "routes[0].identifyingQueryItems: expected an array of strings",
        ]))
  }

  @Test("an empty parent is refused")
  func emptyParent() throws {
    let json =
      #"{"version": 2, "routes": [{"pattern": "/o", "handler": "order.list", "parent": ""}]}"#
    let error = #expect(throws: RouteError.self) {
      try Self.router().apply(RouteManifest(json: Data(json.utf8)))
    }
    #expect(error?.description.contains("parent is empty") == true)
  }
}
