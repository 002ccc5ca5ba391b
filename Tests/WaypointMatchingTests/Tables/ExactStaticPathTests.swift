import Testing
import WaypointTestSupport

@testable import WaypointMatching

/// An internal path whose bytes are a static route's path is answered from the bytes alone,
/// without a scan: these tests check when that way is taken, and that every answer is the one
/// the full lookup gives.
@Suite("RouteTable: static paths answered from their bytes")
struct ExactStaticPathTests {
  private static func table(
    _ routes: [(String, String, Int)], configuration: MatchConfiguration = MatchConfiguration()
  ) throws -> RouteTable<String> {
    var builder = RouteTableBuilder<String>(configuration: configuration)
    for (pattern, value, priority) in routes {
      try builder.add(RouteExpression(pattern), value: value, priority: priority)
    }
    return try builder.build()
  }

  /// The route the bytes-alone way finds for `path`, `nil` when it does not answer.
  private static func exact(_ table: RouteTable<String>, _ path: String) -> String? {
    var path = path
    let storage = table.storage
    return path.withUTF8 { bytes in
      storage.compiled.exactStaticRoute(
        bytes, maximumLength: storage.configuration.maximumURLLength
      )?.withObject { $0.value(as: String.self) }
    }
  }

  /// What `match`, `withMatch` and the first candidate say for `path`.
  private static func answers(_ table: RouteTable<String>, _ path: String) throws -> [String?] {
    let lent = try table.withMatch(path) { $0.value }
    return [try table.match(path)?.value, lent ?? nil]
  }

  @Test("a static route's own path is answered from its bytes, by every lookup")
  func staticPath() throws {
    let table = try Self.table([("/about", "about", 0), ("/users/:id", "user", 0)])
    #expect(Self.exact(table, "/about") == "about")
    #expect(try Self.answers(table, "/about") == ["about", "about"])
    #expect(Self.exact(table, "/users/7") == nil)
    #expect(try Self.answers(table, "/users/7") == ["user", "user"])
  }

  @Test("other spellings of the path take the full way and still find the route")
  func otherSpellings() throws {
    let table = try Self.table([("/about/team", "team", 0)])
    for path in ["/about/team/", "/about//team", "/about/./team", "/about/te%61m", " /about/team"] {
      #expect(Self.exact(table, path) == nil, "\(path)")
      #expect(try Self.answers(table, path) == ["team", "team"], "\(path)")
    }
    #expect(try Self.answers(table, "/about/team?x=1") == ["team", "team"])
  }

  @Test(
    "a path as long as a static route under its first segment finds the route that matches it",
    arguments: [("", ""), ("", "/"), ("myapp:/", ""), ("https://app.example.com", "")])
  func staticLengthUnderTheSameFirstSegment(before: String, after: String) throws {
    // `/1/requestPasswordReset` and `/1/classes/go/123456789` have 23 bytes: a lookup under the
    // first segment `1` looks both up among the static routes (which it picks by length), and
    // the second must go on to its parameters; from an accepted source (`myapp://1/...` has the
    // path `/1/...`) and with a trailing slash alike.
    let configuration = MatchConfiguration(
      appSchemes: ["myapp"], webOrigins: [try WebOrigin("https://app.example.com")])
    let table = try Self.table(
      [
        ("/1/requestPasswordReset", "reset", 0), ("/1/classes/:name/:id", "object", 0),
        ("/1/users", "users", 0),
      ], configuration: configuration)
    let object = "\(before)/1/classes/go/123456789\(after)"
    #expect(try Self.answers(table, object) == ["object", "object"])
    #expect(try table.match(object)?.parameters.raw("id") == "123456789")
    #expect(
      try Self.answers(table, "\(before)/1/requestPasswordReset\(after)") == ["reset", "reset"])
    #expect(try Self.answers(table, "\(before)/1/requestPasswordResetX\(after)") == [nil, nil])
  }

  @Test("a route of higher priority that matches the path wins: the static route is not taken")
  func higherPriority() throws {
    let table = try Self.table([("/a/b", "static", 0), ("/a/:x", "parameter", 1)])
    #expect(Self.exact(table, "/a/b") == nil)
    #expect(try Self.answers(table, "/a/b") == ["parameter", "parameter"])
  }

  @Test("a path over the length limit is refused, even when it is a static route's")
  func lengthLimit() throws {
    let table = try Self.table(
      [("/abcdefgh", "long", 0)], configuration: MatchConfiguration(maximumURLLength: 5))
    #expect(Self.exact(table, "/abcdefgh") == nil)
    #expect(throws: MatchingError.urlTooLong(length: 9, limit: 5)) {
      try table.match("/abcdefgh")
    }
  }

  @Test("paths that match without their case take the full way")
  func caseInsensitive() throws {
    let table = try Self.table(
      [("/About", "about", 0)], configuration: MatchConfiguration(caseInsensitive: true))
    #expect(!table.storage.compiled.answersExactStaticPaths)
    #expect(try Self.answers(table, "/about") == ["about", "about"])
    #expect(try Self.answers(table, "/ABOUT") == ["about", "about"])
  }

  @Test("routes restricted to internal paths turn the way off")
  func internalRoutes() throws {
    var builder = RouteTableBuilder<String>(configuration: MatchConfiguration())
    try builder.add(RouteExpression("/about"), value: "about")
    try builder.add(RouteExpression(regex: "/secret", source: .internal), value: "secret")
    let table = try builder.build()
    #expect(!table.storage.compiled.answersExactStaticPaths)
    #expect(try Self.answers(table, "/about") == ["about", "about"])
  }

  @Test("many static routes: every one is found, and paths that are none are not")
  func manyRoutes() throws {
    let routes = (0..<2_000).map { ("/page/\($0)/view", "p\($0)", 0) }
    let table = try Self.table(routes)
    for index in stride(from: 0, to: 2_000, by: 37) {
      #expect(Self.exact(table, "/page/\(index)/view") == "p\(index)")
    }
    var wrongly = 0
    for index in 2_000..<4_000 where Self.exact(table, "/page/\(index)/view") != nil {
      wrongly += 1
    }
    #expect(wrongly == 0)
    #expect(try table.match("/page/2001/view") == nil)
  }
}
