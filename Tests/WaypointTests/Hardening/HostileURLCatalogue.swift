import Testing
import Waypoint

/// Malformed and hostile URLs, each with the typed error or the canonical reading that the Routing
/// semantics article (*Link sources and the route path*, *Normalization*), the URL patterns article
/// and the security article call for, and a time bound.
@Suite("Hostile URLs")
struct HostileURLCatalogue {
  /// One hostile URL and what `RouteURL` must make of it.
  struct Row: Sendable, CustomTestStringConvertible {
    /// What the parser must answer.
    enum Expected: Sendable {
      /// An internal path with this canonical route path.
      case path(String)
      /// A web URL of this origin with this route path.
      case web(origin: String, path: String)
      /// An app-scheme URL with this route path.
      case app(scheme: String, path: String)
      /// Refused with this error code.
      case refused(String)
    }

    let input: String
    let expected: Expected
    var testDescription: String { hardeningLabel(input) }

    init(_ input: String, _ expected: Expected) {
      self.input = input
      self.expected = expected
    }
  }

  static let limit = RouteURL.defaultMaximumLength

  static let overLong: [Row] = [
    Row("/" + String(repeating: "a", count: limit), .refused("urlTooLong")),
    Row(
      "/" + String(repeating: "a", count: limit - 1),
      .path("/" + String(repeating: "a", count: limit - 1))),
    Row(String(repeating: "/a", count: 512 * 1024), .refused("urlTooLong")),
    Row("myapp://" + String(repeating: "x", count: 9000), .refused("urlTooLong")),
    Row("https://" + String(repeating: "h", count: 9000) + ".example/", .refused("urlTooLong")),
    Row("/a?" + String(repeating: "q", count: limit), .refused("urlTooLong")),
    Row("/a#" + String(repeating: "f", count: limit), .refused("urlTooLong")),
    Row(String(repeating: "%", count: limit + 1), .refused("urlTooLong")),
    Row(String(repeating: "\u{0}", count: limit + 1), .refused("urlTooLong")),
    Row(String(repeating: "é", count: limit / 2 + 1), .refused("urlTooLong")),
  ]

  static let controlCharacters: [Row] = [
    Row("\u{0}", .refused("controlCharacter")),
    Row("\u{0}/a", .refused("controlCharacter")),
    Row("/a\u{0}", .refused("controlCharacter")),
    Row("/a\u{0}b", .refused("controlCharacter")),
    Row("/a\tb", .refused("controlCharacter")),
    Row("/a\nb", .refused("controlCharacter")),
    Row("/a\r\nSet-Cookie: session=evil", .refused("controlCharacter")),
    Row("/a?b=1\r\nLocation: https://evil.example", .refused("controlCharacter")),
    Row("/a#\n", .refused("controlCharacter")),
    Row("/a\u{7F}", .refused("controlCharacter")),
    Row("/a\u{1B}[31m", .refused("controlCharacter")),
    Row("/a\u{1}", .refused("controlCharacter")),
    Row("/a\u{8}", .refused("controlCharacter")),
    Row("/a\u{C}", .refused("controlCharacter")),
    Row("https://app\u{0}.example.com/", .refused("controlCharacter")),
    Row("https://app.example.com\u{0}@evil.example/", .refused("controlCharacter")),
    Row("myapp://a\nb", .refused("controlCharacter")),
    Row("my\u{0}app://a", .refused("controlCharacter")),
    Row("\t/a", .refused("controlCharacter")),
    Row("/a\r", .refused("controlCharacter")),
  ]

  static let badEscapes: [Row] = [
    Row("/%", .refused("badPercentEscape")),
    Row("/%%", .refused("badPercentEscape")),
    Row("/%4", .refused("badPercentEscape")),
    Row("/%4G", .refused("badPercentEscape")),
    Row("/%G4", .refused("badPercentEscape")),
    Row("/%%41", .refused("badPercentEscape")),
    Row("/a%", .refused("badPercentEscape")),
    Row("/a%2", .refused("badPercentEscape")),
    Row("/%zz", .refused("badPercentEscape")),
    Row("/%FF", .refused("badPercentEscape")),
    Row("/%FE%FF", .refused("badPercentEscape")),
    Row("/%80", .refused("badPercentEscape")),
    Row("/%C3", .refused("badPercentEscape")),
    Row("/%C3%28", .refused("badPercentEscape")),
    Row("/%E2%82", .refused("badPercentEscape")),
    Row("/%C0%AF", .refused("badPercentEscape")),
    Row("/%c0%ae%c0%ae/etc", .refused("badPercentEscape")),
    Row("/%e0%80%ae", .refused("badPercentEscape")),
    Row("/%ED%A0%80", .refused("badPercentEscape")),
    Row("/%F4%90%80%80", .refused("badPercentEscape")),
    Row("/%F8%88%80%80%80", .refused("badPercentEscape")),
    Row("/%C3é", .refused("badPercentEscape")),
    Row("/a?b=%FF", .refused("badPercentEscape")),
    Row("/a?%=1", .refused("badPercentEscape")),
    Row("/a?b=%E2%82", .refused("badPercentEscape")),
    Row("https://ho%zzst/", .refused("badPercentEscape")),
    Row("https://h%FFst/", .refused("badPercentEscape")),
    Row("myapp://product/%FF", .refused("badPercentEscape")),
  ]

  static let dotSegments: [Row] = [
    Row("..", .refused("pathAboveRoot")),
    Row("../", .refused("pathAboveRoot")),
    Row("../a", .refused("pathAboveRoot")),
    Row("/..", .refused("pathAboveRoot")),
    Row("/../", .refused("pathAboveRoot")),
    Row("/../etc/passwd", .refused("pathAboveRoot")),
    Row("/a/../..", .refused("pathAboveRoot")),
    Row("/a/b/../../..", .refused("pathAboveRoot")),
    Row("/%2e%2e", .refused("pathAboveRoot")),
    Row("/%2E%2E/", .refused("pathAboveRoot")),
    Row("/.%2e", .refused("pathAboveRoot")),
    Row("/%2e.", .refused("pathAboveRoot")),
    Row("/a/%2e%2e/%2e%2e", .refused("pathAboveRoot")),
    Row(String(repeating: "/..", count: 2000), .refused("pathAboveRoot")),
    Row("myapp://..", .refused("pathAboveRoot")),
    Row("myapp://a/../..", .refused("pathAboveRoot")),
    Row("myapp:%2e%2e", .refused("pathAboveRoot")),
    Row("myapp:///../x", .refused("pathAboveRoot")),
    Row("https://app.example.com/../x", .refused("pathAboveRoot")),
    Row("https://app.example.com/%2e%2e/x", .refused("pathAboveRoot")),
    Row(".", .path("/")),
    Row("./", .path("/")),
    Row("/./", .path("/")),
    Row("/a/.", .path("/a")),
    Row("/a/..", .path("/")),
    Row("/a/b/../..", .path("/")),
    Row("/%2e", .path("/")),
    Row("/a/./b/../c", .path("/a/c")),
    Row("/a/%2E%2E/b", .path("/b")),
    Row("...", .path("/...")),
    Row("/.../", .path("/...")),
    Row("/.a", .path("/.a")),
    Row("/..a", .path("/..a")),
    Row("/a..", .path("/a..")),
    Row(String(repeating: "/a/..", count: 1600), .path("/")),
    Row("myapp://%2e/x", .app(scheme: "myapp", path: "/x")),
  ]

  /// Escapes that look like dot segments once decoded twice, or separators: each stays one
  /// segment, never a way above the root.
  static let encodingTricks: [Row] = [
    Row("/%252e%252e/x", .path("/%252e%252e/x")),
    Row("/%25%32%65", .path("/%252e")),
    Row("/a/%2e%2e%2f", .path("/a/..%2F")),
    Row("/..%2f..%2fetc%2fpasswd", .path("/..%2F..%2Fetc%2Fpasswd")),
    Row("/%2e%2e%5c", .path("/..%5C")),
    Row("/..\\..\\etc", .path("/..%5C..%5Cetc")),
    Row("/a/b\\..\\..", .path("/a/b%5C..%5C..")),
    Row("\\\\evil.example/x", .path("/%5C%5Cevil.example/x")),
    Row("/\\evil.example", .path("/%5Cevil.example")),
    Row("/a／..／b", .path("/a%EF%BC%8F..%EF%BC%8Fb")),
    Row("/ａｄｍｉｎ", .path("/%EF%BD%81%EF%BD%84%EF%BD%8D%EF%BD%89%EF%BD%8E")),
    Row("/%2F", .path("/%2F")),
    Row("/%2f", .path("/%2F")),
    Row("/a%2fb", .path("/a%2Fb")),
    Row("/%3F", .path("/%3F")),
    Row("/%23", .path("/%23")),
    Row("/%25", .path("/%25")),
    Row("/%20", .path("/%20")),
    Row("/%7E", .path("/~")),
    Row("/%41%42", .path("/AB")),
    Row("/%61", .path("/a")),
    Row("/%E2%82%AC", .path("/%E2%82%AC")),
    Row("/%F0%9F%98%80", .path("/%F0%9F%98%80")),
    Row("/café", .path("/caf%C3%A9")),
    Row("/caf%c3%a9", .path("/caf%C3%A9")),
    Row("/café%C3%A9", .path("/caf%C3%A9%C3%A9")),
    Row("/家居", .path("/%E5%AE%B6%E5%B1%85")),
    Row("/%E5%AE%B6居", .path("/%E5%AE%B6%E5%B1%85")),
    Row("/a b", .path("/a%20b")),
    Row("/a<b>", .path("/a%3Cb%3E")),
    Row("/a\"b", .path("/a%22b")),
    Row("/a`b", .path("/a%60b")),
    Row("/a{b}", .path("/a%7Bb%7D")),
    Row("/a|b", .path("/a%7Cb")),
    Row("/a^b", .path("/a%5Eb")),
    Row("/a[b]", .path("/a%5Bb%5D")),
    Row("/<script>alert(1)</script>", .path("/%3Cscript%3Ealert(1)%3C/script%3E")),
    Row("/a;b=c,d:e@f!$&'()*+", .path("/a;b=c,d:e@f!$&'()*+")),
  ]

  static let slashesQueriesFragments: [Row] = [
    Row("", .refused("malformedURL")),
    Row("//a", .refused("malformedURL")),
    Row("//evil.example/x", .refused("malformedURL")),
    Row("//evil.example", .refused("malformedURL")),
    // The Routing semantics article, *Internal paths*: any string without a scheme that starts with
    // two or more slashes is a host without a scheme (browsers read `///evil.example` as the host
    // `evil.example`).
    Row("///evil.example", .refused("malformedURL")),
    Row("///abc", .refused("malformedURL")),
    Row("//", .refused("malformedURL")),
    Row("///", .refused("malformedURL")),
    Row("//?x-success=/done", .refused("malformedURL")),
    Row("//#x", .refused("malformedURL")),
    Row("////evil.example/x", .refused("malformedURL")),
    Row("/a//b/", .path("/a/b")),
    Row(String(repeating: "/", count: 8000), .refused("malformedURL")),
    Row("/" + String(repeating: "a/", count: 4000), .path(String(repeating: "/a", count: 4000))),
    Row("?", .path("/")),
    Row("#", .path("/")),
    Row("?a=1", .path("/")),
    Row("#frag", .path("/")),
    Row("/a?", .path("/a")),
    Row("/a#", .path("/a")),
    Row("/a?#", .path("/a")),
    Row("/a#?", .path("/a")),
    Row("/a#b#c", .path("/a")),
    Row("/a?b?c", .path("/a")),
    Row("/a?b#c?d", .path("/a")),
    Row("/a#%zz", .path("/a")),
    Row("/a?x=%E2%82%AC&y=+z&k&=v&a=b=c", .path("/a")),
    Row("/a?" + String(repeating: "&", count: 4000), .path("/a")),
    Row(String(repeating: "/a", count: 4000), .path(String(repeating: "/a", count: 4000))),
    Row(String(repeating: "a/", count: 4000), .path(String(repeating: "/a", count: 4000))),
    Row(
      "/" + String(repeating: "%41", count: 2700), .path("/" + String(repeating: "A", count: 2700))),
    Row(
      String(repeating: "/%E5%AE%B6", count: 800),
      .path(String(repeating: "/%E5%AE%B6", count: 800))),
  ]

  static let hosts: [Row] = [
    Row("https://app.example.com@evil.example/x", .web(origin: "https://evil.example", path: "/x")),
    Row(
      "https://app.example.com:443@evil.example/", .web(origin: "https://evil.example", path: "/")),
    Row("https://user:pass@app.example.com/x", .web(origin: "https://app.example.com", path: "/x")),
    Row("https://@app.example.com/", .web(origin: "https://app.example.com", path: "/")),
    Row("https://evil.example#@app.example.com/", .web(origin: "https://evil.example", path: "/")),
    Row("https://evil.example?@app.example.com/", .web(origin: "https://evil.example", path: "/")),
    Row("https://app.example.com\\@evil.example/", .refused("malformedURL")),
    Row("https://evil.example\\@app.example.com/", .refused("malformedURL")),
    Row("https://evil.example\\app.example.com/", .refused("malformedURL")),
    Row("https:\\\\evil.example", .refused("malformedURL")),
    Row("https:evil.example", .refused("malformedURL")),
    Row("https:/evil.example", .refused("malformedURL")),
    Row("http:x", .refused("malformedURL")),
    Row("https:///evil.example", .refused("malformedURL")),
    Row("https://", .refused("malformedURL")),
    Row("https://:443/", .refused("malformedURL")),
    Row("https://@/", .refused("malformedURL")),
    Row("https://app.example.com:65536/", .refused("malformedURL")),
    Row("https://app.example.com:-1/", .refused("malformedURL")),
    Row("https://app.example.com:1a/", .refused("malformedURL")),
    Row("https://app.example.com:99999999999999999999999/", .refused("malformedURL")),
    Row("https://app example.com/x", .refused("malformedURL")),
    Row("https://app<example.com/x", .refused("malformedURL")),
    Row("https://[::1/x", .refused("malformedURL")),
    Row("https://[::1]x/", .refused("malformedURL")),
    Row("https://[::1]/x", .web(origin: "https://[::1]", path: "/x")),
    Row("https://[::1]:8080/x", .web(origin: "https://[::1]:8080", path: "/x")),
    Row("https://app.example.com:/x", .web(origin: "https://app.example.com", path: "/x")),
    Row("https://app.example.com:443/x", .web(origin: "https://app.example.com", path: "/x")),
    Row("HTTPS://APP.EXAMPLE.COM/x", .web(origin: "https://app.example.com", path: "/x")),
    Row("http://APP.example.com:80/", .web(origin: "http://app.example.com", path: "/")),
    Row("https://app.example.com?x", .web(origin: "https://app.example.com", path: "/")),
    Row("https://app.example.com#x", .web(origin: "https://app.example.com", path: "/")),
    Row("https://bücher.example/x", .web(origin: "https://bücher.example", path: "/x")),
    Row(
      "https://xn--bcher-kva.example/x", .web(origin: "https://xn--bcher-kva.example", path: "/x")),
    Row(
      "https://app.example.com%40evil.example/",
      .web(origin: "https://app.example.com%40evil.example", path: "/")),
  ]

  static let schemes: [Row] = [
    Row("myapp:", .app(scheme: "myapp", path: "/")),
    Row("myapp:product/42", .app(scheme: "myapp", path: "/product/42")),
    Row("MyApp://Product/42", .app(scheme: "myapp", path: "/Product/42")),
    Row("myapp:////a////b", .app(scheme: "myapp", path: "/a/b")),
    Row("javascript:alert(1)", .app(scheme: "javascript", path: "/alert(1)")),
    Row(
      "JAVASCRIPT:alert(document.cookie)",
      .app(scheme: "javascript", path: "/alert(document.cookie)")),
    Row("file:///etc/passwd", .app(scheme: "file", path: "/etc/passwd")),
    Row("data:text/html,<b>x</b>", .app(scheme: "data", path: "/text/html,%3Cb%3Ex%3C/b%3E")),
    Row("myapp+x://a", .app(scheme: "myapp+x", path: "/a")),
    Row("my.app://a", .app(scheme: "my.app", path: "/a")),
    Row("a:", .app(scheme: "a", path: "/")),
    // The Routing semantics article, *Internal paths*: text before the first `:` that is not a
    // valid scheme, with no `/` before it, is malformed, never an internal path.
    Row("://x", .refused("malformedURL")),
    Row(":x", .refused("malformedURL")),
    Row("invalid_scheme://x", .refused("malformedURL")),
    Row("invalid_scheme:x", .refused("malformedURL")),
    Row("1app://x", .refused("malformedURL")),
    Row("my app://x", .refused("malformedURL")),
    Row("my%61pp://x", .refused("malformedURL")),
    Row("-app:x", .refused("malformedURL")),
    Row("é://x", .refused("malformedURL")),
    Row("product:42", .app(scheme: "product", path: "/42")),
    Row("product/a:b", .path("/product/a:b")),
    Row("product/invalid_scheme://x", .path("/product/invalid_scheme:/x")),
    Row("/invalid_scheme://x", .path("/invalid_scheme:/x")),
    Row("product?time=10:30", .path("/product")),
    Row("product#a:b", .path("/product")),
  ]

  static let rows: [Row] =
    overLong + controlCharacters + badEscapes + dotSegments + encodingTricks
    + slashesQueriesFragments + hosts + schemes

  @Test("a hostile URL is refused with its typed error or read canonically", arguments: rows)
  func hostileURL(_ row: Row) {
    let (result, elapsed) = HardeningBudget.measure { () throws(RouteError) in
      try RouteURL(reading: row.input, maximumLength: RouteURL.defaultMaximumLength)
    }
    #expect(elapsed < HardeningBudget.perInput, "took \(elapsed)")
    switch (row.expected, result) {
    case (.refused(let code), .failure(let error)):
      #expect(error.code == code, "\(error)")
    case (.path(let path), .success(let url)):
      #expect(url.source == .internal)
      #expect(url.path == path)
    case (.web(let origin, let path), .success(let url)):
      #expect(url.source == .webOrigin(try! WebOrigin(origin)))
      #expect(url.path == path)
    case (.app(let scheme, let path), .success(let url)):
      #expect(url.source == .appScheme(scheme))
      #expect(url.path == path)
    case (_, .failure(let error)):
      Issue.record("expected \(row.expected), got \(error.code): \(error)")
    case (_, .success(let url)):
      Issue.record("expected \(row.expected), got \(url.source) \(url.path)")
    }
  }

  @Test("a refused URL's error names the input and a position inside it", arguments: rows)
  func errorPointsIntoTheInput(_ row: Row) {
    guard case .refused = row.expected else { return }
    let bytes = Array(row.input.utf8)
    do {
      _ = try RouteURL(row.input)
    } catch {
      switch error {
      case .badPercentEscape(let url, let offset):
        #expect(url == row.input)
        #expect(bytes.indices.contains(offset) && bytes[offset] == UInt8(ascii: "%"))
      case .controlCharacter(let url, let offset):
        #expect(url == row.input)
        #expect(offset == bytes.firstIndex { $0 < 0x20 || $0 == 0x7F })
      case .urlTooLong(let length, let limit):
        #expect(length == bytes.count && limit == Self.limit)
      case .malformedURL(let url, _), .pathAboveRoot(let url):
        #expect(url == row.input)
      default:
        Issue.record("\(error.code) is not a URL error")
      }
    }
  }
}
