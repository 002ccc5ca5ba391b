import Foundation
import Testing

@testable import Waypoint
@testable import WaypointRouting

/// The orders of the placement tests as an enum: the review case first, behind the order
/// case, behind the list.
enum OrderRoute: RouteEnum, Hashable {
  case review(id: Int)
  case order(id: Int)
  case orders

  static let patterns: CasePatterns = [
    "review": CasePattern("/orders/:id/review", presentation: .present(.sheet), parent: "order"),
    "order": CasePattern("/orders/:id", tab: "orders", parent: "orders"),
    "orders": CasePattern("/orders", tab: "orders", identifyingQueryItems: ["filter"]),
  ]
}

/// A case whose parent is no case.
enum StrayRoute: RouteEnum, Hashable {
  case review(id: Int)

  static let patterns: CasePatterns = ["review": CasePattern("/r/:id", parent: "ordr")]
}

/// A case whose parent needs what it does not have.
enum UnfillableRoute: RouteEnum, Hashable {
  case order(id: Int)
  case help

  static let patterns: CasePatterns = [
    "order": "/orders/:id", "help": CasePattern("/help", parent: "order"),
  ]
}

/// A destination placed behind a route name.
struct ReviewDestination: RouteDestination, Hashable {
  static let pattern = "/orders/:id/review"
  static let placement = RoutePlacement(
    tab: "orders", presentation: .present(.sheet), parent: "order")
  var id: Int
}

@Suite("Navigation: placement of typed routes")
struct TypedRoutePlacementTests {
  @Test("an enum's cases are placed behind cases, named in its namespace")
  func enumCases() throws {
    let router = makeRouter()
    try router.register(OrderRoute.self, namespace: "shop") { _, _ in .ok }
    #expect(
      router.route(named: "shop.review")?.placement
        == RoutePlacement(presentation: .present(.sheet), parent: "shop.order"))
    #expect(
      router.route(named: "shop.orders")?.placement
        == RoutePlacement(tab: "orders", identifyingQueryItems: ["filter"]))
    let match = try #require(try router.match("/orders/8/review"))
    #expect(
      try router.parentChain(of: match).map(\.description) == [
        "shop.orders /orders", "shop.order /orders/8",
      ])
  }

  @Test("the table says where each case lives")
  func table() throws {
    let table = try TypedRouteTable(for: OrderRoute.self)
    #expect(
      table.entry(forCase: "order")?.placement == RoutePlacement(tab: "orders", parent: "orders"))
  }

  @Test("a parent that is no case is refused, naming the case and the cases there are")
  func strayParent() throws {
    let error = #expect(throws: RouteError.self) { try TypedRouteTable(for: StrayRoute.self) }
    guard case .invalidTypedRoute(let type, let problems) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(type == "StrayRoute")
    #expect(
      problems == [
        "review (/r/:id): the parent \"ordr\" is not a case of StrayRoute with a pattern (review);"
          + " name a case's coding key, or a route name with a \".\""
      ])
  }

  @Test("a case that cannot fill its parent's parameters is refused when registered")
  func unfillable() throws {
    let router = makeRouter()
    #expect(
      throws: RouteError.unfillableParent(route: "app.help", parent: "app.order", missing: ["id"])
    ) {
      try router.register(UnfillableRoute.self, namespace: "app") { _, _ in .ok }
    }
    #expect(router.routes.isEmpty)
  }

  @Test("a destination declares where it lives")
  func destination() throws {
    let router = makeRouter()
    try router.register("/orders/:id", name: "order") { _ in .ok }
    let route = try router.register(ReviewDestination.self, name: "review") { _, _ in .ok }
    #expect(route.placement == ReviewDestination.placement)
    #expect(route.presentation == .present(.sheet))
    #expect(
      try router.parentChain(ofRoute: "review", parameters: ["id": "2"]).map(\.url) == ["/orders/2"]
    )
  }

  @Test("a destination whose parent is no route is refused")
  func destinationRefused() throws {
    #expect(throws: RouteError.unknownParent(route: "review", parent: "order")) {
      try makeRouter().register(ReviewDestination.self, name: "review") { _, _ in .ok }
    }
  }

  @Test("a case of a destination takes the destination's placement")
  func caseOfDestination() {
    let pattern = CasePattern.destination(ReviewDestination.self)
    #expect(pattern.placement == ReviewDestination.placement)
  }

  @Test("a version 1 manifest keeps a typed route's placement; version 2 restates it")
  func restatement() throws {
    let router = makeRouter()
    try router.register(OrderRoute.self, namespace: "shop") { _, _ in .ok }
    let exported = try router.exportManifest()
    #expect(exported.routes.first { $0.name == "shop.order" }?.parent == "shop.orders")

    var version1 = exported
    version1.version = 1
    for index in version1.routes.indices {
      version1.routes[index].tab = nil
      version1.routes[index].parent = nil
      version1.routes[index].identifyingQueryItems = nil
    }
    try router.apply(version1)
    #expect(router.route(named: "shop.order")?.placement.parent == "shop.orders")

    var version2 = exported
    let order = try #require(version2.routes.firstIndex { $0.name == "shop.order" })
    version2.routes[order].parent = nil
    version2.routes[order].tab = "archive"
    try router.apply(version2)
    #expect(router.route(named: "shop.order")?.placement == RoutePlacement(tab: "archive"))
    // Applying the export again restores what the code declared.
    try router.apply(exported)
    #expect(try router.exportManifest() == exported)
  }
}
