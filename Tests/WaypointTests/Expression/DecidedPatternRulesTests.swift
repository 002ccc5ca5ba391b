import Testing
import WaypointTestSupport

@testable import Waypoint

/// Pattern rules the contract decided (the Routing semantics article, *Registration errors*,
/// *Empty and dot segments* and *Optional parts*), each checked on the contract's examples,
/// on a route's own matcher and on a router (the compiled table), which must agree.
@Suite("Decided pattern rules")
struct DecidedPatternRulesTests {
  /// Matches `row` with the route's own matcher and with a router holding only that route.
  private func check(_ row: MatchCase) throws {
    let own = try RouteMatcher(row.pattern).match(row.url)
    #expect(own?.parameters.dictionary == row.expected, "own matcher")
    let router = makeRouter()
    try router.register(row.pattern) { _ in .ok }
    #expect(try router.match(row.url)?.parameters.dictionary == row.expected, "router")
  }

  /// An empty constraint is a registration error that says so, at the `(`.
  @Test(arguments: [
    ("/:p()", 3), ("/a/:p()", 5), ("/x-:p()", 5), ("/:p()/x", 3), ("/a{/:p()}", 6),
  ])
  func anEmptyConstraintIsRefused(pattern: String, position: Int) {
    #expect {
      _ = try RouteExpression(pattern)
    } throws: { error in
      guard case .invalidConstraint(let named, let at, let reason) = error as? MatchingError else {
        return false
      }
      return named == pattern && at == position && reason.contains("empty")
    }
  }

  /// Empty segments written in a pattern collapse, as in a URL: `/foo//bar` is `/foo/bar`.
  @Test(arguments: [
    ("/foo//bar", "/foo/bar"), ("//foo", "/foo"), ("/a///b", "/a/b"), ("/foo//:id", "/foo/:id"),
    ("/foo//bar//", "/foo/bar"),
  ])
  func emptySegmentsInAPatternCollapse(pattern: String, path: String) throws {
    let expression = try RouteExpression(pattern)
    #expect(expression.path == path)
    #expect(expression == (try RouteExpression(path)))
  }

  static let collapsed: [MatchCase] = [
    MatchCase("/foo//bar", "/foo/bar", [:]),
    MatchCase("/foo//bar", "/foo//bar", [:]),
    MatchCase("/foo//:id", "/foo/7", ["id": "7"]),
    MatchCase("/foo//bar", "/foo", nil),
  ]

  @Test("a pattern with an empty segment matches the collapsed path", arguments: collapsed)
  func aCollapsedPatternMatches(_ row: MatchCase) throws {
    try check(row)
  }

  /// The same pattern twice is one route: registering `/foo/bar` after `/foo//bar` is a
  /// duplicate.
  @Test func theCollapsedPatternIsADuplicate() throws {
    let router = makeRouter()
    try router.register("/foo//bar") { _ in .ok }
    #expect(throws: RouteError.duplicateRoute(pattern: "/foo/bar")) {
      try router.register("/foo/bar") { _ in .ok }
    }
  }

  /// An optional part is present whenever the rest of the path lets it be, within the split
  /// rule: a later parameter never holds the literal text before it.
  static let optionalPartsAndTheSplitRule: [MatchCase] = [
    MatchCase("/:foo{abc:bar}", "/abcabc123", ["foo": "abc", "bar": "123"]),
    MatchCase("/:foo{abc:bar}", "/123abcabc", ["foo": "123abcabc"]),
    MatchCase("/:foo{abc:bar}", "/xabcy", ["foo": "x", "bar": "y"]),
    MatchCase("/:foo{abc:bar}", "/abc123", ["foo": "abc123"]),
    MatchCase("/:foo{abc:bar}", "/123abc", ["foo": "123abc"]),
  ]

  @Test("an optional part meets the split rule", arguments: optionalPartsAndTheSplitRule)
  func anOptionalPartMeetsTheSplitRule(_ row: MatchCase) throws {
    try check(row)
  }

  /// An optional part between two `/` is refused: left out, it leaves an empty segment
  /// (`/x//y`), and the error says where the `/` goes. A `/` written inside the part, or before
  /// a last part, is what its author meant.
  @Test(arguments: ["/x/{:a}/y", "/users/{:id}/edit", "/x/{a}/y", "/x/{:a}{-b}/y"])
  func anOptionalPartBetweenTwoSlashesIsRefused(pattern: String) {
    #expect {
      _ = try RouteExpression(pattern)
    } throws: { error in
      guard case .invalidPattern(let named, _, let reason) = error as? MatchingError else {
        return false
      }
      return named == pattern && reason.contains("empty segment")
        && reason.contains("put the / inside the braces")
    }
  }

  /// `//` written outside the part collapses, as anywhere in a pattern: `/x/{/:a}/y` is
  /// `/x{/:a}/y`.
  @Test(arguments: [
    ("/x/{/:a}/y", "/x{/:a}/y"), ("/users/{:id}", "/users{/:id}"),
    ("{:lang}/home", "{/:lang}/home"),
    ("/a/{/b}c", "/a/{b}c"),
  ])
  func aSlashBesideAnOptionalPart(pattern: String, path: String) throws {
    #expect(try RouteExpression(pattern).path == path)
  }

  static let slashesInsideOptionalParts: [MatchCase] = [
    MatchCase("/x{/:a}/y", "/x/y", [:]),
    MatchCase("/x{/:a}/y", "/x/7/y", ["a": "7"]),
    MatchCase("/x/{/:a}/y", "/x/y", [:]),
    MatchCase("{:lang}/home", "/home", [:]),
    MatchCase("{:lang}/home", "/en/home", ["lang": "en"]),
    MatchCase("/a/{/b}c", "/a/c", [:]),
    MatchCase("/a/{/b}c", "/a/bc", [:]),
    MatchCase("/users/{:id}", "/users", [:]),
    MatchCase("/users/{:id}", "/users/7", ["id": "7"]),
  ]

  @Test("a / inside an optional part, or before a last one", arguments: slashesInsideOptionalParts)
  func aSlashInsideAnOptionalPart(_ row: MatchCase) throws {
    try check(row)
  }
}
