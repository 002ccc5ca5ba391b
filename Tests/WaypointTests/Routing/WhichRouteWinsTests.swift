import Testing

@testable import Waypoint

/// The ranking rules the contract decided for patterns of different lengths and for mixed
/// segments with several parameters (the Routing semantics article, *Patterns of different
/// lengths* and *Mixed segments*), on the contract's own examples: the winner is the same
/// whichever route was registered first, in the compiled table and in the reference.
@Suite("Which route wins: lengths and mixed segments")
struct WhichRouteWinsTests {
  /// A path, the route expected to win it, and the route it must win over.
  struct RankingCase: CustomTestStringConvertible, Sendable {
    let path: String
    let winner: String
    let loser: String
    var testDescription: String { "\(winner) over \(loser) on \(path)" }
    init(_ path: String, _ winner: String, over loser: String) {
      self.path = path
      self.winner = winner
      self.loser = loser
    }
  }

  /// Checks `row` with both registration orders.
  private func check(_ row: RankingCase) throws {
    for patterns in [[row.winner, row.loser], [row.loser, row.winner]] {
      let router = makeRouter()
      for pattern in patterns { try router.register(pattern) { _ in .ok } }
      #expect(router.routes.map(\.pattern) == [row.winner, row.loser], "dispatch order")
      #expect(try router.match(row.path)?.route.pattern == row.winner, "registered \(patterns)")
      #expect(
        CompiledTableDifferentialTests.compiledAnswer(router, row.path)
          == CompiledTableDifferentialTests.referenceAnswer(router, row.path))
    }
    // Both match the path: the order, not a miss, decides.
    #expect(try RouteMatcher(row.loser).match(row.path) != nil, "\(row.loser) matches too")
    let winner = try RouteExpression(row.winner).specificity
    let loser = try RouteExpression(row.loser).specificity
    #expect(RouteSpecificity.order(winner, loser) == -1)
    #expect(RouteSpecificity.order(loser, winner) == 1)
  }

  /// Optional parts count as present; where one pattern has ended and the other goes on, the
  /// one that has ended wins, unless its last segment holds a wildcard; a wildcard counts as
  /// one segment.
  static let differentLengths: [RankingCase] = [
    RankingCase("/api", "/api", over: "/api{/*rest}"),
    RankingCase("/", "/", over: "{/:a}"),
    RankingCase("/", "/", over: "/:rest(.*)"),
    RankingCase("/abc/x/edf", "/abc/*w/edf", over: "/abc{/*rest}"),
    RankingCase("/foo/a/b", "/foo/*star/:dynamic", over: "/foo/*star"),
    RankingCase("/users", "/users", over: "/users{/:id}"),
    RankingCase("/files/x/edit", "/files/*path/edit", over: "/files/*path"),
  ]

  @Test("patterns of different lengths", arguments: differentLengths)
  func patternsOfDifferentLengths(_ row: RankingCase) throws {
    try check(row)
  }

  /// Among mixed segments: more literal characters first, then those without a wildcard,
  /// then fewer parameters without a constraint.
  static let mixedSegments: [RankingCase] = [
    RankingCase("/x-y", "/:a-:b(.*)", over: "/:a-:b"),
    RankingCase("/a-b-c", "/a-:b", over: "/:a-:b-:c"),
    RankingCase("/ab/hello-x", "/ab/hello:xx", over: "/ab/hello*xx"),
    RankingCase("/f/x.tar.gz", "/f/:a.tar.gz", over: "/f/:a.gz"),
  ]

  @Test("mixed segments with several parameters", arguments: mixedSegments)
  func mixedSegmentsWithSeveralParameters(_ row: RankingCase) throws {
    try check(row)
  }
}
