import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A rule between routes: every route named `child-X` needs a route named `X`.
private struct ChildNeedsParent: RouteSetValidator {
  func validate(_ routes: [Route], byName: [String: Route]) throws(RouteError) {
    for route in routes {
      guard let name = route.name, name.hasPrefix("child-") else { continue }
      let parent = String(name.dropFirst("child-".count))
      if byName[parent] == nil { throw .unknownRoute(parent) }
    }
  }
}

/// Validators check the whole set of routes when a change completes, so that the order of
/// registration inside a change does not matter, and a refused change changes nothing.
@Suite("Routing: checks of the whole set of routes")
struct RouteSetValidatorTests {
  private static func router() -> Router {
    let router = makeRouter()
    router.change { $0.installValidator(ChildNeedsParent()) }
    return router
  }

  @Test("a batch may name its routes in any order")
  func batchOrder() throws {
    let router = Self.router()
    try router.register([
      try RouteDefinition("/a/b", name: "child-a", handler: ClosureRouteHandler { _ in .ok }),
      try RouteDefinition("/a", name: "a", handler: ClosureRouteHandler { _ in .ok }),
    ])
    #expect(router.routes.count == 2)
  }

  @Test("a refused change leaves the routes as they were")
  func refused() throws {
    let router = Self.router()
    try router.register("/x", name: "x") { _ in .ok }
    #expect(throws: RouteError.unknownRoute("a")) {
      try router.register("/a/b", name: "child-a") { _ in .ok }
    }
    #expect(router.routes.map(\.expression.pattern) == ["/x"])
    #expect(try router.match("/a/b") == nil)
  }

  @Test("removing a route another needs is refused too")
  func removal() throws {
    let router = Self.router()
    try router.register([
      try RouteDefinition("/a", name: "a", handler: ClosureRouteHandler { _ in .ok }),
      try RouteDefinition("/a/b", name: "child-a", handler: ClosureRouteHandler { _ in .ok }),
    ])
    #expect(throws: RouteError.unknownRoute("a")) {
      try router.change { change throws(RouteError) in
        change.removeRoutes { $0.name == "a" }
      }
    }
    #expect(router.routes.count == 2)
  }

  @Test("installing a validator checks the routes already there")
  func installChecks() throws {
    let router = makeRouter()
    try router.register("/a/b", name: "child-a") { _ in .ok }
    #expect(throws: RouteError.unknownRoute("a")) {
      try router.change { change throws(RouteError) in
        change.installValidator(ChildNeedsParent())
      }
    }
    // Refused: a later change does not run it.
    try router.register("/c/d", name: "child-c") { _ in .ok }
  }
}
