import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

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

  /// Mixed segments rank between literals and parameters; among them, more literal characters first
  /// (a percent-escape is one), then fewer parameters without a constraint (the Routing semantics
  /// article, *Mixed segments*). The dispatch order, and the winner in the compiled table and in
  /// the reference, do not depend on the registration order.
  static let rankedImages = [
    "/img/logo.png", "/img/user_:name.png", "/img/user_:name", "/img/:id(\\d+).png",
    "/img/:id.png", "/img/:id(\\d+)", "/img/:id", "/img/*rest",
  ]

  @Test(arguments: 0..<24)
  func mixedSegmentsRankBetweenLiteralsAndParameters(order: Int) throws {
    var random = SeededGenerator(seed: UInt64(order))
    let patterns =
      order == 0 ? Self.rankedImages.reversed() : Self.rankedImages.shuffled(using: &random)
    let router = makeRouter()
    for pattern in patterns { try router.register(pattern) { _ in .ok } }
    #expect(router.routes.map(\.pattern) == Self.rankedImages)
    let expected = [
      "/img/logo.png": "/img/logo.png", "/img/user_bob.png": "/img/user_:name.png",
      "/img/12.png": "/img/:id(\\d+).png", "/img/a.png": "/img/:id.png",
      "/img/user_bob": "/img/user_:name", "/img/12": "/img/:id(\\d+)", "/img/a": "/img/:id",
      "/img/a/b.png": "/img/*rest",
    ]
    for (url, winner) in expected {
      #expect(try router.match(url)?.route.pattern == winner, "\(url)")
      #expect(
        CompiledTableDifferentialTests.compiledAnswer(router, url)
          == CompiledTableDifferentialTests.referenceAnswer(router, url), "\(url)")
    }
  }

  @Test(arguments: [
    (["/f/:a.gz", "/f/:a.tar.gz"], "/f/x.tar.gz", "/f/:a.tar.gz"),
    (["/f/:a.tar.gz", "/f/:a.gz"], "/f/x.tar.gz", "/f/:a.tar.gz"),
    (["/f/:a.gz", "/f/:a.tar.gz"], "/f/x.gz", "/f/:a.gz"),
    (["/u/:a-:b", "/u/:a(\\d+)-:b"], "/u/1-2", "/u/:a(\\d+)-:b"),
    (["/u/:a(\\d+)-:b(\\d+)", "/u/:a-:b(\\d+)"], "/u/1-2", "/u/:a(\\d+)-:b(\\d+)"),
    (["/u/:a-:b", "/u/x:a"], "/u/x1-2", "/u/x:a"),
    (["/c/:a%20:b", "/c/:a~:b"], "/c/x%20y", "/c/:a%20:b"),
    (["/c/:a~:b", "/c/:a%20:b"], "/c/x%20y", "/c/:a%20:b"),
    // both match; `%20` is one literal character, `-x` two
    (["/c/:a%20:b", "/c/:a-x:b"], "/c/1-x2%203", "/c/:a-x:b"),
    (["/c/:a-x:b", "/c/:a%20:b"], "/c/1-x2%203", "/c/:a-x:b"),
    (["/p/:id", "/p/:id.png"], "/p/7.png", "/p/:id.png"),
    (["/p/:id(.+)", "/p/:id.png"], "/p/7.png", "/p/:id.png"),
  ])
  func amongMixedSegmentsMoreLiteralTextThenFewerPlainParameters(
    patterns: [String], url: String, expected: String
  ) throws {
    let router = makeRouter()
    for pattern in patterns { try router.register(pattern) { _ in .ok } }
    #expect(try router.match(url)?.route.pattern == expected)
    #expect(
      CompiledTableDifferentialTests.compiledAnswer(router, url)
        == CompiledTableDifferentialTests.referenceAnswer(router, url))
  }

  /// Literal text with a wildcard ranks as a mixed segment, by its literal text (the Routing
  /// semantics article, *Mixed segments*): above a bare wildcard and a parameter, below a mixed
  /// segment of as much text without a wildcard; where it ends, it goes on matching like a
  /// wildcard. The order, and the winner in the compiled table and in the reference, do not depend
  /// on the registration order.
  static let rankedWildcards = [
    "/ab/hello", "/ab/hello:xx", "/ab/hello*xx/edit", "/ab/hello*xx", "/ab/h*xx", "/ab/:xx",
    "/ab/*xx",
  ]

  @Test(arguments: 0..<12)
  func literalTextWithAWildcardRanksByItsText(order: Int) throws {
    var random = SeededGenerator(seed: UInt64(order))
    let patterns =
      order == 0 ? Self.rankedWildcards.reversed() : Self.rankedWildcards.shuffled(using: &random)
    let router = makeRouter()
    for pattern in patterns { try router.register(pattern) { _ in .ok } }
    #expect(router.routes.map(\.pattern) == Self.rankedWildcards)
    let expected: [String: (String, [String: String])] = [
      "/ab/hello": ("/ab/hello", [:]),
      "/ab/hello-world": ("/ab/hello:xx", ["xx": "-world"]),
      "/ab/hello-world/x": ("/ab/hello*xx", ["xx": "-world/x"]),
      "/ab/hello/x/edit": ("/ab/hello*xx/edit", ["xx": "/x"]),
      "/ab/hi/x": ("/ab/h*xx", ["xx": "i/x"]),
      "/ab/ab": ("/ab/:xx", ["xx": "ab"]),
      "/ab/ab/cd": ("/ab/*xx", ["xx": "ab/cd"]),
    ]
    for (url, (winner, parameters)) in expected {
      let match = try router.match(url)
      #expect(match?.route.pattern == winner, "\(url)")
      #expect(match?.parameters.dictionary == parameters, "\(url)")
      #expect(
        CompiledTableDifferentialTests.compiledAnswer(router, url)
          == CompiledTableDifferentialTests.referenceAnswer(router, url), "\(url)")
    }
  }

  /// matchit's case: `/ab/hello*xx` wins `/ab/hello-world` over `/ab/*xx`, registered first.
  @Test(arguments: [["/ab/*xx", "/ab/hello*xx"], ["/ab/hello*xx", "/ab/*xx"]])
  func aWildcardAfterLiteralTextBeatsABareWildcard(patterns: [String]) throws {
    let router = makeRouter()
    for pattern in patterns { try router.register(pattern) { _ in .ok } }
    #expect(try router.match("/ab/hello-world")?.route.pattern == "/ab/hello*xx")
    #expect(try router.match("/ab/hello-world")?.parameters["xx"] == "-world")
    #expect(try router.match("/ab/ab")?.route.pattern == "/ab/*xx")
    #expect(
      CompiledTableDifferentialTests.compiledAnswer(router, "/ab/hello-world")
        == CompiledTableDifferentialTests.referenceAnswer(router, "/ab/hello-world"))
  }
}
