import Testing
import WaypointTestSupport

@testable import WaypointMatching

@Suite("RouteMatcher")
struct RouteMatcherTests {
  typealias Case = MatchCase

  static let syntaxTable: [Case] = [
    // literal
    Case("/order/list", "/order/list", [:]),
    Case("/order/list", "/order/lists", nil),
    Case("/order/list", "/order", nil),
    // :name, one non-empty segment
    Case("/user/:id", "/user/42", ["id": "42"]),
    Case("/user/:id", "/user/", nil),
    Case("/user/:id", "/user/42/posts", nil),
    // :name(regex)
    Case("/user/:id(\\d+)", "/user/42", ["id": "42"]),
    Case("/user/:id(\\d+)", "/user/me", nil),
    Case("x-call-back/:path(.*)", "/x-call-back/a/b/c", ["path": "a/b/c"]),
    // parameter inside a segment
    Case("/item/:id.html", "/item/42.html", ["id": "42"]),
    Case("/item/:id.html", "/item/42", nil),
    Case("/item/:id.html", "/item/a.b.html", ["id": "a.b"]),
    // each parameter but the last takes as much as it can (the Routing semantics article,
    // *Parameters in one segment*, as path-to-regexp 8)
    Case("/p/:id-:slug", "/p/12-my-post", ["id": "12-my", "slug": "post"]),
    Case("/p/:id-:slug", "/p/12", nil),
    // *name
    Case("/files/*path", "/files/a/b/c.txt", ["path": "a/b/c.txt"]),
    Case("/files/*path", "/files/a", ["path": "a"]),
    Case("/files/*path", "/files", nil),
    // {...}
    Case("/users{/:id}/edit", "/users/edit", [:]),
    Case("/users{/:id}/edit", "/users/7/edit", ["id": "7"]),
    Case("/files{/*path}", "/files", [:]),
    Case("/files{/*path}", "/files/a/b", ["path": "a/b"]),
    // \ escapes
    Case("/a\\:b", "/a:b", [:]),
    Case("/a\\:b", "/ax", nil),
    // scheme and origin prefixes
    Case("myapp://share/:id", "myapp://share/9", ["id": "9"]),
    Case("myapp://share/:id", "/share/9", nil),
    Case("myapp://share/:id", "other://share/9", nil),
    Case("https://app.example.com/p/:id", "https://APP.example.com:443/p/3", ["id": "3"]),
    Case("https://app.example.com/p/:id", "https://other.example.com/p/3", nil),
    Case("myapp://:section/:id", "myapp://product/42", ["section": "product", "id": "42"]),
  ]

  static let ruleTable: [Case] = [
    // anchoring
    Case("/me", "/home", nil),
    Case("/me", "/me", [:]),
    Case("/user/:id([0-9]{2,3})", "/user/1234", nil),
    Case("/user/:id([0-9]{2,3})", "/user/123", ["id": "123"]),
    Case("/user/:id(a|ab)", "/user/ab", ["id": "ab"]),
    // parentheses inside constraints do not shift names
    Case("/:first((a|b)+)/say/:word", "/abab/say/hello", ["first": "abab", "word": "hello"]),
    Case("/a/:id/:idx", "/a/1/2", ["id": "1", "idx": "2"]),
    // percent-encoding
    Case("/files/:name", "/files/a%2Fb", ["name": "a/b"]),
    Case("/files/:name", "/files/a%252Fb", ["name": "a%2Fb"]),
    Case("/files/:name", "/files/a+b", ["name": "a+b"]),
    Case("/files/:name", "/files/a%2Bb", ["name": "a+b"]),
    Case("/category/家居", "/category/%E5%AE%B6%E5%B1%85", [:]),
    Case("/category/家居", "/category/家居", [:]),
    Case("/category/%E5%AE%B6%E5%B1%85", "/category/家居", [:]),
    Case("/tag/:name", "/tag/caf%C3%A9", ["name": "café"]),
    Case("/a b/:x", "/a%20b/1", ["x": "1"]),
    Case("/~user", "/%7Euser", [:]),
    // case
    Case("/Product/:id", "/product/1", nil),
    Case("/product/:id", "MYAPP://product/1", ["id": "1"]),
    // empty segments, trailing slash, dot segments
    Case("/a/b", "/a//b/", [:]),
    Case("/a/b/", "/a/b", [:]),
    Case("order//list", "/order/list", [:]),
    Case("/a/c", "/a/./b/../c", [:]),
    Case("/a/c", "/a/%2E/b/%2e%2e/c", [:]),
    Case("/", "/", [:]),
    Case("/", "myapp://", [:]),
    Case("/", "https://app.example.com", [:]),
    // app scheme: host is the first segment
    Case("/dpl.com/table", "dpl://dpl.com/table", [:]),
    Case("/product/:id", "myapp:///product/42", ["id": "42"]),
    Case("/product/:id", "myapp:product/42", ["id": "42"]),
    // optional parameters are absent, not empty
    Case("/users/{:id}", "/users", [:]),
    Case("/users/{:id}", "/users/3", ["id": "3"]),
    Case("{/:lang}/home", "/home", [:]),
    Case("{/:lang}/home", "/en/home", ["lang": "en"]),
    Case("/:id{.:ext}", "/a.b.c", ["id": "a.b", "ext": "c"]),
    // Unicode constraint is matched percent-encoded
    Case("/c/:name(家居|花园)", "/c/家居", ["name": "家居"]),
    Case("/c/:name(家居|花园)", "/c/书", nil),
  ]

  @Test("syntax table", arguments: syntaxTable)
  func syntax(_ row: Case) throws {
    try check(row)
  }

  @Test("rules of sections 1, 2 and 3", arguments: ruleTable)
  func rules(_ row: Case) throws {
    try check(row)
  }

  private func check(_ row: Case) throws {
    let result = try RouteMatcher(row.pattern).match(row.url)
    #expect(result?.parameters.dictionary == row.expected)
  }

  @Test func optionalParameterIsNotSetToEmpty() throws {
    let result = try #require(try RouteMatcher("/users{/:id}/edit").match("/users/edit"))
    #expect(result.parameters["id"] == nil)
    #expect(result.parameters.names.isEmpty)
  }

  @Test func parametersIterateInPatternOrderSkippingAbsentOnesDecoded() throws {
    let result = try #require(
      try RouteMatcher("/:a{/x/:b}/:c").match("/one%20two/three"))
    var iterator: PathParameters.Iterator = result.parameters.makeIterator()
    #expect(iterator.next().map { [$0.name, $0.value] } == ["a", "one two"])
    #expect(iterator.next().map { [$0.name, $0.value] } == ["c", "three"])
    #expect(iterator.next() == nil)
    #expect(iterator.next() == nil)
  }

  @Test func matchResultCarriesPathAndQuery() throws {
    let result = try #require(
      try RouteMatcher("/user/:id").match("myapp://user/42/?tab=posts&tab=likes#top"))
    #expect(result.path == "/user/42")
    #expect(result.query.all("tab") == ["posts", "likes"])
    #expect(result.url.fragment == "top")
    #expect(result.parameters.raw("id") == "42")
  }

  @Test func caseInsensitiveOptionKeepsValueCase() throws {
    let matcher = try RouteMatcher(
      "/Product/:id", configuration: MatchConfiguration(caseInsensitive: true))
    let result = try #require(try matcher.match("/PRODUCT/AbC"))
    #expect(result.parameters["id"] == "AbC")
  }

  @Test(.timeLimit(.minutes(1)))
  func catastrophicBacktrackingFailsFastWithTypedError() throws {
    let matcher = try RouteMatcher("/:x((a+)+)")
    let hostile = "/" + String(repeating: "a", count: 4000) + "!"
    let clock = ContinuousClock()
    var thrown: MatchingError?
    let elapsed = clock.measure {
      do throws(MatchingError) { _ = try matcher.match(hostile) } catch { thrown = error }
    }
    #expect(thrown?.code == "matchLimitExceeded")
    #expect(elapsed < .seconds(1))
  }
}
