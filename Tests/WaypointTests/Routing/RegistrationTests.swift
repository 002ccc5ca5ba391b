import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Registration")
struct RegistrationTests {
  @Test func duplicatePatternIsAnErrorUnlessReplacing() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a/:id", handler: NamedHandler(name: "first", log: log))
    #expect(throws: RouteError.duplicateRoute(pattern: "a//:id/")) {
      try router.register("a//:id/", handler: NamedHandler(name: "second", log: log))
    }
    try router.register("/a/:id", replacing: true, handler: NamedHandler(name: "third", log: log))
    #expect(router.routes.count == 1)
    #expect(await router.handle("/a/1").handlerName == "third")
  }

  @Test func sameShapeWithOtherNamesIsAllowed() throws {
    let router = makeRouter()
    try router.register("/search/:query") { _ in .ok }
    try router.register("/search/:keyword") { _ in .ok }
    #expect(router.routes.count == 2)
  }

  @Test func sourceRestrictedDuplicateIsAnotherRoute() throws {
    let router = makeRouter()
    try router.register("/p/:id") { _ in .ok }
    try router.register("myapp://p/:id") { _ in .ok }
    #expect(router.routes.count == 2)
  }

  @Test func duplicateNameIsAnError() throws {
    let router = makeRouter()
    try router.register("/a", name: "a") { _ in .ok }
    #expect(throws: RouteError.duplicateRouteName("a")) {
      try router.register("/b", name: "a") { _ in .ok }
    }
  }

  @Test func invalidPatternsAreTypedErrors() {
    let router = makeRouter()
    #expect(throws: RouteError.self) { try router.register("/a/{b") { _ in .ok } }
    #expect(throws: RouteError.self) { try router.register(regex: "/a/(b") { _ in .ok } }
    #expect(throws: RouteError.self) {
      try router.register(regex: "(?<x>a)(?J)(?<x>b)") { _ in .ok }
    }
    #expect(router.routes.isEmpty)
  }

  @Test func removal() throws {
    let router = makeRouter()
    let a = try router.register("/a", name: "a") { _ in .ok }
    try router.register("/b", name: "b") { _ in .ok }
    try router.register("/c") { _ in .ok }
    #expect(try router.remove(a) === a)
    #expect(try router.removeRoute(named: "b").pattern == "/b")
    #expect(try router.removeRoute(pattern: "c/").pattern == "/c")
    #expect(router.routes.isEmpty)
    #expect(!router.canHandle("/a"))
  }

  @Test func removingWhatIsNotRegisteredThrowsUnknownRoute() throws {
    let router = makeRouter()
    let a = try router.register("/a", name: "a") { _ in .ok }
    try router.register("/b", name: "b") { _ in .ok }
    try router.remove(a)
    #expect(throws: RouteError.unknownRoute("/a")) { try router.remove(a) }
    #expect(throws: RouteError.unknownRoute("a")) { try router.removeRoute(named: "a") }
    #expect(throws: RouteError.unknownRoute("/a/")) { try router.removeRoute(pattern: "/a/") }
    #expect(router.routes.map(\.pattern) == ["/b"])
  }

  @Test func removingAReplacedRouteThrowsAndKeepsItsReplacement() throws {
    let router = makeRouter()
    let first = try router.register("/a") { _ in .ok }
    let second = try router.register("/a", replacing: true) { _ in .ok }
    #expect(throws: RouteError.unknownRoute("/a")) { try router.remove(first) }
    #expect(router.routes.first === second)
  }

  @Test func removingAnInvalidPatternThrowsThePatternError() throws {
    let router = makeRouter()
    let patternError = #expect(throws: MatchingError.self) { try RouteExpression("/a/:id(") }
      .map(RouteError.init)
    let removalError = #expect(throws: RouteError.self) {
      try router.removeRoute(pattern: "/a/:id(")
    }
    #expect(removalError == patternError)
    #expect(removalError?.code != "unknownRoute")
  }

  @Test func routesListThemInDispatchOrder() throws {
    let router = makeRouter()
    try router.register("/x/:id") { _ in .ok }
    try router.register("/x/new") { _ in .ok }
    try router.register("/x/*rest") { _ in .ok }
    try router.register("/x/:id(\\d+)") { _ in .ok }
    #expect(router.routes.map(\.pattern) == ["/x/new", "/x/:id(\\d+)", "/x/:id", "/x/*rest"])
  }

  @Test func rawRegexRoutesNameTheirParameters() async throws {
    let router = makeRouter()
    try router.register(regex: #"/article/(?<year>\d{4})/(\w+)/(?<slug>[a-z-]+)"#) { request in
      .success(["year": request["year"] ?? "", "slug": request["slug"] ?? ""])
    }
    let outcome = await router.handle("/article/2024/x/hello-world")
    #expect(outcome.response?.values == ["year": "2024", "slug": "hello-world"])
  }
}
