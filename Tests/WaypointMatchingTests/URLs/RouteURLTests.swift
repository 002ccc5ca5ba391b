import Testing
import WaypointTestSupport

@testable import WaypointMatching

@Suite("RouteURL")
struct RouteURLTests {
  struct SourceCase: CustomTestStringConvertible, Sendable {
    let url: String
    let source: LinkSource
    let path: String
    var testDescription: String { url }
  }

  static let sources: [SourceCase] = [
    .init(url: "myapp://product/42", source: .appScheme("myapp"), path: "/product/42"),
    .init(url: "myapp:///product/42", source: .appScheme("myapp"), path: "/product/42"),
    .init(url: "MYAPP://product/42", source: .appScheme("myapp"), path: "/product/42"),
    .init(url: "myapp:product/42", source: .appScheme("myapp"), path: "/product/42"),
    .init(url: "myapp://", source: .appScheme("myapp"), path: "/"),
    .init(url: "myapp:/", source: .appScheme("myapp"), path: "/"),
    .init(url: "myapp:", source: .appScheme("myapp"), path: "/"),
    .init(url: "dpl://dpl.com/table", source: .appScheme("dpl"), path: "/dpl.com/table"),
    .init(url: "myapp://Product/42", source: .appScheme("myapp"), path: "/Product/42"),
    .init(
      url: "https://app.example.com/product/42",
      source: .webOrigin(origin("https://app.example.com")),
      path: "/product/42"),
    .init(
      url: "HTTPS://App.Example.COM:443/product/42",
      source: .webOrigin(origin("https://app.example.com")), path: "/product/42"),
    .init(
      url: "http://app.example.com:8080", source: .webOrigin(origin("http://app.example.com:8080")),
      path: "/"),
    .init(
      url: "https://user@app.example.com/x", source: .webOrigin(origin("https://app.example.com")),
      path: "/x"),
    .init(url: "/product/42", source: .internal, path: "/product/42"),
    .init(url: "product/42", source: .internal, path: "/product/42"),
    .init(url: "?q=1", source: .internal, path: "/"),
  ]

  @Test("link sources and route paths", arguments: sources)
  func source(_ row: SourceCase) throws {
    let url = try RouteURL(row.url)
    #expect(url.source == row.source)
    #expect(url.path == row.path)
  }

  struct NormalizationCase: CustomTestStringConvertible, Sendable {
    let input: String
    let path: String
    var testDescription: String { input }
  }

  static let normalization: [NormalizationCase] = [
    .init(input: "/a//b", path: "/a/b"),
    .init(input: "/a/b/", path: "/a/b"),
    .init(input: "/a///", path: "/a"),
    .init(input: "/a/./b/../c", path: "/a/c"),
    .init(input: "/a/b/..", path: "/a"),
    .init(input: "/a/%2E%2E/b", path: "/b"),
    .init(input: "/%7Euser/%41", path: "/~user/A"),
    .init(input: "/a%2fb", path: "/a%2Fb"),
    .init(input: "/a%2Fb", path: "/a%2Fb"),
    .init(input: "/a%252Fb", path: "/a%252Fb"),
    .init(input: "/a b", path: "/a%20b"),
    .init(input: "/café", path: "/caf%C3%A9"),
    .init(input: "/caf%c3%a9", path: "/caf%C3%A9"),
    .init(input: "/a<b>\"c\"", path: "/a%3Cb%3E%22c%22"),
    .init(input: "/a;b=c,d:e@f!$&'()*+", path: "/a;b=c,d:e@f!$&'()*+"),
    .init(input: "/CaseKept", path: "/CaseKept"),
    .init(input: "/.hidden/..x", path: "/.hidden/..x"),
  ]

  @Test("normalization of section 2", arguments: normalization)
  func normalizes(_ row: NormalizationCase) throws {
    #expect(try RouteURL(row.input).path == row.path)
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let input: String
    let code: String
    var testDescription: String { "\(input.prefix(40)) -> \(code)" }
  }

  static let errors: [ErrorCase] = [
    .init(input: "", code: "malformedURL"),
    .init(input: "//evil.example/x", code: "malformedURL"),
    .init(input: "///abc", code: "malformedURL"),
    .init(input: "//", code: "malformedURL"),
    .init(input: "///", code: "malformedURL"),
    .init(input: "invalid_scheme://x", code: "malformedURL"),
    .init(input: "1x:y", code: "malformedURL"),
    .init(input: "https:app.example.com/x", code: "malformedURL"),
    .init(input: "https:///x", code: "malformedURL"),
    .init(input: "https://app.example.com:99999/x", code: "malformedURL"),
    .init(input: "https://app.example.com:8a/x", code: "malformedURL"),
    .init(input: "https://app.example.com\\@evil.example/x", code: "malformedURL"),
    .init(input: "https://[::1/x", code: "malformedURL"),
    .init(input: "https://a b.example/x", code: "malformedURL"),
    .init(input: "/a%zzb", code: "badPercentEscape"),
    .init(input: "/a%2", code: "badPercentEscape"),
    .init(input: "/a%", code: "badPercentEscape"),
    .init(input: "/a%FFb", code: "badPercentEscape"),
    .init(input: "/a%C3", code: "badPercentEscape"),
    .init(input: "/a%C3%28", code: "badPercentEscape"),
    .init(input: "/a%ED%A0%80", code: "badPercentEscape"),
    .init(input: "/a%C0%AF", code: "badPercentEscape"),
    .init(input: "/a?x=%G1", code: "badPercentEscape"),
    .init(input: "/a?x=%E2%82", code: "badPercentEscape"),
    .init(input: "/a\u{0}b", code: "controlCharacter"),
    .init(input: "/a\nb", code: "controlCharacter"),
    .init(input: "/a\r\nSet-Cookie: x", code: "controlCharacter"),
    .init(input: "/a\tb", code: "controlCharacter"),
    .init(input: "/a\u{7F}", code: "controlCharacter"),
    .init(input: "/" + String(repeating: "a", count: 8192), code: "urlTooLong"),
    .init(input: "/..", code: "pathAboveRoot"),
    .init(input: "/a/../..", code: "pathAboveRoot"),
    .init(input: "/%2e%2e/etc/passwd", code: "pathAboveRoot"),
    .init(input: "myapp://../x", code: "pathAboveRoot"),
  ]

  @Test("malformed input gets a typed error", arguments: errors)
  func refuses(_ row: ErrorCase) {
    #expect {
      _ = try RouteURL(row.input)
    } throws: { error in
      (error as? MatchingError)?.code == row.code
    }
  }

  @Test func errorsNameTheOffset() {
    #expect(throws: MatchingError.badPercentEscape("/ab%zz", offset: 3)) { try RouteURL("/ab%zz") }
    #expect(throws: MatchingError.controlCharacter("/a\nb", offset: 2)) { try RouteURL("/a\nb") }
    #expect(throws: MatchingError.urlTooLong(length: 11, limit: 10)) {
      try RouteURL("/123456789x", maximumLength: 10)
    }
  }

  @Test func lengthLimitIsConfigurable() throws {
    let long = "/" + String(repeating: "a", count: 10_000)
    #expect(try RouteURL(long, maximumLength: 20_000).path == long)
  }

  @Test func fragmentIsKeptButNotPartOfThePath() throws {
    let url = try RouteURL("myapp://a/b?x=1#frag/ment?")
    #expect(url.path == "/a/b")
    #expect(url.fragment == "frag/ment?")
    #expect(url.query["x"] == "1")
  }

  @Test func canonicalPathIsNotCopied() throws {
    let url = try RouteURL("/already/canonical/path/that/is/long")
    #expect(url.rewrittenPath == nil)
    #expect(try RouteURL("/needs//rewrite").rewrittenPath == "/needs/rewrite")
  }

  @Test func hostAndPortAreNormalized() throws {
    let url = try RouteURL("HTTP://Example.COM:80/")
    #expect(url.scheme == "http")
    #expect(url.host == "example.com")
    #expect(url.port == nil)
    #expect(try RouteURL("https://example.com:8443/").port == 8443)
    #expect(try RouteURL("myapp://host/").host == nil)
  }

  @Test func webOriginParsing() throws {
    #expect(try WebOrigin("https://App.Example.com/").description == "https://app.example.com")
    #expect(try WebOrigin("http://h:8080").port == 8080)
    for bad in [
      "myapp://x", "https://a.example/path", "https://a.example?x", "https://u@a.example",
    ] {
      #expect(throws: MatchingError.self) { try WebOrigin(bad) }
    }
  }
}
