import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// `Router.withMatch`: the match lent in place, on the canonical fast path and the full one.
@Suite("Borrowed matches")
struct BorrowedMatchTests {
  private func router() throws -> Router {
    let router = try Router(appSchemes: ["myapp"])
    try router.register("/repos/:owner/:repo") { _ in .ok }
    try router.register("/files{/:name}/raw") { _ in .ok }
    try router.register("/m/:a/:b/:c/:d/:e{/:f}") { _ in .ok }
    try router.register("/test/:id(\\d*)") { _ in .ok }
    try router.register("/static/page") { _ in .ok }
    return router
  }

  /// The raw bytes of every index (one past each end too), as the lent match hands them out.
  private static func rawValues(_ match: borrowing BorrowedMatch) -> [String?] {
    (-1...match.parameterCount).map { index in
      match.withRawParameter(at: index) { bytes in
        bytes.map { String(decoding: $0, as: UTF8.self) }
      }
    }
  }

  /// The same URLs as `RouteMatch`'s raw view, canonical paths (answered in place) and the
  /// rest (parsed, rewritten, with a scheme or a query) alike.
  @Test(arguments: [
    "/repos/apple/swift%20nio", "/repos/a%2Fb/c?x=1#top", "/repos/./apple/../apple/swift",
    "myapp://repos/o/r", "/files/raw", "/files/readme%20md/raw", "/repos/a/b/",
    "/m/a/b/c/d/e/f", "/m/a/b/c/d/e", "/m/a/b/c%20d/d/e/f/", "/test/", "/test/42",
    "/static/page", "/repos/ap%70le/swift", "/static/page?q=1", "/test/42#top",
    "myapp://repos/o/r?x=1", "myapp://repos/o/r#top", "myapp://repos/o/r/",
  ])
  func agreesWithTheOwnedMatch(url: String) throws {
    let router = try router()
    let owned = try #require(try router.match(url))
    let expected = (-1...owned.parameterCount).map { owned.rawParameter(at: $0)?.description }
    let lent = try #require(
      try router.withMatch(url) { match in
        (match.route, match.parameterCount, Self.rawValues(match))
      })
    #expect(lent.0 === owned.route)
    #expect(lent.1 == owned.parameterCount)
    #expect(lent.2 == expected, "\(url)")
  }

  @Test func decodesByIndexAndByName() throws {
    let router = try router()
    let values = try router.withMatch("/repos/a%2Fb/caf%C3%A9") { match in
      [
        match.decodedParameter(at: 0), match.decodedParameter(at: 1),
        match.decodedParameter(at: 2), match.decodedParameter(named: "repo"),
        match.decodedParameter(named: "missing"),
      ]
    }
    #expect(values == ["a/b", "café", nil, "café", nil])
    let unset = try router.withMatch("/files/raw") { match in
      (match.decodedParameter(named: "name"), match.withRawParameter(at: 0) { $0 == nil })
    }
    #expect(unset?.0 == nil)
    #expect(unset?.1 == true)
    let empty = try router.withMatch("/test/") { match in
      match.withRawParameter(at: 0) { $0?.count }
    }
    #expect(empty == 0)
  }

  @Test func noMatchDoesNotCallTheBody() throws {
    let router = try router()
    var calls = 0
    for url in ["/nothing/here", "/repos/only", "myapp://nothing", "/static/page/more"] {
      let result: Void? = try router.withMatch(url) { _ in calls += 1 }
      #expect(result == nil, "\(url)")
    }
    #expect(calls == 0)
  }

  /// Bad input is refused with the error `match` throws, before any body runs.
  @Test(arguments: [
    "", "//x", "/repos/a%zz/b", "/repos/a\u{7}/b", "other://repos/a/b",
    "/" + String(repeating: "a", count: 9_000),
  ])
  func refusesWhatMatchRefuses(url: String) throws {
    let router = try router()
    var expected: RouteError?
    do { _ = try router.match(url) } catch { expected = error }
    let thrown = try #require(expected, "\(url)")
    var calls = 0
    #expect(throws: thrown) { try router.withMatch(url) { _ in calls += 1 } }
    #expect(calls == 0)
  }

  /// A body that looks up again, on this router and another, and removes the route it was
  /// lent (so that this thread's cache replaces the table that owned it) still reads the
  /// route and its parameters; the route is released once the body returns.
  @Test func theLentMatchOutlivesLookupsAndChangesInItsBody() throws {
    let router = Router()
    let other = Router()
    try other.register("/other/:x") { _ in .ok }
    weak var lentRoute: Route?
    // The table that owns the route: a lookup lends out of it without retaining it.
    weak var lentTable: RouteTableStorage?
    do {
      let route = try router.register("/gone/:id") { _ in .ok }
      try router.register("/kept/:id") { _ in .ok }
      lentRoute = route
      lentTable = router.routeTable.storage
    }
    let seen = try router.withMatch("/gone/abc") { match in
      _ = try? router.remove(match.route)
      for url in ["/kept/1", "/gone/abc", "/kept/2"] { _ = try? router.match(url) }
      _ = try? other.withMatch("/other/9") { nested in nested.decodedParameter(at: 0) }
      _ = try? router.register("/gone/:id/more") { _ in .ok }
      _ = try? router.match("/gone/x/more")
      return (
        match.route.pattern, match.decodedParameter(at: 0), lentRoute != nil && lentTable != nil
      )
    }
    #expect(seen?.0 == "/gone/:id")
    #expect(seen?.1 == "abc")
    #expect(seen?.2 == true)
    #expect(try router.match("/gone/abc") == nil)
    // The thread's cache no longer holds the table of the removed route once it looks up on.
    _ = try router.match("/kept/3")
    #expect(lentRoute == nil)
    #expect(lentTable == nil)
  }

  /// The same answers as `match` on every shipped route set, with every parameter's bytes.
  @Test func agreesOnTheSharedRouteSets() throws {
    for name in ["github", "parse", "static", "matchit"] {
      let (router, urls) = try sharedRouteSet(name)
      for url in urls {
        let owned = try router.match(url)
        let lent = try router.withMatch(url) { match in
          (match.route.pattern, Self.rawValues(match))
        }
        #expect(lent?.0 == owned?.route.pattern, "\(name) \(url)")
        if let owned {
          let expected = (-1...owned.parameterCount).map { owned.rawParameter(at: $0)?.description }
          #expect(lent?.1 == expected, "\(name) \(url)")
        }
      }
    }
  }
}
