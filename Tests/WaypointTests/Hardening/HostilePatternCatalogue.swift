import Testing
import Waypoint

/// Malformed and hostile route patterns, each with the registration error the Routing semantics
/// article (*Registration errors*) and the URL patterns article call for, or the normalized path it
/// must have, and a time bound for parsing, compiling and registering it.
@Suite("Hostile patterns")
struct HostilePatternCatalogue {
  /// One hostile pattern and what the pattern compiler must make of it.
  struct Row: Sendable, CustomTestStringConvertible {
    /// What registration must answer.
    enum Expected: Sendable {
      /// Accepted, with this normalized path.
      case accepted(path: String)
      /// Refused with this error code.
      case refused(String)
    }

    let pattern: String
    let expected: Expected
    var testDescription: String { hardeningLabel(pattern) }

    init(_ pattern: String, _ expected: Expected) {
      self.pattern = pattern
      self.expected = expected
    }
  }

  static let syntax: [Row] = [
    Row("", .refused("invalidPattern")),
    Row(" ", .refused("invalidPattern")),
    Row(" /a", .refused("invalidPattern")),
    Row("/a ", .refused("invalidPattern")),
    Row("\t/a", .refused("invalidPattern")),
    Row("/a\tb", .refused("invalidPattern")),
    Row("/a\u{0}", .refused("invalidPattern")),
    Row("/a\u{0}b", .refused("invalidPattern")),
    Row("/a\r\nb", .refused("invalidPattern")),
    Row("/a\u{7F}", .refused("invalidPattern")),
    Row("/a#b", .refused("invalidPattern")),
    Row("/a?b", .refused("invalidPattern")),
    Row("/a{", .refused("invalidPattern")),
    Row("/a}", .refused("invalidPattern")),
    Row("/a{b", .refused("invalidPattern")),
    Row("/{}", .refused("invalidPattern")),
    Row("/a(", .refused("invalidPattern")),
    Row("/a)", .refused("invalidPattern")),
    Row("/" + String(repeating: "(", count: 10), .refused("invalidPattern")),
    Row("/:", .refused("invalidPattern")),
    Row("/:/a", .refused("invalidPattern")),
    Row("/:1a", .refused("invalidPattern")),
    Row("/:é", .refused("invalidPattern")),
    Row("/*", .refused("invalidPattern")),
    Row("/*/a", .refused("invalidPattern")),
    Row("/:a:b", .refused("invalidPattern")),
    Row("/:a*b", .refused("invalidPattern")),
    Row("/*a:b", .refused("invalidPattern")),
    Row("/{:a}{:b}", .refused("invalidPattern")),
    Row("/\\", .refused("invalidPattern")),
    Row("/a\\", .refused("invalidPattern")),
    Row("/a%", .refused("invalidPattern")),
    Row("/a%zz", .refused("invalidPattern")),
    Row("/a%FF", .refused("invalidPattern")),
    Row("/a%C3%28", .refused("invalidPattern")),
    Row("/:a/:a", .refused("duplicateParameterName")),
    Row("/:a/*a", .refused("duplicateParameterName")),
    Row("/:a{/:a}", .refused("duplicateParameterName")),
    Row("/:id{/:x{/:id}}", .refused("duplicateParameterName")),
    Row("/a\\?b", .accepted(path: "/a%3Fb")),
    Row("/a\\#b", .accepted(path: "/a%23b")),
    Row("/a\\:b", .accepted(path: "/a\\:b")),
    Row("/a\\*b", .accepted(path: "/a\\*b")),
    Row("/a\\{b\\}", .accepted(path: "/a%7Bb%7D")),
    Row("/a\\(b\\)", .accepted(path: "/a\\(b\\)")),
    Row("/:_a", .accepted(path: "/:_a")),
    Row("/:a-:b", .accepted(path: "/:a-:b")),
    Row("/a b", .accepted(path: "/a%20b")),
    Row("/家居", .accepted(path: "/%E5%AE%B6%E5%B1%85")),
    Row("/a%41", .accepted(path: "/aA")),
    Row("/a%2f", .accepted(path: "/a%2F")),
  ]

  static let dotsAndOptionals: [Row] = [
    Row("/../a", .refused("invalidPattern")),
    Row("/%2e%2e/a", .refused("invalidPattern")),
    Row("/:a/../b", .refused("invalidPattern")),
    Row("/*rest/..", .refused("invalidPattern")),
    Row("/{.}", .refused("invalidPattern")),
    Row("/a/{..}", .refused("invalidPattern")),
    Row("/a/../b", .accepted(path: "/b")),
    Row("/a/./b", .accepted(path: "/a/b")),
    Row("/./", .accepted(path: "/")),
    Row("order//list/", .accepted(path: "/order/list")),
    Row("/{/}", .accepted(path: "/")),
    Row("/a{/}", .accepted(path: "/a")),
    Row("/a/{/b}", .accepted(path: "/a{/b}")),
    Row("/a/{:b}", .accepted(path: "/a{/:b}")),
    Row("/a{//b}", .accepted(path: "/a{/b}")),
    Row("/users/{:id}/edit", .refused("invalidPattern")),
    Row("/users{/:id}/edit", .accepted(path: "/users{/:id}/edit")),
    // an optional part may start the pattern and be followed by text in its segment
    Row("{/:test}-bar", .accepted(path: "{/:test}-bar")),
    Row("{/:foo}{/:bar}-ext", .accepted(path: "{/:foo}{/:bar}-ext")),
    Row("{/:a/}{-x}", .refused("invalidPattern")),
    Row("/a{/.}/b", .refused("invalidPattern")),
    // optional parts that compete with a parameter are written as their expansions: a
    // dozen in one segment is too large for one program, and is refused in time
    Row("/:a" + (0..<12).map { "{-:b\($0)}" }.joined(), .refused("invalidPattern")),
    Row(
      "/:a" + (0..<6).map { "{-:b\($0)}" }.joined(),
      .accepted(path: "/:a" + (0..<6).map { "{-:b\($0)}" }.joined())),
    Row(
      "/:a" + (0..<12).map { "{-:b\($0)" }.joined() + String(repeating: "}", count: 12),
      .accepted(
        path: "/:a" + (0..<12).map { "{-:b\($0)" }.joined() + String(repeating: "}", count: 12))),
    Row(
      "/*a" + (0..<12).map { "{/:b\($0)}" }.joined(),
      .accepted(path: "/*a" + (0..<12).map { "{/:b\($0)}" }.joined())),
    Row(
      "/" + String(repeating: "{a", count: 17) + String(repeating: "}", count: 17),
      .refused("invalidPattern")),
    Row(
      "/" + String(repeating: "{a", count: 16) + String(repeating: "}", count: 16),
      .refused("invalidPattern")),
    Row(
      "/" + String(repeating: "{a", count: 12) + String(repeating: "}", count: 12),
      .accepted(
        path: "{/a" + String(repeating: "{a", count: 11) + String(repeating: "}", count: 12))),
    Row("/a" + String(repeating: "{/b}", count: 13), .refused("invalidPattern")),
    Row(
      "/a" + String(repeating: "{/b}", count: 12),
      .accepted(path: "/a" + String(repeating: "{/b}", count: 12))),
    Row(
      "/a" + (0..<12).map { "{/:b\($0)}" }.joined(),
      .accepted(path: "/a" + (0..<12).map { "{/:b\($0)}" }.joined())),
    Row("/" + String(repeating: "{a}", count: 100), .refused("invalidPattern")),
  ]

  static let constraints: [Row] = [
    Row("/:id()", .refused("invalidConstraint")),
    Row("/:id(\\1)", .refused("invalidConstraint")),
    Row("/:id(\\k<a>)", .refused("invalidConstraint")),
    Row("/:id(\\g1)", .refused("invalidConstraint")),
    Row("/:id(\\g{1})", .refused("invalidConstraint")),
    Row("/:id((?<n>x))", .refused("invalidConstraint")),
    Row("/:id((?P<n>x))", .refused("invalidConstraint")),
    Row("/:id((?'n'x))", .refused("invalidConstraint")),
    Row("/:id((?-n)(x))", .refused("invalidConstraint")),
    Row("/:id((?^)(x))", .refused("invalidConstraint")),
    Row("/:id((*MARK:x)x)", .refused("invalidConstraint")),
    Row("/:id((*:x)x)", .refused("invalidConstraint")),
    Row("/:id((*ACCEPT))", .refused("invalidConstraint")),
    Row("/:id((*SKIP)a)", .refused("invalidConstraint")),
    Row("/:id((*F))", .refused("invalidConstraint")),
    Row("/:id((*UTF)a)", .refused("invalidConstraint")),
    Row("/:id((*LIMIT_MATCH=1)a)", .refused("invalidConstraint")),
    Row("/:id((?C1)a)", .refused("invalidConstraint")),
    Row("/:id((?R))", .refused("invalidConstraint")),
    Row("/:id((?1))", .refused("invalidConstraint")),
    Row("/:id((?-1))", .refused("invalidConstraint")),
    Row("/:id((?&n))", .refused("invalidConstraint")),
    Row("/:id((?P>n))", .refused("invalidConstraint")),
    Row("/:id(a\\K)", .refused("invalidConstraint")),
    Row("/:id(\\C)", .refused("invalidConstraint")),
    Row("/:id(x{99999})", .refused("invalidConstraint")),
    Row("/:id(a{65536})", .refused("invalidConstraint")),
    Row("/:id(x{2,1})", .refused("invalidConstraint")),
    Row("/:id(a**)", .refused("invalidConstraint")),
    Row("/:id(*a)", .refused("invalidConstraint")),
    Row("/:id([^家])", .refused("invalidConstraint")),
    Row("/:id([家居])", .refused("invalidConstraint")),
    Row(
      "/:id(" + String(repeating: "(", count: 300) + "a" + String(repeating: ")", count: 300) + ")",
      .refused("invalidConstraint")),
    Row("/:id([)", .refused("invalidPattern")),
    Row("/:id([a)", .refused("invalidPattern")),
    Row("/:id(\\)", .refused("invalidPattern")),
    Row("/:id(\\Qabc)", .refused("invalidPattern")),
    Row("/:id(\\d+", .refused("invalidPattern")),
    Row("/:id(\\d+))", .refused("invalidPattern")),
    // anchors inside a constraint could never match (the Routing semantics article, *Constraints*):
    // refused, unless escaped or in a character class, or a (?^) option reset
    Row("/:id(^\\d+$)", .refused("invalidConstraint")),
    Row("/:id(^a)", .refused("invalidConstraint")),
    Row("/:id(a$)", .refused("invalidConstraint")),
    Row("/:id(a|(?:b$))", .refused("invalidConstraint")),
    Row("/:id(\\\\^)", .refused("invalidConstraint")),
    Row("/:id(\\^a\\$)", .accepted(path: "/:id(\\^a\\$)")),
    Row("/:id([^$]+)", .accepted(path: "/:id([^$]+)")),
    Row("/:id([]^$])", .accepted(path: "/:id([]^$])")),
    Row("/:id(\\Q^$\\E)", .accepted(path: "/:id(\\Q^$\\E)")),
    Row("/:id((?^i)a)", .accepted(path: "/:id((?^i)a)")),
    Row("/:id(\\p{^Lu})", .accepted(path: "/:id(\\p{^Lu})")),
    Row("/:id(\\d+)", .accepted(path: "/:id(\\d+)")),
    Row("/:id(家)", .accepted(path: "/:id((?:%E5%AE%B6))")),
    Row("/:id((a+)+)", .accepted(path: "/:id((a+)+)")),
    Row("/:id((a|a)*b)", .accepted(path: "/:id((a|a)*b)")),
    Row("/:id((.*)*x)", .accepted(path: "/:id((.*)*x)")),
    Row("/:id(a{1,65535})", .accepted(path: "/:id(a{1,65535})")),
    Row("/:id(x{65535}y{65535})", .accepted(path: "/:id(x{65535}y{65535})")),
    Row("/:id((?#comment))", .accepted(path: "/:id((?#comment))")),
    Row("/:id((?i)abc)", .accepted(path: "/:id((?i)abc)")),
    Row("/:id((?=a)a)", .accepted(path: "/:id((?=a)a)")),
    Row("/:id(\\Qa)b\\E)", .accepted(path: "/:id(\\Qa)b\\E)")),
    Row(
      "/:id(" + String(repeating: "(?:", count: 200) + "a" + String(repeating: ")", count: 200)
        + ")",
      .accepted(
        path: "/:id(" + String(repeating: "(?:", count: 200) + "a"
          + String(repeating: ")", count: 200) + ")")),
  ]

  static let sizes: [Row] = [
    Row(
      "/" + Array(repeating: "s", count: 512).joined(separator: "/"),
      .accepted(path: "/" + Array(repeating: "s", count: 512).joined(separator: "/"))),
    Row("/" + Array(repeating: "s", count: 513).joined(separator: "/"), .refused("invalidPattern")),
    Row(
      "/" + (0..<256).map { ":p\($0)" }.joined(separator: "/"),
      .accepted(path: "/" + (0..<256).map { ":p\($0)" }.joined(separator: "/"))),
    Row("/" + (0..<257).map { ":p\($0)" }.joined(separator: "/"), .refused("invalidPattern")),
    Row("/" + (0..<5000).map { ":p\($0)" }.joined(separator: "/"), .refused("invalidPattern")),
    Row(
      "/" + String(repeating: "a", count: 5000),
      .accepted(path: "/" + String(repeating: "a", count: 5000))),
    Row(
      "/" + String(repeating: "家", count: 2000),
      .accepted(path: "/" + String(repeating: "%E5%AE%B6", count: 2000))),
    Row(String(repeating: "/", count: 5000) + "a", .accepted(path: "/a")),
    Row(
      "/:" + String(repeating: "a", count: 32),
      .accepted(path: "/:" + String(repeating: "a", count: 32))),
    Row("/*w0/*w1/*w2", .accepted(path: "/*w0/*w1/*w2")),
  ]

  static let sources: [Row] = [
    Row("myapp://", .accepted(path: "/")),
    Row("myapp://:section/:id", .accepted(path: "/:section/:id")),
    Row("MYAPP://x", .accepted(path: "/x")),
    Row("myapp:/x", .refused("invalidPattern")),
    Row("1app://x", .refused("invalidPattern")),
    Row("https://app.example.com", .accepted(path: "/")),
    Row("https://APP.example.com:443/x", .accepted(path: "/x")),
    Row("https://app.example.com:99999/x", .refused("invalidPattern")),
    Row("https://user@app.example.com/x", .refused("invalidPattern")),
    Row("https://:id.example.com/x", .refused("invalidPattern")),
    Row("https:///x", .refused("invalidPattern")),
    Row("http://*/x", .refused("invalidPattern")),
    Row("https://app.example.com{/x}", .refused("invalidPattern")),
    Row("https://app.example.com/(x)", .refused("invalidPattern")),
    Row("https://app.example.com\\@evil.example/x", .refused("invalidPattern")),
  ]

  static let rows: [Row] = syntax + dotsAndOptionals + constraints + sizes + sources

  @Test("a hostile pattern is refused with its typed error or normalized", arguments: rows)
  func hostilePattern(_ row: Row) {
    let (result, elapsed) = HardeningBudget.measure { () throws(RouteError) -> Route in
      try Router().register(row.pattern) { _ in .ok }
    }
    #expect(elapsed < HardeningBudget.perInput, "took \(elapsed)")
    switch (row.expected, result) {
    case (.refused(let code), .failure(let error)):
      #expect(error.code == code, "\(error)")
      checkPosition(error, row.pattern)
    case (.accepted(let path), .success(let route)):
      #expect(route.expression.path == path)
      #expect((try? RouteMatcher(route.expression)) != nil, "the route's own matcher compiles")
    case (_, .failure(let error)):
      Issue.record("expected \(row.expected), got \(error.code): \(error)")
    case (_, .success(let route)):
      Issue.record("expected \(row.expected), got \(route.expression.path)")
    }
  }

  /// A registration error names the pattern and a position inside it.
  private func checkPosition(_ error: RouteError, _ pattern: String) {
    let length = pattern.unicodeScalars.count
    switch error {
    case .invalidPattern(let named, let position, _),
      .invalidConstraint(let named, let position, _),
      .duplicateParameterName(let named, _, let position):
      #expect(named == pattern)
      #expect((0...length).contains(position), "position \(position) of \(length)")
    default:
      Issue.record("\(error.code) is not a pattern error")
    }
  }
}
