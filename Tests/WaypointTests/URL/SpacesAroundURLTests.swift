import Testing
import WaypointTestSupport

@testable import Waypoint

/// Spaces at the start and end of a URL string are removed before it is read, as browsers do
/// (the Routing semantics article, *Spaces around a URL*): U+0020 only; control characters
/// stay refused, at the ends too; the length limit applies to the string as given; error
/// offsets and the URL's text are the trimmed string's.
@Suite("Spaces around a URL")
struct SpacesAroundURLTests {
  /// A string with spaces around it, and what it reads as.
  struct TrimCase: CustomTestStringConvertible, Sendable {
    let input: String
    let string: String
    let source: LinkSource
    let path: String
    var testDescription: String { "\"\(input)\"" }
    init(_ input: String, _ string: String, _ path: String, _ source: LinkSource = .internal) {
      self.input = input
      self.string = string
      self.source = source
      self.path = path
    }
  }

  static let trimmed: [TrimCase] = [
    TrimCase("/foo/bar/baz ", "/foo/bar/baz", "/foo/bar/baz"),
    TrimCase("/a/b ", "/a/b", "/a/b"),
    TrimCase(" /foo/bar/baz", "/foo/bar/baz", "/foo/bar/baz"),
    TrimCase("   /a/b   ", "/a/b", "/a/b"),
    TrimCase("/a/ ", "/a/", "/a"),
    TrimCase("/a b ", "/a b", "/a%20b"),
    TrimCase("/a%20 ", "/a%20", "/a%20"),
    TrimCase("/a/../b ", "/a/../b", "/b"),
    TrimCase("product/42 ", "product/42", "/product/42"),
    TrimCase("/a?x=1 ", "/a?x=1", "/a"),
    TrimCase("/a#top ", "/a#top", "/a"),
    TrimCase("myapp://product/42 ", "myapp://product/42", "/product/42", .appScheme("myapp")),
    TrimCase(" myapp://product/42", "myapp://product/42", "/product/42", .appScheme("myapp")),
    TrimCase(
      " https://app.example.com/product/42 ", "https://app.example.com/product/42", "/product/42",
      .webOrigin(origin("https://app.example.com"))),
  ]

  @Test("RouteURL reads the string without the spaces at its ends", arguments: trimmed)
  func routeURLTrims(_ row: TrimCase) throws {
    let url = try RouteURL(row.input)
    #expect(url.string == row.string)
    #expect(url.description == row.string)
    #expect(url.source == row.source)
    #expect(url.path == row.path)
    #expect(url == (try RouteURL(row.string)))
  }

  @Test func theQueryAndFragmentLoseTheirTrailingSpaces() throws {
    #expect(try RouteURL("/a?x=1 ").query["x"] == "1")
    #expect(try RouteURL("/a?x=1   ").query.all("x") == ["1"])
    #expect(try RouteURL("/a#top ").fragment == "top")
    #expect(try RouteURL("myapp://a?x=1 ").query["x"] == "1")
    // A space inside stays, as the query reads it.
    #expect(try RouteURL("/a?x=1 2 ").query["x"] == "1 2")
  }

  /// Spaces and tabs, newlines and other control characters are told apart: only U+0020 is
  /// removed; a control character is refused at its offset in the trimmed string, and other
  /// white space is non-ASCII, read as its percent-encoding.
  @Test(arguments: [
    ("/a\t", 2), ("\t/a", 0), ("/a\n", 2), ("\n/a", 0), ("/a\r\n", 2), (" /a \n", 3),
    (" \t/a ", 0), ("/a\u{0B}", 2), ("/a\u{0C} ", 2), ("/a\u{7F}", 2), ("\u{0}/a", 0),
    ("  /a\u{1}b  ", 2),
  ])
  func controlCharactersStayRefused(input: String, offset: Int) {
    let trimmed = String(input.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    #expect(throws: MatchingError.controlCharacter(trimmed, offset: offset)) {
      try RouteURL(input)
    }
  }

  @Test(arguments: [("/a\u{A0}", "/a%C2%A0"), ("\u{3000}/a", "/%E3%80%80/a")])
  func otherWhiteSpaceIsNotRemoved(input: String, path: String) throws {
    #expect(try RouteURL(input).path == path)
  }

  @Test(arguments: ["", " ", "   "])
  func aStringOfOnlySpacesIsMalformed(input: String) throws {
    #expect(throws: MatchingError.self) { try RouteURL(input) }
    do {
      _ = try RouteURL(input)
    } catch {
      #expect(error.code == "malformedURL")
      guard case .malformedURL(let url, _) = error else { return }
      #expect(url == "")
    }
    let router = makeRouter()
    try router.register("/") { _ in .ok }
    #expect(throws: RouteError.self) { try router.match(input) }
    #expect(throws: RouteError.self) { try router.withMatch(input) { _ in 0 } }
    #expect(!router.canHandle(input))
  }

  /// The limit counts the spaces at the ends: a string over it is refused even though it
  /// would fit once trimmed.
  @Test(arguments: [
    ("/abcdefg", true), ("/abcdefg ", false), (" /abcdefg", false), ("/abc    ", true),
    ("/abc     ", false), ("        ", true), ("         ", false),
  ])
  func theLengthLimitAppliesToTheStringAsGiven(input: String, withinLimit: Bool) throws {
    let limit = 8
    do {
      let url = try RouteURL(input, maximumLength: limit)
      #expect(withinLimit, "\(url) was accepted")
    } catch .urlTooLong(let length, let reported) {
      #expect(!withinLimit)
      #expect(length == input.utf8.count && reported == limit)
    } catch {
      // Only spaces: within the limit, then malformed.
      #expect(withinLimit && error.code == "malformedURL", "\(error)")
    }
    let router = Router(configuration: .init(maximumURLLength: limit))
    try router.register("/abcdefg") { _ in .ok }
    try router.register("/abc") { _ in .ok }
    if withinLimit && input.contains(where: { $0 != " " }) {
      #expect(try router.match(input) != nil)
    } else if !withinLimit {
      #expect(throws: RouteError.urlTooLong(length: input.utf8.count, limit: limit)) {
        try router.match(input)
      }
      #expect(!router.canHandle(input))
    }
  }

  /// Offsets in errors, and the URL they name, are those of the trimmed string.
  @Test(arguments: [
    ("  /a%zz ", MatchingError.badPercentEscape("/a%zz", offset: 2)),
    ("   /x/%C3%28", MatchingError.badPercentEscape("/x/%C3%28", offset: 3)),
    (" /a?q=%G1 ", MatchingError.badPercentEscape("/a?q=%G1", offset: 5)),
    (" /a\u{1}", MatchingError.controlCharacter("/a\u{1}", offset: 2)),
    (" /.. ", MatchingError.pathAboveRoot("/..")),
  ])
  func errorsReferToTheTrimmedString(input: String, expected: MatchingError) {
    #expect(throws: expected) { try RouteURL(input) }
    #expect(throws: RouteError(expected)) { try makeRouter().match(input) }
  }

  @Test(arguments: [
    ("  //host/x ", "//host/x"), (" invalid_scheme://x", "invalid_scheme://x"),
    ("https:host ", "https:host"),
  ])
  func malformedURLsNameTheTrimmedString(input: String, string: String) {
    #expect {
      try RouteURL(input)
    } throws: { error in
      guard case .malformedURL(let url, _) = error as? MatchingError else { return false }
      return url == string
    }
  }

  @Test func theSchemeCheckCountsFromTheTrimmedString() {
    #expect {
      try RouteURL("  invalid_scheme://x")
    } throws: { error in
      guard case .malformedURL(_, let reason) = error as? MatchingError else { return false }
      return reason.contains("offset 14")
    }
  }

  // MARK: The router: match, withMatch, canHandle, handle

  static let routed:
    [(url: String, pattern: String, string: String, parameters: [String: String])] =
      [
        ("/foo/bar/baz ", "/foo/bar/baz", "/foo/bar/baz", [:]),
        (" /foo/bar/baz", "/foo/bar/baz", "/foo/bar/baz", [:]),
        ("/product/42 ", "/product/:id", "/product/42", ["id": "42"]),
        ("/product/42/ ", "/product/:id", "/product/42/", ["id": "42"]),
        ("/product/42?ref=push ", "/product/:id", "/product/42?ref=push", ["id": "42"]),
        ("/product/42#top ", "/product/:id", "/product/42#top", ["id": "42"]),
        ("myapp://product/42 ", "/product/:id", "myapp://product/42", ["id": "42"]),
        (" myapp://product/42", "/product/:id", "myapp://product/42", ["id": "42"]),
        (
          "https://app.example.com/product/42 ", "/product/:id",
          "https://app.example.com/product/42",
          ["id": "42"]
        ),
        ("/files/a/b ", "/files/*path", "/files/a/b", ["path": "a/b"]),
      ]

  private func makeRoutedRouter() throws -> Router {
    let router = makeRouter()
    for pattern in ["/foo/bar/baz", "/product/:id", "/files/*path"] {
      try router.register(pattern) { request in .success(["url": request.url.string]) }
    }
    // A route that the untrimmed path would reach.
    try router.register("/foo/bar/:last") { _ in .success(["url": "untrimmed"]) }
    return router
  }

  @Test(
    "match takes the trimmed URL, never the canonical fast path's answer for the untrimmed one",
    arguments: routed)
  func match(url: String, pattern: String, string: String, parameters: [String: String]) throws {
    let router = try makeRoutedRouter()
    let match = try #require(try router.match(url))
    #expect(match.route.pattern == pattern)
    #expect(match.url.string == string)
    #expect(match.parameters.dictionary == parameters)
    #expect(match.query.first("ref").map { $0 == "push" } ?? true)
  }

  @Test("withMatch lends the trimmed URL's match", arguments: routed)
  func withMatch(url: String, pattern: String, string: String, parameters: [String: String])
    throws
  {
    let router = try makeRoutedRouter()
    let lent = try router.withMatch(url) { match in
      (
        match.route.pattern,
        (0..<match.parameterCount).compactMap { match.decodedParameter(at: $0) }
      )
    }
    let (lentPattern, values) = try #require(lent)
    #expect(lentPattern == pattern)
    #expect(values.sorted() == parameters.values.sorted())
  }

  @Test("canHandle sees the trimmed URL", arguments: routed)
  func canHandle(url: String, pattern: String, string: String, parameters: [String: String])
    throws
  {
    let router = Router(configuration: .init(appSchemes: ["myapp"]))
    try router.register(pattern) { _ in .ok }
    // Only an app scheme is accepted: the web URLs are refused, trimmed or not.
    #expect(router.canHandle(url) == !string.hasPrefix("https:"))
    #expect(router.canHandle(url) == router.canHandle(string))
  }

  @Test("handle gives the request the trimmed URL", arguments: routed)
  func handle(url: String, pattern: String, string: String, parameters: [String: String])
    async throws
  {
    let router = try makeRoutedRouter()
    let outcome = await router.handle(url)
    #expect(outcome.kind == .handled)
    #expect(outcome.route?.pattern == pattern)
    #expect(outcome.response?.values["url"] == string)
    // With middleware the request takes the dispatcher's way: the same URL.
    _ = router.use(RequestLog { _ in })
    let logged = await router.handle(url)
    #expect(logged.response?.values["url"] == string)
  }

  @Test(arguments: ["", " ", "   ", " \t/a", "/a\n "])
  func handleRejectsWhatCannotBeRead(url: String) async throws {
    let router = makeRouter()
    try router.register("/a") { _ in .ok }
    let outcome = await router.handle(url)
    #expect(outcome.kind == .rejected)
  }
}
