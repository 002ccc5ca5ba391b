import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The pattern rules of the Routing semantics article (*Normalization*, *Pattern syntax*, *Which
/// route wins*) decided in issue 11, each checked on a route's own matcher and on a router (the
/// compiled table), which must agree.
@Suite("Pattern rules")
struct PatternRulesTests {
  typealias Case = MatchCase

  /// Matches `row` with the route's own matcher and with a router holding only that route.
  private func check(_ row: Case, caseInsensitive: Bool = false) throws {
    let configuration = MatchConfiguration(caseInsensitive: caseInsensitive)
    let own = try RouteMatcher(row.pattern, configuration: configuration).match(row.url)
    #expect(own?.parameters.dictionary == row.expected, "own matcher")
    let router = makeRouter(caseInsensitive: caseInsensitive)
    try router.register(row.pattern) { _ in .ok }
    let routed = try router.match(row.url)
    #expect(routed?.parameters.dictionary == row.expected, "router")
  }

  // MARK: An optional part may start the pattern and be followed by text

  static let leadingOptionals: [Case] = [
    Case("{/:test}-bar", "/foo-bar", ["test": "foo"]),
    Case("{/:test}-bar", "/-bar", [:]),
    Case("{/:test}-bar", "/bar", nil),
    Case("{/:test}-bar", "/a/b-bar", nil),
    Case("{/:foo}{/:bar}-ext", "/x/y-ext", ["foo": "x", "bar": "y"]),
    Case("{/:foo}{/:bar}-ext", "/x-ext", ["foo": "x"]),
    Case("{/:foo}{/:bar}-ext", "/-ext", [:]),
    Case("{/:foo}{/:bar}-ext", "/x/y/z-ext", nil),
    Case("{/:a}.json", "/.json", [:]),
    Case("{/:a}.json", "/list.json", ["a": "list"]),
    Case("{/:a}{-:b}", "/", [:]),
    // expansions are tried present first: `/:a-:b` cannot match, `/:a` can
    Case("{/:a}{-:b}", "/-x", ["a": "-x"]),
    Case("{/:a}{-:b}", "/x-y", ["a": "x", "b": "y"]),
    Case("{/:lang}/home", "/home", [:]),
    Case("{/:lang}/home", "/en/home", ["lang": "en"]),
  ]

  @Test("an optional part may start the pattern, followed by text", arguments: leadingOptionals)
  func leadingOptional(_ row: Case) throws {
    try check(row)
  }

  /// Patterns refused because one of their expansions really is not a canonical path, and
  /// patterns accepted because none is.
  @Test(arguments: [
    ("{/:test}-bar", true), ("{/:foo}{/:bar}-ext", true), ("/a{/b}-c", true),
    ("/a{/:b/}{-x}", false), ("/a{/.}/b", false), ("/a{/..}", false), ("/{.}", false),
    ("/a{/:b}{/.}", false), ("/x{/:a{/.}}", false), ("{/.}-x", true), ("{/a}{/}-x", true),
    ("{/a/}{/}-x", false),
  ])
  func onlyANonCanonicalExpansionIsRefused(pattern: String, accepted: Bool) {
    do {
      _ = try RouteExpression(pattern)
      #expect(accepted, "accepted")
    } catch {
      #expect(!accepted, "\(error)")
      #expect(error.code == "invalidPattern")
    }
  }

  /// The check follows states, not expansions: twelve optional parts (4,096 expansions)
  /// are checked at once, and a large pattern of them is quick.
  @Test(.timeLimit(.minutes(1)))
  func theExpansionCheckIsLinear() throws {
    let pattern = "/a" + (0..<12).map { "{/:b\($0){-x}}" }.joined()
    #expect(throws: MatchingError.self) { try RouteExpression(pattern) }  // 24 optional parts
    let twelve = (0..<12).map { "{/:b\($0)}" }.joined() + "-x"
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try RouteExpression(twelve) }
    #expect(elapsed < .seconds(1))
    #expect(try RouteMatcher(twelve).match("/-x")?.parameters.dictionary == [:])
    #expect(
      try RouteMatcher(twelve).match("/p/q-x")?.parameters.dictionary == ["b0": "p", "b1": "q"])
  }

  // MARK: Two parameters in one segment

  static let splits: [Case] = [
    Case("/:name.:ext", "/archive.tar.gz", ["name": "archive.tar", "ext": "gz"]),
    Case("/:name.:ext", "/a.b", ["name": "a", "ext": "b"]),
    Case("/:name.:ext", "/ab", nil),
    Case("/a/:p1-:p2", "/a/foo-bar-baz", ["p1": "foo-bar", "p2": "baz"]),
    Case("/:test{.:format}", "/route.json.html", ["test": "route.json", "format": "html"]),
    Case("/:test{.:format}", "/route.json", ["test": "route", "format": "json"]),
    Case("/:test{.:format}", "/route", ["test": "route"]),
    Case("/:test{.:format}", "/route.", ["test": "route."]),
    Case("/:a-:b-:c", "/1-2-3-4", ["a": "1-2", "b": "3", "c": "4"]),
    Case("/:a-:b.:c", "/x-y.z-w.v", ["a": "x-y.z", "b": "w", "c": "v"]),
    Case("/:a{-:b}{.:c}", "/x-y.z", ["a": "x", "b": "y", "c": "z"]),
    Case("/:a{-:b}{.:c}", "/x.y.z", ["a": "x.y", "c": "z"]),
    Case("/:a{-:b}{.:c}", "/x-y-z", ["a": "x-y", "b": "z"]),
    Case("/:a.-:b", "/x.-y.-z", ["a": "x.-y", "b": "z"]),
    Case("/:a%20:b", "/x%20y%20z", ["a": "x y", "b": "z"]),
    Case("/files/*path{.:ext}", "/files/a/b.txt", ["path": "a/b", "ext": "txt"]),
    Case("/files/*path{.:ext}", "/files/a/b", ["path": "a/b"]),
    Case("/:id(\\d+).:ext", "/12.tar.gz", nil),
    Case("/:id(\\d+).:ext", "/12.gz", ["id": "12", "ext": "gz"]),
    Case("/item/:id.html", "/item/a.b.html", ["id": "a.b"]),
    Case("/name{/:a1}{-:a2}{-:a3}", "/name/1-2-3", ["a1": "1", "a2": "2", "a3": "3"]),
    Case("/name{/:a1}{-:a2}{-:a3}", "/name/1-2", ["a1": "1", "a2": "2"]),
    Case("/name{/:a1}{-:a2}{-:a3}", "/name", [:]),
    Case("/:foo{abc:bar}", "/abcabc123", ["foo": "abc", "bar": "123"]),
    Case("/:foo{abc:bar}", "/abcabc", ["foo": "abcabc"]),
    Case("/:foo{\\|:bar|}", "/hello|world|", ["foo": "hello", "bar": "world"]),
    Case("/:foo{\\|:bar|}", "/hello||", ["foo": "hello||"]),
    Case("/*path.:ext", "/test.html/nested.json", ["path": "test.html/nested", "ext": "json"]),
    Case("/:path.*ext", "/test.html/nested.json", ["path": "test", "ext": "html/nested.json"]),
    Case("/*path{.:ext}", "/test.html/nested", ["path": "test.html/nested"]),
    Case("/:required{/:optional}-ext", "/foo/bar-ext", ["required": "foo", "optional": "bar"]),
    Case("/:required{/:optional}-ext", "/foo-ext", ["required": "foo"]),
  ]

  @Test("two parameters in one segment split as path-to-regexp 8", arguments: splits)
  func split(_ row: Case) throws {
    try check(row)
  }

  // MARK: A wildcard is one or more characters, `/` included

  static let wildcardsInsidePaths: [Case] = [
    Case("/x-*p/:q", "/x-/a/z", ["p": "/a", "q": "z"]),
    Case("/x-*p/:q", "/x-a/b/z", ["p": "a/b", "q": "z"]),
    Case("/x-*p/:q", "/x-/z", nil),
    Case("/x-*p", "/x-/a", ["p": "/a"]),
    Case("/x-*p", "/x-/", nil),  // the trailing / is ignored: `/x-` leaves nothing for p
    Case("/x-*p-y", "/x-/-y", ["p": "/"]),
    Case("/*p-x", "/a/-x", ["p": "a/"]),
    Case("/*p-x", "/a/b-x", ["p": "a/b"]),
    Case("/:a-*b", "/x-/y", ["a": "x", "b": "/y"]),
    Case("/files/*path", "/files/a/b", ["path": "a/b"]),
    Case("/files/*path/raw", "/files/a/raw/raw", ["path": "a/raw"]),
    Case(
      "/*foo/abc-:bar/xyz-*baz/:qux", "/a/abc-abc/xyz-/xyz-/z",
      ["foo": "a", "bar": "abc", "baz": "/xyz-", "qux": "z"]),
    Case("/ab/hello*xx", "/ab/hello/x", ["xx": "/x"]),
    Case("/files{/*path}", "/files", [:]),
  ]

  @Test("a *name inside a path may start and end with /", arguments: wildcardsInsidePaths)
  func wildcardInsideAPath(_ row: Case) throws {
    try check(row)
  }

  /// Reverse routing writes a wildcard's leading or trailing `/` where the path keeps it, and
  /// matching the URL gives the value back.
  @Test(arguments: [
    ("/x-*p/:q", ["p": "/a", "q": "z"], "/x-/a/z"),
    ("/x-*p-y", ["p": "/"], "/x-/-y"),
    ("/*p-x", ["p": "a/"], "/a/-x"),
    ("/files/*path", ["path": "a/b c"], "/files/a/b%20c"),
  ])
  func aWildcardValueWithALeadingOrTrailingSlashBuildsItsURL(
    pattern: String, parameters: [String: String], url: String
  ) throws {
    let expression = try RouteExpression(pattern)
    #expect(try expression.url(parameters: parameters) == url)
    #expect(try RouteMatcher(expression).match(url)?.parameters.dictionary == parameters)
  }

  /// Where the path would drop the `/` (an empty segment collapses, a trailing `/` is
  /// ignored), the value is refused.
  @Test(arguments: [
    ("/files/*path", "/a"), ("/files/*path", "a/"), ("/files/*path", "a//b"),
    ("/x-*p", "a/"), ("/x-*p/:q", "a/"), ("/x-*p", "/"), ("/*p", ""),
  ])
  func aWildcardValueThePathCannotKeepIsRefused(pattern: String, value: String) throws {
    let expression = try RouteExpression(pattern)
    var parameters = ["p": value, "path": value, "q": "z"]
    parameters = parameters.filter { expression.parameterNames.contains($0.key) }
    #expect(throws: MatchingError.self) { try expression.url(parameters: parameters) }
  }

  // MARK: A constraint that accepts the empty string

  static let emptyConstraints: [Case] = [
    Case("/test/:id(\\d*)", "/test/", ["id": ""]),
    Case("/test/:id(\\d*)", "/test", ["id": ""]),
    Case("/test/:id(\\d*)", "/test/42", ["id": "42"]),
    Case("/test/:id(\\d*)", "/test/x", nil),
    Case("/test/:id(\\d*)", "/testx", nil),
    Case("/:x(\\d*)", "/", ["x": ""]),
    Case("/test/:id(\\d+)", "/test", nil),
    Case("/test/:id(\\d*)/x", "/test/x", nil),
    Case("/test{/:id(\\d*)}", "/test", [:]),
    Case("/a/:rest(.*)", "/a", ["rest": ""]),
    Case("/a/:rest(.*)", "/a/b/c", ["rest": "b/c"]),
  ]

  @Test(
    "a constraint that accepts \"\" matches an absent last segment", arguments: emptyConstraints)
  func emptyConstraint(_ row: Case) throws {
    try check(row)
  }

  @Test func anEmptyValueBuildsTheURLWithoutItsSegment() throws {
    let expression = try RouteExpression("/test/:id(\\d*)")
    let url = try expression.url(parameters: ["id": ""])
    #expect(url == "/test/")
    #expect(try RouteMatcher(expression).match(url)?.parameters["id"] == "")
    #expect(throws: MatchingError.self) {
      try RouteExpression("/test/:id(\\d+)").url(parameters: ["id": ""])
    }
    #expect(throws: MatchingError.self) {
      try RouteExpression("/a/:id(\\d*)/b").url(parameters: ["id": ""])
    }
  }

  // MARK: Anchors in a constraint

  @Test(arguments: [
    ("/:id(^\\d+$)", 5), ("/:id(^\\d+)", 5), ("/:id(\\d+$)", 8), ("/:id(a|^b)", 7),
    ("/:id((?:^a))", 8), ("/:id([a]^)", 8), ("/:id(\\Q^\\E$)", 10), ("/:id(\\\\$)", 7),
  ])
  func anchorsAreRefused(pattern: String, position: Int) {
    #expect {
      _ = try RouteExpression(pattern)
    } throws: { error in
      guard case .invalidConstraint(let named, let at, let reason) = error as? MatchingError else {
        return false
      }
      return named == pattern && at == position && reason.contains("could never match")
    }
  }

  @Test(arguments: [
    ("/:id([^/]+)", "/a", true), ("/:id(\\^a)", "/%5Ea", false), ("/:id(a\\$)", "/a$", true),
    ("/:id([$^]+)", "/$", true), ("/:id(\\Q^$\\E)", "/x", false), ("/:id((?^)a)", "/a", true),
    ("/:id((?^i:a))", "/a", true), ("/:id([\\]^]x)", "/x", false),
  ])
  func escapedAnchorsAndClassesAreNotAnchors(pattern: String, url: String, matches: Bool) throws {
    let matcher = try RouteMatcher(pattern)
    #expect((try matcher.match(url) != nil) == matches)
  }

  // MARK: Case, empty and dot segments, query keys

  static let caseInsensitive: [Case] = [
    Case("/:test(abc)", "/ABC", ["test": "ABC"]),
    Case("/:test(abc)", "/aBc", ["test": "aBc"]),
    Case("/a/:id([a-c]+)", "/A/CAB", ["id": "CAB"]),
    Case("/café", "/CAFé", [:]),
    Case("/café", "/CAFÉ", nil),
    Case("/:x(é)", "/É", nil),
    Case("/:x(é)", "/é", ["x": "é"]),
  ]

  @Test(
    "case-insensitive matching reaches constraints and folds ASCII only", arguments: caseInsensitive
  )
  func caseInsensitiveMatching(_ row: Case) throws {
    try check(row, caseInsensitive: true)
  }

  @Test func constraintsKeepTheirCaseWithoutTheOption() throws {
    try check(Case("/:test(abc)", "/ABC", nil))
  }

  @Test(arguments: [
    ("/abc//./../def", "/def"), ("/abc/.//../def", "/def"), ("//abc//..//def/", "/def"),
    ("/a//b/.././/c", "/a/c"),
  ])
  func emptySegmentsCollapseBeforeDotSegmentsAreRemoved(url: String, path: String) throws {
    let parsed = try RouteURL("myapp:" + url)
    #expect(parsed.path == path)
    let router = makeRouter()
    try router.register(path) { _ in .ok }
    #expect(try router.match("myapp:" + url)?.route.pattern == path)
  }

  @Test(arguments: [("/abc//./../def", "/def"), ("/a//..//b", "/b"), ("/a/.//c", "/a/c")])
  func patternsCollapseEmptySegmentsBeforeDotSegmentsToo(pattern: String, path: String) throws {
    #expect(try RouteExpression(pattern).path == path)
  }

  @Test func queryKeysAreCaseSensitiveEvenWhenPathsAreNot() throws {
    let router = makeRouter(caseInsensitive: true)
    try router.register("/search") { _ in .ok }
    let match = try #require(try router.match("/SEARCH?ID=1&id=2"))
    #expect(match.query["ID"] == "1")
    #expect(match.query["id"] == "2")
    #expect(match.query.all("Id").isEmpty)
  }
}

/// The linear check of ``PatternNormalizer/allExpansionsCanonical(_:)`` against every
/// expansion written out, on random part trees.
@Suite("Expansion check")
struct ExpansionCheckTests {
  static func randomParts(_ random: inout SeededGenerator, depth: Int) -> [PatternPart] {
    (0..<Int.random(in: 1...4, using: &random)).map { _ in
      switch Int.random(in: 0..<(depth < 3 ? 7 : 6), using: &random) {
      case 0, 1: return .separator
      case 2: return .literal("a")
      case 3: return .literal(".")
      case 4: return .literal("..")
      case 5: return .parameter(name: "p", constraint: nil)
      default: return .optional(randomParts(&random, depth: depth + 1))
      }
    }
  }

  static func expansions(_ parts: [PatternPart]) -> [[PatternPart]] {
    parts.reduce([[]]) { prefixes, part in
      guard case .optional(let inner) = part else { return prefixes.map { $0 + [part] } }
      let choices = [[]] + expansions(inner)
      return prefixes.flatMap { prefix in choices.map { prefix + $0 } }
    }
  }

  /// Whether a flat expansion, with a `/` before it when it has none, is a canonical path.
  static func isCanonical(_ flat: [PatternPart]) -> Bool {
    if flat.isEmpty { return true }
    let path = (flat.first?.isSeparator == true ? [] : [PatternPart.separator]) + flat
    if path == [.separator] { return true }
    if path.last?.isSeparator == true { return false }
    var segment: String? = nil
    for part in path + [.separator] {
      switch part {
      case .separator:
        if segment == "" || segment == "." || segment == ".." { return false }
        segment = ""
      case .literal(let text): segment = segment.map { $0 + text }
      default: segment = nil
      }
    }
    return true
  }

  @Test(arguments: 0..<8)
  func theLinearCheckAgreesWithEveryExpansion(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    for _ in 0..<500 {
      let parts = Self.randomParts(&random, depth: 0)
      let expected = Self.expansions(parts).allSatisfy(Self.isCanonical)
      #expect(
        PatternNormalizer.allExpansionsCanonical(parts) == expected,
        "\(PatternPart.patternText(of: parts))")
    }
  }
}
