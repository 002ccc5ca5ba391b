import Testing

@testable import Waypoint
@testable import WaypointRouting

/// A plugin places its routes; the parents are checked when the install completes.
@Suite("Navigation: placement from plugins")
struct PluginPlacementTests {
  private static func orders(parentOfShow: String = "list") -> TestPlugin {
    TestPlugin(namespace: "orders") { registrar throws(RouteError) in
      registrar.handler("list") { _ in .ok }
      registrar.handler("show") { _ in .ok }
      // The child first: the install checks the set, not route by route.
      try registrar.route(
        "/orders/:id", handler: "show", name: "show",
        placement: RoutePlacement(tab: "orders", presentation: .push, parent: parentOfShow))
      try registrar.route(
        "/orders", handler: "list", name: "list", placement: RoutePlacement(tab: "orders"))
    }
  }

  @Test("a parent is named in the plugin's namespace")
  func namespaced() throws {
    let router = makeRouter()
    try router.install(Self.orders())
    let show = try #require(router.route(named: "orders.show"))
    #expect(
      show.placement == RoutePlacement(tab: "orders", presentation: .push, parent: "orders.list"))
    #expect(show.presentation == .push)
    #expect(
      try router.parentChain(ofRoute: "orders.show", parameters: ["id": "3"]).map(\.url) == [
        "/orders"
      ])
  }

  @Test("an install whose parent is no route is refused, and nothing is installed")
  func refused() throws {
    let router = makeRouter()
    #expect(throws: RouteError.unknownParent(route: "orders.show", parent: "orders.lst")) {
      try router.install(Self.orders(parentOfShow: "lst"))
    }
    #expect(router.installedPlugins.isEmpty)
    #expect(router.routes.isEmpty)
  }

  @Test("a parent of another plugin installed with it, named with its namespace")
  func acrossPlugins() throws {
    let reviews = TestPlugin(namespace: "reviews") { registrar throws(RouteError) in
      registrar.handler("write") { _ in .ok }
      try registrar.route(
        "/orders/:id/review", handler: "write", name: "write",
        placement: RoutePlacement(parent: "orders.show"))
    }
    let router = makeRouter()
    try router.install([reviews, Self.orders()])
    #expect(
      try router.parentChain(ofRoute: "reviews.write", parameters: ["id": "9"]).map(\.route) == [
        "orders.list", "orders.show",
      ])
  }

  @Test("uninstalling a plugin whose route is a parent of a route that stays is refused")
  func uninstallRefused() throws {
    let router = makeRouter()
    try router.install(Self.orders())
    var review = try RouteDefinition(
      "/orders/:id/review", name: "review", handler: ClosureRouteHandler { _ in .ok })
    review.placement.parent = "orders.show"
    try router.register(review)
    #expect(throws: RouteError.unknownParent(route: "review", parent: "orders.show")) {
      try router.uninstall("orders")
    }
    #expect(router.installedPlugins == ["orders"])
    #expect(router.routes.count == 3)
    try router.removeRoute(named: "review")
    #expect(try router.uninstall("orders"))
  }
}
