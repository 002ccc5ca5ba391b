import Testing

@testable import Waypoint
@testable import WaypointRouting

/// A route's parent is checked when the change that registers it completes: it must be a
/// route, the child must fill its path parameters, and parents may not form a cycle.
@Suite("Navigation: placement checks")
struct PlacementCheckTests {
  @Test("a batch registers children before their parents")
  func orderIndependence() throws {
    let router = makeRouter()
    try router.register(Orders.definitions().reversed())
    #expect(router.route(named: "order-review")?.placement.parent == "order")
    #expect(router.route(named: "order")?.placement.tab == "orders")
  }

  @Test("a parent that is no route is refused, and nothing is registered")
  func unknownParent() throws {
    let router = makeRouter()
    try router.register("/help", name: "help") { _ in .ok }
    let error = #expect(throws: RouteError.self) {
      try router.register([
        try Orders.definition("/orders/:id", name: "order", parent: "order-list")
      ])
    }
    #expect(error == .unknownParent(route: "order", parent: "order-list"))
    #expect(error?.description.contains("register a route called \"order-list\"") == true)
    #expect(router.routes.map(\.pattern) == ["/help"])
  }

  @Test("a parent registered in a later change is too late")
  func parentLater() throws {
    let router = makeRouter()
    #expect(throws: RouteError.unknownParent(route: "order", parent: "orders")) {
      try router.register(try Orders.definition("/orders/:id", name: "order", parent: "orders"))
    }
    try router.register(try Orders.definition("/orders", name: "orders"))
    #expect(router.routes.count == 1)
  }

  @Test("a parent whose path parameters the child cannot fill is refused")
  func unfillable() throws {
    let router = makeRouter()
    let error = #expect(throws: RouteError.self) {
      try router.register([
        try Orders.definition("/orders/:id", name: "order"),
        try Orders.definition("/reviews/:review", name: "review", parent: "order"),
      ])
    }
    #expect(error == .unfillableParent(route: "review", parent: "order", missing: ["id"]))
    #expect(error?.description.contains("needs :id") == true)
    #expect(router.routes.isEmpty)
  }

  @Test("an optional parameter of the child does not fill a required one of the parent")
  func optionalDoesNotFill() throws {
    let router = makeRouter()
    #expect(throws: RouteError.unfillableParent(route: "r", parent: "order", missing: ["id"])) {
      try router.register([
        try Orders.definition("/orders/:id", name: "order"),
        try Orders.definition("/r{/:id}", name: "r", parent: "order"),
      ])
    }
  }

  @Test("a default of the child fills its parent")
  func defaultsFill() throws {
    let router = makeRouter()
    try router.register([
      try Orders.definition("/orders/:id", name: "order"),
      try Orders.definition(
        "/latest-review", name: "latest", parent: "order", defaults: ["id": "1"]),
    ])
    #expect(try router.parentChain(ofRoute: "latest").map(\.url) == ["/orders/1"])
  }

  @Test("a raw regex parent is refused")
  func regexParent() throws {
    let router = makeRouter()
    var child = try Orders.definition("/orders/:id", name: "order")
    child.placement.parent = "legacy"
    #expect(throws: RouteError.irreversibleParent(route: "order", parent: "legacy")) {
      try router.register([
        RouteDefinition(
          expression: try RouteExpression(regex: "/legacy/(?<id>\\d+)"), name: "legacy",
          target: .handler(Orders.handler)),
        child,
      ])
    }
  }

  @Test("a cycle of parents is refused, naming its routes")
  func cycle() throws {
    let router = makeRouter()
    let error = #expect(throws: RouteError.self) {
      try router.register([
        try Orders.definition("/a", name: "a", parent: "b"),
        try Orders.definition("/b", name: "b", parent: "c"),
        try Orders.definition("/c", name: "c", parent: "a"),
      ])
    }
    #expect(error == .parentCycle(["a", "b", "c", "a"]))
    #expect(error?.description.contains("\"a\" -> \"b\" -> \"c\" -> \"a\"") == true)
    #expect(router.routes.isEmpty)
  }

  @Test("a route cannot be its own parent")
  func selfParent() throws {
    #expect(throws: RouteError.parentCycle(["a", "a"])) {
      try makeRouter().register(try Orders.definition("/a", name: "a", parent: "a"))
    }
  }

  @Test("removing a parent that a route needs is refused")
  func removal() throws {
    let router = makeRouter()
    try router.register(Orders.definitions())
    #expect(throws: RouteError.unknownParent(route: "order-review", parent: "order")) {
      try router.removeRoute(named: "order")
    }
    #expect(router.routes.count == 3)
    try router.removeRoute(named: "order-review")
    try router.removeRoute(named: "order")
    #expect(router.routes.map(\.pattern) == ["/orders"])
  }

  @Test("a route without a parent installs no check")
  func noParentNoCheck() throws {
    let router = makeRouter()
    try router.register(try Orders.definition("/orders", name: "orders"))
    #expect(router.state.withLock { $0.validators.isEmpty })
  }
}
