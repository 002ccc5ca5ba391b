import Testing
import WaypointTestSupport

@testable import WaypointMatching

@Suite("RouteExpression")
struct RouteExpressionTests {
  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let pattern: String
    let error: MatchingError
    var testDescription: String { pattern }
    init(_ pattern: String, _ code: String, at position: Int) {
      self.pattern = pattern
      switch code {
      case "constraint": error = .invalidConstraint(pattern, position: position, reason: "")
      case "duplicate": error = .duplicateParameterName(pattern, name: "", position: position)
      default: error = .invalidPattern(pattern, position: position, reason: "")
      }
    }
  }

  static let errors: [ErrorCase] = [
    .init("", "pattern", at: 0),
    .init(" /a", "pattern", at: 0),
    .init("/a ", "pattern", at: 2),
    .init("/a#b", "pattern", at: 2),
    .init("/a?b", "pattern", at: 2),
    .init("/a/{b", "pattern", at: 3),
    .init("/a/b}", "pattern", at: 4),
    .init("/a/{}", "pattern", at: 3),
    .init("/a/(b", "pattern", at: 3),
    .init("/a/b)", "pattern", at: 4),
    .init("/user/:id(\\d+", "pattern", at: 9),
    .init("/user/:", "pattern", at: 7),
    .init("/user/:1d", "pattern", at: 7),
    .init("/files/*", "pattern", at: 8),
    .init("/a\\", "pattern", at: 2),
    .init("/a/:x:y", "pattern", at: 5),
    .init("/a/:x*y", "pattern", at: 5),
    .init("/a/%zz", "pattern", at: 3),
    .init("/a/\u{1}", "pattern", at: 3),
    .init("/:a/:b/:a", "duplicate", at: 7),
    .init("/:id{/:id}", "duplicate", at: 6),
    .init("/user/:id(\\d+(", "pattern", at: 9),
    .init("/user/:id([0-9)", "pattern", at: 9),
    .init("/user/:id(a{2,1})", "constraint", at: 15),
    .init("/user/:id(*)", "constraint", at: 10),
    .init("/user/:id()", "constraint", at: 9),
    .init("/user/:id(ab[c)", "pattern", at: 9),
    .init("/user/:id((?<x>a))", "constraint", at: 10),
    .init("/user/:id((a)\\1)", "constraint", at: 13),
    .init("/user/:id(a(*MARK:x))", "constraint", at: 11),
    .init("/user/:id((?R))", "constraint", at: 10),
    .init("/user/:id(a\\K)", "constraint", at: 11),
    .init("/user/:id([家])", "constraint", at: 11),
    .init("/..", "pattern", at: 0),
    .init("/:x/..", "pattern", at: 0),
    .init("https://*.example.com/x", "pattern", at: 8),
  ]

  @Test("registration errors name the pattern and the position", arguments: errors)
  func refuses(_ row: ErrorCase) {
    #expect {
      _ = try RouteExpression(row.pattern)
    } throws: { error in
      switch (error as? MatchingError, row.error) {
      case (.invalidPattern(let pattern, let position, _)?, .invalidPattern(_, let expected, _)),
        (.invalidConstraint(let pattern, let position, _)?, .invalidConstraint(_, let expected, _)),
        (
          .duplicateParameterName(let pattern, _, let position)?,
          .duplicateParameterName(_, _, let expected)
        ):
        return pattern == row.pattern && position == expected
      default:
        return false
      }
    }
  }

  @Test func invalidConstraintCarriesPCRE2Message() {
    #expect {
      _ = try RouteExpression("/user/:id(a{2,1})")
    } throws: { error in
      "\(error)".contains("out of order")
    }
  }

  struct NormalizedCase: CustomTestStringConvertible, Sendable {
    let pattern: String
    let path: String
    var testDescription: String { pattern }
  }

  static let normalized: [NormalizedCase] = [
    .init(pattern: "/", path: "/"),
    .init(pattern: "order//list/", path: "/order/list"),
    .init(pattern: "/a/./b/../c", path: "/a/c"),
    .init(pattern: "/a/..", path: "/"),
    .init(pattern: "/users/{:id}", path: "/users{/:id}"),
    .init(pattern: "/users/{/:id}/edit", path: "/users{/:id}/edit"),
    .init(pattern: "/files{/*path/}", path: "/files{/*path}"),
    .init(pattern: "{:lang}/home", path: "{/:lang}/home"),
    .init(pattern: "/%7Euser/%e5%ae%b6", path: "/~user/%E5%AE%B6"),
    .init(pattern: "/category/家居", path: "/category/%E5%AE%B6%E5%B1%85"),
    .init(pattern: "/a b", path: "/a%20b"),
    .init(pattern: "/a\\:b", path: "/a\\:b"),
    .init(pattern: "myapp://share/:id", path: "/share/:id"),
    .init(pattern: "https://app.example.com", path: "/"),
    .init(pattern: "/c/:name(家)", path: "/c/:name((?:%E5%AE%B6))"),
  ]

  @Test("patterns are normalized like paths", arguments: normalized)
  func normalizes(_ row: NormalizedCase) throws {
    #expect(try RouteExpression(row.pattern).path == row.path)
  }

  @Test func equalityIsByNormalizedForm() throws {
    #expect(try RouteExpression("/order/list/") == RouteExpression("order//list"))
    #expect(try RouteExpression("/a/:id") != RouteExpression("/a/:key"))
    #expect(try RouteExpression("myapp://a") != RouteExpression("/a"))
  }

  @Test func publicProperties() throws {
    let expression = try RouteExpression("MyApp://user/:id(\\d+)/posts/*rest")
    #expect(expression.source == .appScheme("myapp"))
    #expect(expression.parameterNames == ["id", "rest"])
    #expect(expression.regex == "/user/(?<id>(?:\\d+))/posts/(?<rest>.+)")
    #expect(
      try RouteExpression("https://App.example.com/p/:id").source
        == .webOrigin(origin("https://app.example.com")))
    #expect(try RouteExpression("/p/:id").source == nil)
  }

  @Test func literalRegexMetacharactersAreEscaped() throws {
    let expression = try RouteExpression("/v1.0/a+b$/é/:x-:y/:p.+:q")
    #expect(
      expression.regex
        == #"/v1\.0/a\+b\$/%C3%A9/(?<x>[^/]+)-(?<y>[^/\-]+)/(?<p>[^/]+)\.\+(?<q>(?:(?!\.\+)[^/])+)"#
    )
    let matcher = try RouteMatcher(expression)
    let match = try #require(try matcher.match("/v1.0/a+b$/é/1-2/3.+4"))
    #expect(match.parameters.dictionary == ["x": "1", "y": "2", "p": "3", "q": "4"])
    #expect(try matcher.match("/v1x0/aab$/é/1-2/3.+4") == nil)
    #expect(try matcher.match("/v1.0/a+b$/é/1-2/3xx4") == nil)
  }

  @Test func tooManyOptionalPartsIsAnError() {
    let pattern = "/a" + String(repeating: "{/x}", count: 13)
    #expect(throws: MatchingError.self) { try RouteExpression(pattern) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let pattern = "/" + String(repeating: "{a", count: 5000) + String(repeating: "}", count: 5000)
    #expect(throws: MatchingError.self) { try RouteExpression(pattern) }
    let constraint =
      "/:x(" + String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000) + ")"
    #expect(throws: MatchingError.self) { try RouteExpression(constraint) }
  }
}

@Suite("Pattern limits")
struct PatternLimitTests {
  @Test func thousandsOfSegmentsOrParametersAreRefused() {
    let segments = (0..<600).map { "/s\($0)" }.joined()
    #expect(throws: MatchingError.self) { try RouteExpression(segments) }
    let parameters = (0..<300).map { "/:p\($0)" }.joined()
    #expect(throws: MatchingError.self) { try RouteExpression(parameters) }
    let fine = (0..<200).map { "/:p\($0)" }.joined()
    #expect(throws: Never.self) { try RouteExpression(fine) }
  }
}

@Suite("Expressions keep their path as text")
struct ExpressionStorageTests {
  @Test(arguments: [
    "/", "/a\\:b/\\*c/\\{d\\}", "/users{/:id}/edit", "/c/:name(家居|花园)", "/p/:id-:slug",
    "/files{/*path}", "myapp://share/:id", "https://app.example.com/p/:id", "/a b/%7E/%2F",
    "/x/:id([0-9]{2,3})/y", "{/:lang}/home", "/q/:x((?:a|b)\\))", "/r\\?s\\#t/:u",
  ])
  func theTreeReadBackFromTheTextIsTheSame(pattern: String) throws {
    let parsed = try PatternParser.parse(pattern)
    let parts = try PatternNormalizer.normalize(parsed.parts, pattern: pattern, position: 0)
    let expression = try RouteExpression(pattern)
    #expect(expression.parts == parts)
    #expect(RouteExpression.reparse(expression.path) == parts)
    #expect(expression.pattern == pattern)
  }
}

@Suite("Constraint details")
struct ConstraintDetailTests {
  @Test func anEscapedNonASCIICharacterIsTheCharacter() throws {
    let matcher = try RouteMatcher("/:a(\\家)")
    #expect(try matcher.match("/家")?.parameters["a"] == "家")
    #expect(try matcher.match("/x") == nil)
  }

  @Test func aConstraintMayAllowAnEmptyValue() throws {
    #expect(try RouteMatcher("/p/:x(\\d*)").match("/p")?.parameters["x"] == "")
    #expect(try RouteMatcher("/:x(\\d*)").match("/")?.parameters["x"] == "")
  }
}
