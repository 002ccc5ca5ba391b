import Foundation
import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The compiled route table against the reference (each route's own matcher, in dispatch
/// order): the same route must win, with the same parameters, for every URL.
@Suite("Compiled table agrees with the reference")
struct CompiledTableDifferentialTests {
  /// What a router answers for a URL, comparable.
  struct Answer: Equatable, CustomStringConvertible {
    let route: String?
    let parameters: [String: String]
    let error: String?
    var description: String { "\(route ?? "nil") \(parameters) \(error ?? "")" }
  }

  static func compiledAnswer(_ router: Router, _ url: String) -> Answer {
    do {
      let match = try router.match(url)
      return Answer(
        route: match?.route.pattern, parameters: match?.parameters.dictionary ?? [:], error: nil)
    } catch {
      return Answer(route: nil, parameters: [:], error: error.code)
    }
  }

  /// What `withMatch` lends for `url`, as an answer (parameters decoded by name).
  static func borrowedAnswer(_ router: Router, _ url: String) -> Answer {
    do {
      let answer = try router.withMatch(url) { match in
        var parameters: [String: String] = [:]
        for name in match.route.expression.parameterNames {
          parameters[name] = match.decodedParameter(named: name)
        }
        return Answer(route: match.route.pattern, parameters: parameters, error: nil)
      }
      return answer ?? Answer(route: nil, parameters: [:], error: nil)
    } catch {
      return Answer(route: nil, parameters: [:], error: error.code)
    }
  }

  static func referenceAnswer(_ router: Router, _ url: String) -> Answer {
    do {
      let parsed = try RouteURL(
        reading: url, maximumLength: router.configuration.maximumURLLength)
      let admission = try router.admission(of: parsed)
      var blocked: RouteRecord?
      let table = router.routeTable.storage
      let match = try RouteError.wrapping { () throws(MatchingError) in
        try table.referenceMatch(
          parsed, admission: admission, origin: parsed.source, from: 0,
          blockedInternalOnly: &blocked)
      }.map(RouteMatch.init)
      return Answer(
        route: match?.route.pattern, parameters: match?.parameters.dictionary ?? [:], error: nil)
    } catch {
      return Answer(route: nil, parameters: [:], error: error.code)
    }
  }

  /// Every candidate in dispatch order, as the dispatcher walks them after declines.
  static func allCandidates(_ router: Router, _ url: String, compiled: Bool) -> [String] {
    guard let parsed = try? RouteURL(url), let admission = try? router.admission(of: parsed) else {
      return []
    }
    let table = router.routeTable.storage
    var blocked: RouteRecord?
    var found: [String] = []
    var previous: RouteRecord?
    var start = 0
    while true {
      let match: MatchCore?
      if compiled, let previous {
        match = try? table.nextMatch(
          parsed, after: previous, admission: admission, origin: .internal,
          blockedInternalOnly: &blocked)
      } else if compiled {
        match = try? table.firstMatch(
          parsed, admission: admission, origin: .internal, blockedInternalOnly: &blocked,
          scratch: .current)
      } else {
        match = try? table.referenceMatch(
          parsed, admission: admission, origin: .internal, from: start,
          blockedInternalOnly: &blocked)
      }
      guard let match else { return found }
      found.append(match.record.expression.pattern)
      previous = match.record
      start = (table.index(of: match.record) ?? table.records.count) + 1
    }
  }

  static let literals = ["a", "b", "ab", "users", "me", "x.html", "v1", "A"]

  /// A random pattern segment, drawn so that routes often overlap.
  static func segment(_ index: Int, _ random: inout SeededGenerator, last: Bool) -> String {
    switch Int.random(in: 0..<26, using: &random) {
    case 0...4: return literals.randomElement(using: &random)!
    case 5, 6: return ":p\(index)"
    case 7: return ":p\(index)(\\d+)"
    case 8: return ":p\(index)([a-z]+)"
    case 9: return ":p\(index).html"
    case 10: return ":p\(index)-:q\(index)"
    case 11: return "*w\(index)"
    case 12: return ":p\(index)(.*)"
    case 13: return index % 2 == 0 ? "a{/:o\(index)}" : "b{/a}"
    case 14: return ":p\(index)(a|a/b)"
    case 15: return ":p\(index){.:e\(index)}"
    case 16: return "user_:p\(index)"
    case 17: return ":p\(index).:q\(index)"
    case 18: return ":p\(index){-:q\(index)}{.:e\(index)}"
    case 19: return last ? ":p\(index)(\\d*)" : ":p\(index)(\\d+).png"
    case 20: return "*w\(index){.:e\(index)}"
    case 22: return "x-*w\(index)"
    case 23: return "hello*w\(index)"
    case 24: return "*w\(index)-x"
    case 25: return ":p\(index)-*w\(index)"
    default: return ":p\(index)(\\d+)-:q\(index)"
    }
  }

  static func pattern(_ random: inout SeededGenerator) -> String {
    let count = Int.random(in: 0...4, using: &random)
    var text = (0..<count).map { "/" + segment($0, &random, last: $0 == count - 1) }.joined()
    if Int.random(in: 0..<6, using: &random) == 0 { text += "{/:o}" }
    if Int.random(in: 0..<8, using: &random) == 0 { text = "{/:t}-bar" + text }
    if text.isEmpty { text = "/" }
    if Int.random(in: 0..<8, using: &random) == 0 { text = "myapp:/" + text }
    return text
  }

  static func url(_ random: inout SeededGenerator) -> String {
    let values =
      literals + [
        "12", "7", "x-y", "a-b-c", "q.html", "a.b.c", "ME", "%2F", "caf%C3%A9", "z", "-bar",
        "x-bar", "user_x", "x.tar.gz", "12.png", "a-b.c", "user_7.png", "12-3", "x-", "a-x",
        "hello-world", "hello", "-x",
      ]
    let count = Int.random(in: 0...5, using: &random)
    var text = (0..<count).map { _ in "/" + values.randomElement(using: &random)! }.joined()
    if text.isEmpty { text = "/" }
    switch Int.random(in: 0..<10, using: &random) {
    case 0: text += "/"
    case 1: text = "myapp:/" + text
    case 2: text = "https://app.example.com" + text
    case 3: text += "?q=1"
    default: break
    }
    return text
  }

  @Test("random route sets and URLs", arguments: 0..<24)
  func randomTables(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let router = makeRouter(caseInsensitive: seed % 4 == 3)
    for _ in 0..<Int.random(in: 5...60, using: &random) {
      let priority =
        Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: -1...1, using: &random) : 0
      _ = try? router.register(Self.pattern(&random), priority: priority) { _ in .ok }
    }
    if seed % 3 == 0 {
      _ = try? router.register(regex: "/(?<r>[a-z]+)/(?<s>\\d+)") { _ in .ok }
    }
    for _ in 0..<400 {
      let url = Self.url(&random)
      let compiled = Self.compiledAnswer(router, url)
      let reference = Self.referenceAnswer(router, url)
      #expect(compiled == reference, "\(url) with routes \(router.routes.map(\.pattern))")
      #expect(Self.borrowedAnswer(router, url) == compiled, "\(url) lent")
      #expect(
        Self.allCandidates(router, url, compiled: true)
          == Self.allCandidates(router, url, compiled: false),
        "\(url)")
    }
  }

  @Test func specEdgeCases() throws {
    let router = makeRouter()
    let patterns = [
      "/", "/a/b", "/a/:x", "/a/:x(\\d+)", "/a/*rest", "/a/:x/c", "/users{/:id}/edit",
      "/users/edit",
      "/item/:id.html", "/p/:id-:slug", "/files{/*path}", "/category/家居", "myapp://share/:id",
      "/share/:id", "/x/:path(.*)", "/x/:a/:b", "/:lang/home", "{/:l}/start",
      "{/:test}-bar", "{/:foo}{/:bar}-ext", "/:name.:ext", "/n/:p1-:p2", "/t/:test{.:format}",
      "/test/:id(\\d*)", "/img/user_:name", "/img/:id(\\d+).png", "/img/:id.png",
      "/x-*p/:q", "/ab/*xx", "/ab/hello*xx", "/w/*p-x", "/w/:a-*b",
    ]
    for pattern in patterns { try router.register(pattern) { _ in .ok } }
    let urls = [
      "/", "/a/b", "/a/1", "/a/z", "/a/1/c", "/a/1/2/3", "/users/edit", "/users/5/edit",
      "/item/a.b.html", "/p/12-my-post", "/files", "/files/a/b", "/category/%E5%AE%B6%E5%B1%85",
      "myapp://share/1", "/share/1", "/x/1/2", "/x/1", "/en/home", "/start", "/en/start", "/a//b/",
      "/a/%2F", "/a/./b", "/nothing/here", "/foo-bar", "/-bar", "/x/y-ext", "/x-ext", "/-ext",
      "/archive.tar.gz", "/n/foo-bar-baz", "/t/route.json.html", "/t/route", "/test", "/test/",
      "/test/12", "/img/user_x", "/img/12.png", "/img/x.png", "/x-/a/z", "/x-a/b/z",
      "/ab/hello-world", "/ab/hello/x", "/ab/ab", "/w/a/-x", "/w/a/b-x", "/w/x-/y",
    ]
    for url in urls {
      #expect(Self.compiledAnswer(router, url) == Self.referenceAnswer(router, url), "\(url)")
    }
  }

  /// An all-literal route does not always come first: `/a{/b}` has the same specificity as
  /// `/a/b` and, registered earlier, wins `/a/b` on every path, shortcut or not.
  @Test func anEarlierOptionalLiteralBeatsAStaticRoute() throws {
    let router = makeRouter()
    try router.register("/a{/b}") { _ in .ok }
    try router.register("/a/b") { _ in .ok }
    for url in ["/a/b", "/a/b?x=1", "/a/b/", "myapp://a/b", "/a"] {
      #expect(Self.compiledAnswer(router, url).route == "/a{/b}", "\(url)")
      #expect(Self.compiledAnswer(router, url) == Self.referenceAnswer(router, url), "\(url)")
    }
  }

  @Test func priorityKeepsALaterLiteralBranchBehindAParameter() throws {
    let router = makeRouter()
    try router.register("/a/users/y", priority: 1) { _ in .ok }
    try router.register("/a/:p/x", priority: 1) { _ in .ok }
    try router.register("/a/users/:q") { _ in .ok }
    #expect(Self.compiledAnswer(router, "/a/users/x").route == "/a/:p/x")
    #expect(Self.compiledAnswer(router, "/a/users/z").route == "/a/users/:q")
    #expect(
      Self.allCandidates(router, "/a/users/x", compiled: true) == ["/a/:p/x", "/a/users/:q"])
  }

  /// A group too large for one PCRE2 program is split (its constraint keeps it from a
  /// segment trie, which has no size limit).
  @Test func largeGroupsAreSplitAcrossPrograms() throws {
    let router = makeRouter()
    let definitions = try (0..<3_000).map { index in
      try RouteDefinition(
        "/big/item\(index)/:id([a-z0-9]+)/detail\(index % 7)",
        handler: ClosureRouteHandler { _ in .ok })
    }
    try router.register(definitions)
    let table = router.routeTable.storage
    let programs = table.compiled.groups.values.reduce(0) { $0 + $1.programs.count }
    #expect(programs > 1)
    for index in stride(from: 0, to: 3_000, by: 37) {
      let url = "/big/item\(index)/x/detail\(index % 7)"
      #expect(
        Self.compiledAnswer(router, url).route
          == "/big/item\(index)/:id([a-z0-9]+)/detail\(index % 7)")
      #expect(Self.compiledAnswer(router, url) == Self.referenceAnswer(router, url))
    }
  }

  /// Static routes are probed only for paths as long as one of them (lengths modulo 64): a
  /// static route of any length is still found, beside parameter routes of its first segment.
  @Test func staticRoutesOfEveryLengthAreFound() throws {
    let router = makeRouter()
    try router.register("/s/:a") { _ in .ok }
    try router.register("/s/:a/:b") { _ in .ok }
    var statics: [String] = []
    for length in [1, 2, 7, 8, 9, 15, 16, 61, 62, 63, 64, 65, 66, 127, 130] {
      let path = "/s/" + String(repeating: "x", count: length)
      statics.append(path)
      try router.register(path) { _ in .ok }
    }
    for path in statics {
      for url in [path, path + "/", path.dropLast() + "y", path + "/z"] {
        #expect(Self.compiledAnswer(router, url) == Self.referenceAnswer(router, url), "\(url)")
        #expect(Self.borrowedAnswer(router, url) == Self.referenceAnswer(router, url), "\(url)")
      }
      #expect(Self.compiledAnswer(router, path).route == path)
    }
  }

  @Test func sharedRouteSetsAgree() throws {
    for name in ["github", "gplus", "parse", "static", "r3", "matchit", "github-x8"] {
      let (router, urls) = try sharedRouteSet(name)
      for url in urls {
        #expect(
          Self.compiledAnswer(router, url) == Self.referenceAnswer(router, url), "\(name) \(url)")
      }
    }
  }
}
