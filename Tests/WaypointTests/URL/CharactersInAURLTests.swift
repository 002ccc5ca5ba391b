import Testing
import WaypointTestSupport

@testable import Waypoint

/// How characters of a URL and of a pattern's literal text are read (the Routing semantics
/// article, *Characters in a URL*): the ASCII characters RFC 3986 does not allow raw in a path
/// read as their percent-encoding, and hex digits in escapes ignore case, in URLs and patterns
/// alike.
@Suite("Characters in a URL")
struct CharactersInAURLTests {
  /// Each character RFC 3986 does not allow raw in a path, with its encoding.
  static let unsafeCharacters: [(raw: String, encoded: String)] = [
    ("\"", "%22"), ("<", "%3C"), (">", "%3E"), ("[", "%5B"), ("\\", "%5C"), ("]", "%5D"),
    ("^", "%5E"), ("`", "%60"), ("{", "%7B"), ("|", "%7C"), ("}", "%7D"),
  ]

  @Test("an unsafe character in a URL is read as its encoding", arguments: unsafeCharacters)
  func anUnsafeCharacterInAURLIsEncoded(raw: String, encoded: String) throws {
    let expected = "/foo\(encoded)/bar"
    for url in ["/foo\(raw)/bar", "myapp://foo\(raw)/bar", "https://app.example.com/foo\(raw)/bar"]
    {
      #expect(try RouteURL(url).path == expected, "\(url)")
    }
    #expect(try RouteURL("/foo\(encoded)/bar").path == expected)
    #expect(try RouteURL("/foo\(encoded.lowercased())/bar").path == expected)
  }

  @Test(
    "an unsafe character in a pattern's text is read as its encoding", arguments: unsafeCharacters)
  func anUnsafeCharacterInAPatternIsEncoded(raw: String, encoded: String) throws {
    // `\` and `{` `}` are pattern syntax: escaped, they are literal text.
    let literal = ["\\", "{", "}"].contains(raw) ? "\\" + raw : raw
    let pattern = "/foo\(literal)/bar"
    #expect(try RouteExpression(pattern).path == "/foo\(encoded)/bar")
    for url in ["/foo\(raw)/bar", "/foo\(encoded)/bar", "/foo\(encoded.lowercased())/bar"] {
      try check(MatchCase(pattern, url, [:]))
    }
    // The pattern written with the escape is the same route.
    #expect(try RouteExpression(pattern) == (try RouteExpression("/foo\(encoded)/bar")))
  }

  static let contractExamples: [MatchCase] = [
    MatchCase("/foo[/bar", "/foo%5B/bar", [:]),
    MatchCase("/foo%5B/bar", "/foo[/bar", [:]),
    MatchCase("/\\{", "/{", [:]),
    MatchCase("/\\{", "/%7B", [:]),
    MatchCase("/:name", "/a%7Cb", ["name": "a|b"]),
    MatchCase("/:name", "/a|b", ["name": "a|b"]),
    MatchCase("/foo[/bar", "/foo]/bar", nil),
    // An escape of a control character is data, matched encoded and decoded into the value.
    MatchCase("/:name", "/a%0Ab", ["name": "a\nb"]),
    MatchCase("/:name", "/a%00b", ["name": "a\u{0}b"]),
    MatchCase("/a%0Ab", "/a%0ab", [:]),
  ]

  @Test("unsafe characters: the contract's examples", arguments: contractExamples)
  func theContractExamplesOfUnsafeCharacters(_ row: MatchCase) throws {
    try check(row)
  }

  /// Hex digits in escapes are case-insensitive: a URL's escapes are read in uppercase.
  @Test(arguments: [
    ("/%3a", "/%3A"), ("/caf%c3%a9", "/caf%C3%A9"), ("/x%c3%b6", "/x%C3%B6"), ("/a%2fb", "/a%2Fb"),
    ("/a%2Fb", "/a%2Fb"), ("/%e5%AE%b6", "/%E5%AE%B6"),
  ])
  func hexDigitsInAURLIgnoreCase(url: String, path: String) throws {
    #expect(try RouteURL(url).path == path)
  }

  static let hexCase: [MatchCase] = [
    MatchCase("/xö", "/x%c3%b6", [:]),
    MatchCase("/xö", "/x%C3%B6", [:]),
    MatchCase("/xö", "/xö", [:]),
    MatchCase("/x%3a", "/x%3A", [:]),
    MatchCase("/x%3A", "/x%3a", [:]),
    MatchCase("/x%c3%b6", "/xö", [:]),
    MatchCase("/:v", "/%c3%b6", ["v": "ö"]),
    MatchCase("/a/:v", "/a/%2f", ["v": "/"]),
    // An escape of `:` is not `:` itself (a reserved character keeps its escape).
    MatchCase("/x%3a", "/x:", nil),
  ]

  @Test("hex digits in escapes ignore case, in patterns too", arguments: hexCase)
  func hexDigitsInAPatternIgnoreCase(_ row: MatchCase) throws {
    try check(row)
  }

  /// Matches `row` with the route's own matcher and with a router holding only that route.
  private func check(_ row: MatchCase) throws {
    #expect(
      try RouteMatcher(row.pattern).match(row.url)?.parameters.dictionary == row.expected,
      "own matcher")
    let router = makeRouter()
    try router.register(row.pattern) { _ in .ok }
    #expect(try router.match(row.url)?.parameters.dictionary == row.expected, "router")
  }
}
