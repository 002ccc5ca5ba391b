import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Compiled table rebuilds only what changed")
struct IncrementalRebuildTests {
  /// The compiled groups of a router, by group key.
  static func groups(_ router: Router) -> [CompiledRouteTable.GroupKey: CompiledRouteGroup] {
    router.routeTable.storage.compiled.groups
  }

  @Test func addingARouteRecompilesOnlyItsGroup() throws {
    let router = makeRouter()
    for pattern in [
      "/users/:id", "/users/:id/posts", "/repos/:owner/:repo", "/orgs/:org", "/:lang/home",
    ] {
      try router.register(pattern) { _ in .ok }
    }
    let before = Self.groups(router)
    try router.register("/users/:id/followers") { _ in .ok }
    let after = Self.groups(router)
    let users = CompiledRouteTable.GroupKey(source: nil, firstSegment: "users")
    #expect(after[users] !== before[users])
    for (key, group) in before where key != users {
      #expect(after[key] === group, "\(key) was rebuilt")
    }
    #expect(try router.match("/users/1/followers")?.route.pattern == "/users/:id/followers")
  }

  @Test func removingARouteRecompilesOnlyItsGroup() throws {
    let router = makeRouter()
    let route = try router.register("/repos/:owner/:repo/events") { _ in .ok }
    try router.register("/repos/:owner/:repo") { _ in .ok }
    try router.register("/users/:id") { _ in .ok }
    let before = Self.groups(router)
    try router.remove(route)
    let after = Self.groups(router)
    let users = CompiledRouteTable.GroupKey(source: nil, firstSegment: "users")
    let repos = CompiledRouteTable.GroupKey(source: nil, firstSegment: "repos")
    #expect(after[users] === before[users])
    #expect(after[repos] !== before[repos])
    #expect(try router.match("/repos/a/b/events") == nil)
  }

  @Test func groupsRenumberedByReplacingEveryRouteAreRebuilt() throws {
    let router = makeRouter()
    try router.register("/a/:x") { _ in .ok }
    try router.register("/b/:x") { _ in .ok }
    try router.replaceRoutes(with: [
      RouteDefinition("/b/:y/z", handler: ClosureRouteHandler { _ in .ok }),
      RouteDefinition("/a/:y/z", handler: ClosureRouteHandler { _ in .ok }),
    ])
    try router.register("/c") { _ in .ok }
    #expect(try router.match("/a/1/z")?.route.pattern == "/a/:y/z")
    #expect(try router.match("/b/1/z")?.route.pattern == "/b/:y/z")
    #expect(try router.match("/a/1") == nil)
    #expect(try router.match("/c")?.route.pattern == "/c")
  }

  @Test func aFailedChangeLeavesTheNextOneCorrect() throws {
    let router = makeRouter()
    try router.register("/a/:x") { _ in .ok }
    #expect(throws: RouteError.self) {
      try router.register([
        RouteDefinition("/a/:x/y", handler: ClosureRouteHandler { _ in .ok }),
        RouteDefinition("/a/:x", handler: ClosureRouteHandler { _ in .ok }),
      ])
    }
    try router.register("/b") { _ in .ok }
    #expect(try router.match("/a/1/y") == nil)
    #expect(try router.match("/a/1")?.route.pattern == "/a/:x")
    try router.register("/a/:x/y") { _ in .ok }
    #expect(try router.match("/a/1/y")?.route.pattern == "/a/:x/y")
  }

  @Test func groupsOfTheSameShapeAnswerWithTheirOwnRoutes() throws {
    let router = makeRouter()
    let definitions = try (1...5).flatMap { version in
      try ["/v\(version)/a/:id", "/v\(version)/a/:id/b", "/v\(version)/c/:x(\\d+)"].map {
        try RouteDefinition($0, handler: ClosureRouteHandler { _ in .ok })
      }
    }
    try router.register(definitions)
    for (key, group) in Self.groups(router) {
      let prefix = "/\(key.firstSegment ?? "")/"
      #expect(group.routes.allSatisfy { $0.expression.pattern.hasPrefix(prefix) })
      for program in group.programs {
        let ownRoutes = program.routes.elementsEqual(group.routes) { $0 === $1 }
        #expect(ownRoutes)
        #expect(program.first.expression.pattern.hasPrefix(prefix))
      }
    }
    #expect(try router.match("/v4/a/9/b")?.route.pattern == "/v4/a/:id/b")
    #expect(try router.match("/v2/c/12")?.parameters["x"] == "12")
  }

  /// Groups of the same shape share one regex, or one segment trie for plain routes.
  @Test(arguments: ["", "(\\d+)"])
  func groupsWithTheSameStructureShareOneCompiledProgram(constraint: String) throws {
    let router = makeRouter()
    let definitions = try (1...20).flatMap { version in
      try [
        "/v\(version)/users/:id\(constraint)", "/v\(version)/users/:id\(constraint)/posts",
        "/v\(version)/repos/:a/:b",
      ].map {
        try RouteDefinition($0, handler: ClosureRouteHandler { _ in .ok })
      }
    }
    try router.register(definitions)
    let programs = Self.groups(router).values.flatMap(\.programs)
    let shared = Set(
      programs.map { program in
        program.code.map(ObjectIdentifier.init) ?? program.segments.map(ObjectIdentifier.init)
      })
    #expect(Self.groups(router).count == 20)
    #expect(shared.count == 1)
    #expect(programs.allSatisfy { ($0.segments != nil) == constraint.isEmpty })
    #expect(try router.match("/v7/repos/x/y")?.route.pattern == "/v7/repos/:a/:b")
    #expect(try router.match("/v13/users/1/posts")?.parameters["id"] == "1")
  }
}
