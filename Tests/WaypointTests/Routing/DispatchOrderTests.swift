import Testing

@testable import Waypoint

@Suite("Dispatch order")
struct DispatchOrderTests {
  /// Patterns in registration order, a URL, and the pattern expected to win.
  @Test(arguments: [
    (["/user/:id", "/user/me"], "/user/me", "/user/me"),
    (["/user/:id", "/user/:id(\\d+)"], "/user/42", "/user/:id(\\d+)"),
    (["/user/:id", "/user/:id(\\d+)"], "/user/me", "/user/:id"),
    (["/files/*path", "/files/:name"], "/files/a", "/files/:name"),
    (["/files/*path", "/files/:name"], "/files/a/b", "/files/*path"),
    (["/item/:id", "/item/:id.html"], "/item/4.html", "/item/:id.html"),
    (["/:a/b", "/a/:b"], "/a/b", "/a/:b"),
    (["/search/:query", "/search/:keyword"], "/search/x", "/search/:query"),
    (["/search/:keyword", "/search/:query"], "/search/x", "/search/:keyword"),
    (["/a{/*rest}", "/a"], "/a", "/a"),
    (["/files/*path", "/files/*path/edit"], "/files/x/y/edit", "/files/*path/edit"),
    (["/p/:id", "myapp://p/:id"], "myapp://p/1", "myapp://p/:id"),
    (["/p/:id", "myapp://p/:id"], "/p/1", "/p/:id"),
    (["/users{/:id}", "/users"], "/users", "/users"),
  ])
  func specificityThenRegistrationOrder(patterns: [String], url: String, expected: String) throws {
    let router = makeRouter()
    for pattern in patterns { try router.register(pattern) { _ in .ok } }
    #expect(try router.match(url)?.route.pattern == expected)
  }

  @Test func priorityBeatsSpecificity() throws {
    let router = makeRouter()
    try router.register("/user/me") { _ in .ok }
    try router.register("/user/:id", priority: 10) { _ in .ok }
    #expect(try router.match("/user/me")?.route.pattern == "/user/:id")
    #expect(router.routes.map(\.pattern) == ["/user/:id", "/user/me"])
  }

  @Test func pathPatternBeatsRawRegex() throws {
    let router = makeRouter()
    try router.register(regex: "/user/(?<id>.+)") { _ in .ok }
    try router.register("/user/:id") { _ in .ok }
    #expect(try router.match("/user/7")?.route.pattern == "/user/:id")
    #expect(try router.match("/user/7/8")?.parameters["id"] == "7/8")
  }

  @Test func orderNeverDependsOnHashOrder() throws {
    let patterns = (0..<200).map { "/s/:p\($0)" }
    var winners = Set<String>()
    for _ in 0..<5 {
      let router = makeRouter()
      for pattern in patterns { try router.register(pattern) { _ in .ok } }
      winners.insert(try router.match("/s/x")?.route.pattern ?? "")
      #expect(router.routes.map(\.pattern) == patterns)
    }
    #expect(winners == ["/s/:p0"])
  }
}
