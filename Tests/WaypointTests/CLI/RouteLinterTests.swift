import Foundation
import Testing
import Waypoint

@testable import WaypointCLI

@Suite("waypoint lint: unreachable routes and scale")
struct RouteLinterTests {
  let scratch = TemporaryDirectory()

  /// The shape of `pattern`, with constraints classified as lint does.
  static func shape(_ pattern: String) throws -> PatternShape {
    let classifier = ConstraintClassifier()
    return PatternShape(try RouteExpression(pattern), classify: classifier.token(for:))
  }

  /// A manifest of `routes` (pattern, priority, flags), with one handler for all.
  func manifest(_ routes: [(String, Int, [String])], redirects: String = "") throws
    -> String
  {
    let entries = routes.map { pattern, priority, flags in
      let escaped = pattern.replacingOccurrences(of: "\\", with: "\\\\")
      let flagList = flags.map { "\"\($0)\"" }.joined(separator: ", ")
      return
        #"{"pattern": "\#(escaped)", "handler": "h", "priority": \#(priority), "flags": [\#(flagList)]}"#
    }
    return try scratch.file(
      #"{"version": 1, "routes": [\#(entries.joined(separator: ",\n"))], "redirects": [\#(redirects)]}"#,
      suffix: ".json")
  }

  /// The `unreachable` findings of `lint --manifest`, as (shadowed, earlier) patterns.
  static func unreachable(inManifest path: String) async throws -> [String] {
    let run = await CommandRun.run(["lint", "--manifest", path, "--json"])
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    return findings.filter { $0["code"] as? String == "unreachable" }.compactMap {
      $0["message"] as? String
    }
  }

  // MARK: Coverage

  @Test(arguments: [
    // Constraints equivalent to the default segment rule, and the `.*`-like ones.
    ("/x/:id([^/]+)", "/x/:id"),
    ("/x/:id([^\\/]+?)", "/x/:other"),
    ("/y/:p(.*)", "/y/:q"),
    ("/y/:p(.*)", "/y/:a/:b"),
    ("/y/:p(.*)", "/y/*rest"),
    ("/y/:p((?:.*))", "/y/a/b"),
    ("/y/:p(.+)", "/y/*rest"),
    ("/y/:p(.+)", "/y/:q(.*)/x"),
    ("/w/:p([^/]*)", "/w/:q"),
    ("/w/:p([^/]*)", "/w/literal"),
    ("/:x(.*)", "/"),
    ("/:x(.*)", "/a{/:b}"),
    // A `.*` or `[^/]*` last segment also matches when it is absent (the Routing semantics article,
    // *Constraints*).
    ("/y/:p(.*)", "/y{/:q}"),
    ("/y/:p(.*)", "/y"),
    ("/w/:p([^/]*)", "/w{/:q}"),
    ("/w/:p([^/]*)", "/w"),
    ("/a{/b}/:p(.*)", "/a"),
    // Literal and parameter segments.
    ("/:a/:b", "/product/:id"),
    ("/:a/:b", "/product/:id(\\d+)"),
    ("/:a/:b", "/:a/:b(\\w+|[a-z0-9_-]{2,})"),
    ("/:a", "/:name.:ext"),
    ("/:a", "/v:version"),
    // Wildcards: one or more segments.
    ("/v/*rest", "/v/:a/:b"),
    ("/v/*rest", "/v/a{/:b}"),
    ("/*all", "/a/b/c"),
    ("/*all", "/:x(\\d+)"),
    ("/v/*rest", "/v/:p(.+)"),
    ("/files/*path/raw", "/files/:a/:b/raw"),
    // A wildcard is one or more characters, `/` included (the Routing semantics article,
    // *Wildcards*).
    ("/v/*rest", "/v/x-*p"),
    ("/*all", "/x-*p/:q"),
    ("/x-*p", "/x-:q"),
    ("/x-*p", "/x-*q/:r"),
    // Optional parts, on either side.
    ("/users{/:id}/edit", "/users/:id/edit"),
    ("/users{/:id}/edit", "/users/edit"),
    ("/a{/:b}{/:c}", "/a/x{/y}"),
    ("/a/:b{/*rest}", "/a/:b/c/:d"),
  ])
  func covers(earlier: String, later: String) throws {
    #expect(try Self.shape(earlier).covers(Self.shape(later)))
  }

  @Test(arguments: [
    // The later route matches more than the earlier one.
    ("/y/:q", "/y/:p(.*)"),
    ("/y/:p(.+)", "/y/:q(.*)"),  // `.*` also matches /y (an absent last segment: *Constraints*)
    ("/w/:q", "/w/:p([^/]*)"),  // likewise /w
    ("/w/:q([^/]+)", "/w/:p([^/]*)"),
    ("/w/:p([^/]*)", "/w/:q([^/]*)/x"),
    ("/z/:p([^/]+)", "/z/*rest"),
    ("/:a/:b", "/p/:id(.*)"),
    ("/:a/:b", "/p/:id(\\d+|a/b)"),
    ("/:a/:b", "/p/:id([+-0]+)"),  // the range +-0 holds /
    ("/:a/:b", "/p/:id(\\D+)"),
    ("/:a/:b", "/p/:id([^a]+)"),
    ("/v/*rest", "/v{/:a}"),
    ("/*all", "/"),
    ("/:a", "/"),
    ("/x/:id", "/x/:id{/:more}"),
    ("/:a.:ext", "/:name"),
    ("/:a-:b", "/:x-y-:z"),  // :b never holds `-` (*Parameters in one segment*): not proven
    // Different constraints: lint does not compare regexes.
    ("/u/:p(\\d+)", "/u/:q"),
    ("/u/:p(\\d+)", "/u/:q([0-9]+)"),
    ("/u/:p(\\d+)", "/u/5"),
    // Literals differ.
    ("/a/b", "/a/c"),
    ("/a/:b", "/ab/:c"),
    ("/a/:b", "/a"),
    ("/a{/:b}", "/a/b/c"),
    // Only a last segment that is a lone constraint may be absent.
    ("/y/:p(.*){-x}", "/y"),
    ("/y/:p(.*)/z", "/y/z"),
    ("/y/:p(.+)", "/y"),
    // A wildcard inside a segment may start with `/`: `/x-/a/z` is no `/:a/:b`.
    ("/:a/:b", "/x-*p/:q"),
    ("/:a/:b/:c", "/x-*p/:q"),
  ])
  func doesNotCover(earlier: String, later: String) throws {
    #expect(try !Self.shape(earlier).covers(Self.shape(later)))
  }

  /// Patterns of every kind lint reasons about, paired with each other below.
  static let samplePatterns = [
    "/", "/a", "/a/b", "/:x", "/:x/:y", "/a/:x", "/a/:x/b", "/a/*rest", "/*all", "/a/:x(.*)",
    "/a/:x(.+)", "/a/:x([^/]+)", "/a/:x([^/]*)", "/a/:x(\\d+)", "/:x(\\d+)", "/a{/:x}",
    "/a/:x{/:y}", "/a{/b}/c", "/:x.:ext", "/a/:x.:ext", "/a/v:x", "/a-:x", "/:x(.*)",
    "/a/:x/*rest", "/a/*rest/b", "/:x/b", "/a/b{/*rest}", "/:x([a-z]+)", "/a/:x([a-z0-9-]+)",
    "/a/x.:ext", "/a/:x-:y", "/:x(.+)/b", "/a/file.:ext", "/a/:name.json", "/a/f:x.json",
    "/a/file.json", "/a/:x(\\d+)/b", "/a/:x(\\d+){/:y}", "/a/:x(\\d+)", "/a/:x([^/]+)/b",
    "/a/x-*y/b", "/a-*x", "/a/*x-b", "/x-*y/:z", "/a/:x(.*){-b}", "/a{/b}/:x([^/]*)",
  ]

  /// The index never hides an earlier route that covers a later one.
  @Test func theIndexOffersEveryCoveringRoute() throws {
    for laterPattern in Self.samplePatterns {
      let later = try Self.shape(laterPattern)
      for earlierPattern in Self.samplePatterns where earlierPattern != laterPattern {
        let earlier = try Self.shape(earlierPattern)
        guard earlier.covers(later) else { continue }
        var index = ShadowIndex()
        index.insert(try Self.shape("/unrelated/:x(.*)"), at: 0)
        index.insert(earlier, at: 1)
        #expect(
          index.candidates(for: later) == [1],
          "\(earlierPattern) is not offered for \(laterPattern)")
      }
    }
  }

  /// Soundness against the router's own matcher: whenever lint says an earlier pattern covers
  /// a later one, every sample URL the later pattern matches, the earlier one matches too.
  @Test func everyCoverageClaimHoldsOnSampleURLs() throws {
    let values = [
      "a", "b", "5", "42", "x-y", "a.b", "v1", "a/b", "b/c/d", "", "x-y-z", "a/b.c", "/a", "a/",
      "/b/c",
    ]
    var claims = 0
    for laterPattern in Self.samplePatterns {
      let later = try Self.shape(laterPattern)
      let laterMatcher = try RouteMatcher(laterPattern)
      // Sample URLs: each expansion with its variable tokens filled in several ways.
      var urls: Set<String> = []
      for expansion in try #require(later.expansions) {
        for seed in 0..<40 {
          var url = ""
          var choice = seed
          for token in expansion {
            if case .byte(let byte) = token {
              url.append(Character(UnicodeScalar(byte)))
            } else {
              url += values[choice % values.count]
              choice = choice / values.count + seed * 7 + 3
            }
          }
          if (try? laterMatcher.match(url)) != nil { urls.insert(url) }
        }
      }
      for earlierPattern in Self.samplePatterns where earlierPattern != laterPattern {
        guard try Self.shape(earlierPattern).covers(later) else { continue }
        claims += 1
        let earlierMatcher = try RouteMatcher(earlierPattern)
        for url in urls {
          #expect(
            (try? earlierMatcher.match(url)) != nil,
            "\(earlierPattern) is said to cover \(laterPattern) but does not match \(url)")
        }
      }
    }
    #expect(claims > 100)
  }

  @Test func constraintsThatStayInOneSegment() {
    for constraint in ["\\d+", "[a-z0-9_-]+", "\\w{2,3}", "(?:abc|de)+", "[A-Z]\\.x", "%E5%AE"] {
      #expect(ConstraintClassifier.isWithinSegment(constraint), "\(constraint)")
    }
    for constraint in [".", "a/b", "\\D", "[^a]", "\\x2f", "[+-0]", "\\Q/\\E", "(?s).", "\\S"] {
      #expect(!ConstraintClassifier.isWithinSegment(constraint), "\(constraint)")
    }
    #expect(ConstraintClassifier.acceptsEmpty("\\d*"))
    #expect(!ConstraintClassifier.acceptsEmpty("\\d+"))
  }

  // MARK: The lint command

  @Test func reportsRoutesBehindEquivalentConstraints() async throws {
    let routes = try scratch.file(
      "/x/:id([^/]+)\n/x/:id\n/y/:p(.*)\n/y/:q\n/w/:p([^/]*)\n/w/:q\n", suffix: ".routes")
    let run = await CommandRun.run(["lint", "--routes", routes])
    #expect(run.status == 1)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("error[unreachable]") }.count == 3, "\(run.standardOutput)")
    #expect(
      run.standardOutput.contains(
        "error[unreachable] \(routes):2, \(routes):1: /x/:id can never win: /x/:id([^/]+) comes first"
      ))
    #expect(run.standardOutput.contains("\(routes):4, \(routes):3: /y/:q can never win"))
    #expect(run.standardOutput.contains("\(routes):6, \(routes):5: /w/:q can never win"))
  }

  /// `/y/:p(.*)` also matches `/y` (the Routing semantics article, *Constraints*), so a later
  /// `/y{/:q}` can never win.
  @Test func aRouteBehindAnEmptyableLastSegmentIsReported() async throws {
    let routes = try scratch.file(
      "/y/:p(.*)\n/y{/:q}\n/w/:p([^/]*)\n/w{/:q}\n/v/:p(.+)\n/v{/:q}\n", suffix: ".routes")
    let run = await CommandRun.run(["lint", "--routes", routes])
    #expect(run.status == 1)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("error[unreachable]") }.count == 2, "\(run.standardOutput)")
    #expect(
      run.standardOutput.contains(
        "\(routes):2, \(routes):1: /y{/:q} can never win: /y/:p(.*) comes first"))
    #expect(
      run.standardOutput.contains("\(routes):4, \(routes):3: /w{/:q} can never win: /w/:p([^/]*)"))
  }

  @Test func aRouteThatAlsoMatchesAnAbsentSegmentIsNotReported() async throws {
    let path = try manifest([
      ("/w/:q", 1, []), ("/w/:p([^/]*)", 0, []), ("/y/:q", 1, []), ("/y/:p(.*)", 0, []),
      ("/t/:q(\\d+)", 1, []), ("/t/:p(\\d*)", 0, []),
    ])
    #expect(try await Self.unreachable(inManifest: path) == [])
  }

  @Test func anEarlierRouteCoversOnlyRoutesOfItsOwnSource() async throws {
    let path = try manifest([
      ("/p/:a", 5, []), ("myapp://p/:id", 0, []), ("/p/:id(\\d+)", 0, []),
      ("myapp://q/:a", 5, []), ("myapp://q/:id(\\d+)", 0, []),
      ("https://shop.example.com/r/:rest(.*)", 5, []), ("/r/:id", 0, []),
    ])
    let found = try await Self.unreachable(inManifest: path)
    #expect(found.count == 2, "\(found)")
    #expect(found.contains { $0.hasPrefix("/p/:id(\\d+) can never win: /p/:a comes first") })
    #expect(
      found.contains { $0.hasPrefix("myapp://q/:id(\\d+) can never win: myapp://q/:a comes first") }
    )
  }

  @Test func anInternalOnlyRouteCoversOnlyInternalOnlyRoutes() async throws {
    let path = try manifest([
      ("/:a/:b", 5, ["internalOnly"]), ("/p/:id", 0, []), ("/q/:id", 0, ["internalOnly"]),
    ])
    let found = try await Self.unreachable(inManifest: path)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.hasPrefix("/q/:id can never win") == true)
  }

  @Test func aRedirectCoversTheRoutesBehindIt() async throws {
    let path = try manifest(
      [("/new/:x", 0, []), ("/old/:id", 0, [])],
      redirects: #"{"from": "/old/:x([^/]+)", "to": "/new/:x"}"#)
    let found = try await Self.unreachable(inManifest: path)
    #expect(found.count == 1 && found[0].hasPrefix("/old/:id can never win"), "\(found)")
  }

  @Test func sameShapeNamesTheRouteThatWinsInDispatchOrder() async throws {
    let path = try manifest([("/search/:query", 0, []), ("/search/:keyword", 5, [])])
    let run = await CommandRun.run(["lint", "--manifest", path])
    #expect(
      run.standardOutput.contains(
        "/search/:keyword and /search/:query have the same shape; the first always wins"),
      "\(run.standardOutput)")
  }

  /// The table is registered in one call: the entries the router would refuse are found
  /// first, each reported at its place, and the rest is registered.
  @Test func refusedEntriesAreReportedAndTheRestRegistered() async throws {
    let path = try scratch.file(
      """
      {"version": 1, "routes": [
        {"pattern": "/a/:id", "handler": "h", "name": "a"},
        {"pattern": "/b/:id", "handler": "h", "name": "a"},
        {"pattern": "/a/:id", "handler": "h"},
        {"pattern": "/c/:id", "handler": "h", "name": "c"}],
       "redirects": [{"from": "/c/:id", "to": "/a/:id"}, {"from": "/d/:x", "to": "/c/:x"}]}
      """, suffix: ".json")
    let run = await CommandRun.run(["lint", "--manifest", path])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("error[duplicateRouteName] \(path) routes[1]:"))
    #expect(run.standardOutput.contains("error[duplicate] \(path) routes[0], \(path) routes[2]:"))
    #expect(
      run.standardOutput.contains("error[duplicate] \(path) routes[3], \(path) redirects[0]:"))
    #expect(run.standardOutput.hasSuffix("3 error(s), 0 warning(s)\n"), "\(run.standardOutput)")
    let routes = await CommandRun.run(["routes", "--manifest", path])
    #expect(routes.status == 2)
  }

  /// The shipped route sets and the example app's manifest: nothing is reported unreachable
  /// (the sets are routers' benchmark tables, written without shadowed routes).
  @Test(arguments: [
    "github", "github-x8", "github-x64", "gplus", "matchit", "one", "parse", "r3", "static",
  ])
  func noUnreachableRouteInTheShippedSets(set: String) async throws {
    let path = routeSetsDirectory.appendingPathComponent("\(set).routes").path
    let run = await CommandRun.run(["lint", "--routes", path])
    #expect(!run.standardOutput.contains("unreachable"), "\(run.standardOutput.prefix(2000))")
    #expect(run.status == 0)
  }

  @Test func noUnreachableRouteInTheShopManifest() async throws {
    let path = routeSetsDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Shop/Sources/ShopApp/manifest.json").path
    let run = await CommandRun.run(["lint", "--manifest", path])
    #expect(run.status == 0, "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("unreachable"))
  }

  /// Thousands of routes sharing prefixes, with constraints, optional parts and wildcards,
  /// lint in far less than the quadratic checks took (which needed minutes for this table).
  @Test func lintsThousandsOfRoutesQuickly() async throws {
    var lines: [String] = []
    for index in 0..<4_000 {
      switch index % 8 {
      case 0: lines.append("/api/v\(index % 7)/res\(index)/:id(\\d+)")
      case 1: lines.append("/users\(index){/:id}/edit")
      case 2: lines.append("/shop/:category/p\(index)/:slug")
      case 3: lines.append("/files\(index)/*path")
      case 4: lines.append("/search\(index)/:query(.*)")
      case 5: lines.append("/x\(index)/:name.:ext")
      case 6: lines.append("/deep/a\(index % 10)/b\(index % 100)/c\(index)/:d/:e")
      default: lines.append("/static/page\(index)")
      }
    }
    let routes = try scratch.file(lines.joined(separator: "\n"), suffix: ".routes")
    let clock = ContinuousClock()
    var run: CommandRun?
    let elapsed = await clock.measure {
      run = await CommandRun.run(["lint", "--routes", routes])
    }
    #expect(run?.standardOutput == "0 error(s), 0 warning(s)\n")
    #expect(elapsed < .seconds(60), "lint took \(elapsed)")
  }
}
