import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A router with `patterns`, each with a handler that does nothing, accepting `myapp` and
/// `https://app.example.com`.
private func router(_ patterns: [String]) throws -> Router {
  let router = makeRouter()
  for pattern in patterns { try router.register(pattern) { _ in .ok } }
  return router
}

/// The verdict on the route with `pattern`.
private func verdict(_ explanation: RouteExplanation, _ pattern: String) -> RouteVerdict? {
  explanation.routes.first { $0.route.pattern == pattern }?.verdict
}

@Suite("Router.explain: why each route missed")
struct RouteExplanationMissTests {
  @Test(arguments: [
    (
      "/product/:id", "/prodct/1",
      RouteVerdict.firstSegmentDiffers(expected: "product", found: "prodct")
    ),
    ("/a/b/c", "/a/x/c", .literalSegmentDiffers(segment: 2, expected: "b", found: "x")),
    (
      #"/product/:id(\d+)"#, "/product/shoes",
      .constraintRefused(parameter: "id", constraint: #"\d+"#, text: "shoes", segment: 2)
    ),
    (
      #"/img/:id(\d+).png"#, "/img/abc.png",
      .constraintRefused(parameter: "id", constraint: #"\d+"#, text: "abc", segment: 2)
    ),
    (
      "/img/:id.png", "/img/abc.jpg",
      .segmentDiffers(segment: 2, expected: ":id.png", found: "abc.jpg")
    ),
    ("/a/:b/:c", "/a/1", .tooFewSegments(minimum: 3, found: 2)),
    ("/a/:b", "/a/1/2", .tooManySegments(maximum: 2, found: 3)),
    (
      "/users{/:id}/edit", "/users/5/edti",
      .literalSegmentDiffers(segment: 3, expected: "edit", found: "edti")
    ),
    ("/a{/b}", "/a/c", .literalSegmentDiffers(segment: 2, expected: "b", found: "c")),
    (
      "/files/*path/raw", "/files/a/b/cooked",
      .literalSegmentDiffers(segment: 4, expected: "raw", found: "cooked")
    ),
    (
      "/category/%E5%AE%B6", "/category/x",
      .literalSegmentDiffers(segment: 2, expected: "%E5%AE%B6", found: "x")
    ),
    ("/", "/a", .tooManySegments(maximum: 0, found: 1)),
  ])
  func tracesTheSegmentThatRefused(pattern: String, url: String, expected: RouteVerdict)
    async throws
  {
    let explanation = try await router([pattern]).explain(url)
    #expect(explanation.winner == nil)
    #expect(verdict(explanation, pattern) == expected)
  }

  @Test func countsTheSegmentsAcceptedBeforeTheMiss() async throws {
    let explanation = try await router(["/a/b/c/d", "/x", "/a/b/:n(\\d+)"]).explain("/a/b/c/e")
    let accepted = Dictionary(
      uniqueKeysWithValues: explanation.routes.map { ($0.route.pattern, $0.matchedSegments) })
    #expect(accepted == ["/a/b/c/d": 3, "/x": 0, "/a/b/:n(\\d+)": 2])
    #expect(explanation.nearestMisses.map(\.route.pattern) == ["/a/b/c/d", "/a/b/:n(\\d+)", "/x"])
  }

  @Test func aRawRegexRouteThatMissesSaysSo() async throws {
    let router = makeRouter()
    try router.register(regex: #"/article/(?<year>\d{4})"#) { _ in .ok }
    let explanation = await router.explain("/article/24")
    #expect(explanation.routes.first?.verdict == .regexDidNotMatch(#"/article/(?<year>\d{4})"#))
  }

  @Test func caseInsensitiveRoutersTraceWithoutCase() async throws {
    let router = makeRouter(caseInsensitive: true)
    try router.register("/Product/:id(\\d+)") { _ in .ok }
    #expect(await router.explain("/PRODUCT/7").winner != nil)
    #expect(
      await router.explain("/PRODUCT/x").routes.first?.verdict
        == .constraintRefused(parameter: "id", constraint: "\\d+", text: "x", segment: 2))
  }
}

@Suite("Router.explain: the winner and the routes it outranks")
struct RouteExplanationRankingTests {
  @Test func aLiteralSegmentOutranksAParameter() async throws {
    let explanation = try await router(["/user/:id", "/user/me"]).explain("/user/me")
    #expect(explanation.winner?.route.pattern == "/user/me")
    #expect(explanation.winner?.rank == 1)
    #expect(
      verdict(explanation, "/user/:id")
        == .outranked(.lessSpecific(segment: 2, winner: "me", route: ":id")))
    #expect(explanation.routes[1].match?.parameters["id"] == "me")
    #expect(explanation.winner?.matchedSegments == 2)
  }

  @Test func aShorterPatternOutranksAnOptionalPart() async throws {
    let explanation = try await router(["/a{/*rest}", "/a"]).explain("/a")
    #expect(
      verdict(explanation, "/a{/*rest}")
        == .outranked(.lessSpecific(segment: 2, winner: "", route: "*rest")))
  }

  @Test func theDifferenceNamesTheSegmentDispatchOrderRanksBy() async throws {
    // The first segments have the same rank (one literal character, two parameters): the
    // second segment's literal text decides.
    let explanation = try await router(["/:p.:q/a:r", "/:p-:q/ab:r"]).explain("/a-b.c/abz")
    #expect(explanation.winner?.route.pattern == "/:p-:q/ab:r")
    #expect(
      verdict(explanation, "/:p.:q/a:r")
        == .outranked(.lessSpecific(segment: 2, winner: "ab:r", route: "a:r")))
  }

  @Test func priorityComesFirst() async throws {
    let router = makeRouter()
    try router.register("/a/b") { _ in .ok }
    try router.register("/a/:x", priority: 1) { _ in .ok }
    let explanation = await router.explain("/a/b")
    #expect(explanation.winner?.route.pattern == "/a/:x")
    #expect(verdict(explanation, "/a/b") == .outranked(.lowerPriority(winner: 1, route: 0)))
  }

  @Test func registrationOrderBreaksTies() async throws {
    let router = try router(["/search/:query", "/search/:keyword"])
    let explanation = await router.explain("/search/shoes")
    let sequences = router.routeTable.routes.map(\.sequence)
    #expect(
      verdict(explanation, "/search/:keyword")
        == .outranked(.registeredLater(winner: sequences[0], route: sequences[1])))
  }

  @Test func aRestrictedRouteOutranksAnUnrestrictedOne() async throws {
    let explanation = try await router(["/p/:id", "myapp://p/:id"]).explain("myapp://p/1")
    #expect(explanation.winner?.route.pattern == "myapp://p/:id")
    #expect(verdict(explanation, "/p/:id") == .outranked(.unrestrictedAfterRestricted))
  }

  @Test func aPathPatternOutranksARawRegex() async throws {
    let router = makeRouter()
    try router.register(regex: "/p/(?<id>[0-9]+)") { _ in .ok }
    try router.register("/p/:id") { _ in .ok }
    let explanation = await router.explain("/p/1")
    #expect(explanation.winner?.route.pattern == "/p/:id")
    #expect(verdict(explanation, "/p/(?<id>[0-9]+)") == .outranked(.rawRegexAfterPathPattern))
  }

  @Test func listsEveryRouteInDispatchOrder() async throws {
    let router = try router(["/a/:x", "/a/b", "/*rest", "/c"])
    let explanation = await router.explain("/a/b")
    #expect(explanation.routes.map(\.route.pattern) == router.routes.map(\.pattern))
    #expect(explanation.routes.map(\.rank) == Array(1...4))
    #expect(explanation.routes.filter { $0.verdict == .winner }.count == 1)
  }

  /// Every URL's explained winner is the route `match` finds.
  @Test(arguments: [
    "/user/me", "/user/42", "/user/42/posts", "/files/a/b", "/files/a/b/raw", "/img/7.png",
    "/img/x.png", "/", "/nothing", "myapp://user/7", "https://app.example.com/files/x",
    "/p/12-my-post", "/users/edit", "/users/3/edit",
  ])
  func agreesWithMatch(url: String) async throws {
    let router = try router([
      "/user/:id", "/user/me", "/user/:id(\\d+)/posts", "/files/*path", "/files/*path/raw",
      "/img/:id(\\d+).png", "/img/:name.png", "/", "/p/:id-:slug", "/users{/:id}/edit",
      "myapp://user/:id",
    ])
    let explanation = await router.explain(url)
    let matched = try router.match(url)
    #expect(explanation.winner?.route === matched?.route)
    #expect(explanation.winner?.match?.parameters.dictionary == matched?.parameters.dictionary)
    #expect(explanation.error == nil)
  }
}

@Suite("Router.explain: sources, admission and rewrites")
struct RouteExplanationSourceTests {
  @Test func aMalformedURLIsRefusedWithItsError() async throws {
    let explanation = try await router(["/a"]).explain("//evil.example/a")
    #expect(explanation.admission == .refused)
    #expect(explanation.source == nil)
    #expect(explanation.error?.code == "malformedURL")
    #expect(explanation.routes.isEmpty)
    #expect(explanation.path == nil)
  }

  @Test func aSourceNotAllowedIsRefused() async throws {
    let explanation = try await router(["/a"]).explain("evil://a")
    #expect(explanation.admission == .refused)
    #expect(explanation.source == .appScheme("evil"))
    #expect(explanation.error == .sourceNotAllowed("evil://a", source: .appScheme("evil")))
  }

  @Test func anAcceptedSourceIsAdmitted() async throws {
    let explanation = try await router(["/a"]).explain("https://APP.example.com/a/")
    #expect(explanation.admission == .accepted)
    #expect(explanation.source == .webOrigin(try WebOrigin("https://app.example.com")))
    #expect(explanation.path == "/a")
    #expect(explanation.winner != nil)
  }

  @Test func aRouteRestrictedToAnotherSourceSaysWhetherItsPathMatches() async throws {
    let explanation = try await router(["myapp://share/:id", "https://app.example.com/x"])
      .explain("/share/1")
    #expect(
      verdict(explanation, "myapp://share/:id")
        == .restrictedToAnotherSource(.appScheme("myapp"), pathMatches: true))
    #expect(
      verdict(explanation, "https://app.example.com/x")
        == .restrictedToAnotherSource(
          .webOrigin(try WebOrigin("https://app.example.com")), pathMatches: false))
    #expect(explanation.nearestMisses.first?.route.pattern == "myapp://share/:id")
  }

  @Test func aSourceNamedOnlyByRoutesReachesOnlyThoseRoutes() async throws {
    let router = Router()
    try router.register("otherapp://share/:id") { _ in .ok }
    try router.register("/share/:id") { _ in .ok }
    let explanation = await router.explain("otherapp://share/1")
    #expect(explanation.admission == .restrictedRoutesOnly)
    #expect(explanation.winner?.route.pattern == "otherapp://share/:id")
    #expect(verdict(explanation, "/share/:id") == .sourceOnlyForRestrictedRoutes(pathMatches: true))
  }

  @Test func anInternalOnlyRouteRefusesOutsideLinks() async throws {
    let router = makeRouter()
    try router.register("/debug", flags: .internalOnly) { _ in .ok }
    let outside = await router.explain("myapp://debug")
    #expect(outside.routes.first?.verdict == .internalOnly)
    #expect(outside.winner == nil)
    #expect(outside.error == .internalOnlyRoute(url: "myapp://debug", pattern: "/debug"))
    #expect(outside.nearestMisses.first?.verdict == .internalOnly)
    let inside = await router.explain("/debug")
    #expect(inside.winner?.route.pattern == "/debug")
    #expect(inside.error == nil)
  }

  @Test func middlewareRewritesComeBeforeMatching() async throws {
    struct Legacy: RouteMiddleware {
      func rewrite(_ url: RouteURL) async -> String? {
        url.path.hasPrefix("/old/") ? "/new/" + url.path.dropFirst(5) : nil
      }
    }
    let router = try router(["/new/:id"])
    router.use(Legacy())
    let explanation = await router.explain("myapp://old/7")
    #expect(explanation.rewrites == ["/new/7"])
    #expect(explanation.path == "/new/7")
    #expect(explanation.source == .appScheme("myapp"))
    #expect(explanation.winner?.match?.parameters["id"] == "7")
  }

  @Test func aRewriteToAMalformedURLIsRefused() async throws {
    struct Broken: RouteMiddleware {
      func rewrite(_ url: RouteURL) async -> String? { "/a%zz" }
    }
    let router = try router(["/a"])
    router.use(Broken())
    let explanation = await router.explain("/a")
    #expect(explanation.admission == .refused)
    #expect(explanation.rewrites == ["/a%zz"])
    #expect(explanation.error?.code == "badPercentEscape")
  }

  @Test func aMatchThatHitsItsLimitIsReported() async throws {
    let router = Router(configuration: Router.Configuration(matchLimit: 1_000))
    try router.register("/a/:x((a|aa)+b)") { _ in .ok }
    let explanation = await router.explain("/a/" + String(repeating: "a", count: 40) + "!b")
    #expect(explanation.routes.first?.verdict.code == "matchFailed")
    #expect(explanation.error?.code == "matchLimitExceeded")
  }
}

@Suite("Router.explain: nearest misses")
struct RouteExplanationNearestMissTests {
  @Test func literalSegmentsMakeAMissNearerThanAWildcard() async throws {
    let router = try router(["https://app.example.com/*path", "/cart", #"/product/:id(\d+)"#])
    let explanation = await router.explain("myapp://product/shoes")
    #expect(
      explanation.nearestMisses.map(\.route.pattern) == [
        #"/product/:id(\d+)"#, "https://app.example.com/*path", "/cart",
      ])
  }

  @Test func theWinnerAndTheRoutesItOutranksAreNotMisses() async throws {
    let explanation = try await router(["/a/:x", "/a/b", "/c"]).explain("/a/b")
    #expect(explanation.nearestMisses.map(\.route.pattern) == ["/c"])
  }
}

@Suite("Router.explain: hostile input")
struct RouteExplanationHostileTests {
  @Test(.timeLimit(.minutes(1)))
  func aLongPathAgainstSeveralWildcardsStaysQuick() async throws {
    let router = try router(["/*a/*b/*c/x", "/:p(.*)/:q(.*)/x", "/{a/}{b/}{c/}{d/}{e/}{f/}{g/}y"])
    let url = String(repeating: "/s", count: 3_000)
    let clock = ContinuousClock()
    var explanation: RouteExplanation?
    let elapsed = await clock.measure { explanation = await router.explain(url) }
    #expect(elapsed < .seconds(5))
    #expect(explanation?.winner == nil)
    #expect(explanation?.routes.count == 3)
  }

  @Test(arguments: [
    "", "//host", "/a%zz", "/\u{1}", "myapp://", "/..",
    "/a?x=1&" + String(repeating: "y&", count: 300),
  ])
  func oddURLsGetAnExplanationNotACrash(url: String) async throws {
    let explanation = try await router(["/a", "/:x", "/*rest"]).explain(url)
    #expect(explanation.url == url)
    #expect((explanation.error != nil) == (explanation.admission == .refused))
  }
}

@Suite("Router.explain: typos")
struct RouteExplanationTypoTests {
  @Test func aTypoInALiteralBreaksTiesBetweenMisses() async throws {
    let router = try router(["/repos/:owner", "/repos/:owner/events", "/repos/:owner/issues"])
    let explanation = await router.explain("/repos/octocat/issuez")
    #expect(explanation.nearestMisses.map(\.route.pattern).first == "/repos/:owner/issues")
  }

  @Test(
    arguments: [
      ("issues", "issuez", 1), ("cart", "cars", 1), ("ab", "abc", 1), ("a", "b", 1),
      ("product", "prodcut", 2), ("events", "issuez", nil), ("cart", "order", nil),
    ] as [(String, String, Int?)])
  func aTypoIsASmallEditDistance(expected: String, found: String, distance: Int?) {
    #expect(
      RouteVerdict.literalSegmentDiffers(segment: 2, expected: expected, found: found)
        .typoDistance == distance)
  }
}

@Suite("Router.explain: against match, on generated URLs")
struct RouteExplanationDifferentialTests {
  static let patterns = [
    "/a", "/a/b", "/a/:x", "/a/:x(\\d+)", "/a/:x/c", "/:x/b", "/b{/:y}/c", "/b/*rest",
    "/c/:x.:ext", "/c/:n(\\d+).png", "/c/x-:y", "/d/*path/end", "myapp://a/:x", "/",
  ]
  static let words = ["a", "b", "c", "d", "1", "22", "x.png", "7.png", "x-y", "end", "e"]

  /// A small deterministic generator (SplitMix64).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((value ^ (value >> 31)) % UInt64(bound))
    }
  }

  @Test func theWinnerIsMatchsRouteAndEveryMissQuotesThePath() async throws {
    let router = try router(Self.patterns)
    var generator = Generator(state: 12)
    for _ in 0..<300 {
      let count = generator.next(5)
      let segments = (0..<count).map { _ in Self.words[generator.next(Self.words.count)] }
      let url = (generator.next(4) == 0 ? "myapp:/" : "") + "/" + segments.joined(separator: "/")
      let explanation = await router.explain(url)
      let matched = try router.match(url)
      #expect(explanation.winner?.route === matched?.route, "\(url)")
      let path = try #require(explanation.path).split(separator: "/").map(String.init)
      for route in explanation.routes {
        let own = try RouteMatcher(route.route.expression).match(url) != nil
        #expect(route.verdict.isMatch == own, "\(url) \(route.route.pattern) \(route.verdict)")
        switch route.verdict {
        case .firstSegmentDiffers(_, let found):
          #expect(path.first == found, "\(url) \(route.route.pattern)")
        case .literalSegmentDiffers(let segment, _, let found),
          .segmentDiffers(let segment, _, let found):
          #expect(path[segment - 1] == found, "\(url) \(route.route.pattern)")
        case .constraintRefused(_, _, let text, let segment):
          #expect(path[segment - 1].contains(text), "\(url) \(route.route.pattern)")
        case .tooFewSegments(_, let found), .tooManySegments(_, let found):
          #expect(found == path.count, "\(url) \(route.route.pattern)")
        case .patternDidNotMatch:
          Issue.record("\(url) \(route.route.pattern): no segment explains the miss")
        default:
          break
        }
      }
    }
  }
}
