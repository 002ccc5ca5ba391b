import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The one-pass check for canonical URLs of an accepted app scheme or web origin
/// (`myapp://product/42`, `https://app.example.com/product/42`) against the full parser, and a
/// lookup through it against the full way.
@Suite("Accepted sources' fast path")
struct AcceptedSourceFastPathTests {
  private let prefixes = AcceptedSourcePrefixes(
    appSchemes: ["myapp", "my.app+1", "http", "https", "bad_scheme"],
    webOrigins: [
      try! WebOrigin("https://app.example.com"), try! WebOrigin("http://localhost:8080"),
      try! WebOrigin("https://[::1]"),
    ])

  /// The fast path's parts for `url`, or `nil` when it leaves the URL to the parser.
  private func fastComponents(_ url: String) -> (URLComponentOffsets, Int)? {
    var text = url
    return text.withUTF8 { bytes in
      guard let canonical = CanonicalURL(bytes, maximumLength: 8192, accepted: prefixes),
        canonical.source == .accepted
      else { return nil }
      return (canonical.components, canonical.firstSegmentEnd)
    }
  }

  @Test("random URLs", arguments: 0..<6)
  func agreesWithTheParser(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let schemes = [
      "myapp://", "myapp:/", "myapp:", "myapp:///", "MYAPP://", "Myapp://", "my.app+1://",
      "http://", "https://", "otherapp://", "bad_scheme://", "myapp2://", "myap://",
      "https://app.example.com/", "https://app.example.com", "HTTPS://app.example.com/",
      "https://APP.example.com/", "https://app.example.com:443/", "http://app.example.com/",
      "https://u@app.example.com/", "http://localhost:8080/", "http://localhost:8080",
      "http://localhost/", "https://[::1]/", "https://app.example.com.evil/",
    ]
    let pieces = [
      "/", "a", "b", "Z", "9", ".", "..", "%2F", "%41", "%e9", "-", "~", ":", "@", "?", "#",
      " ", "é", "abcdefgh", "//", "_", "a.b", "/..", "/.", "x-y_z", "?q=1", "#top", "!$&'()*+,;=",
    ]
    var taken = 0
    for _ in 0..<4_000 {
      let count = Int.random(in: 0...12, using: &random)
      let url =
        schemes.randomElement(using: &random)!
        + (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      guard let (fast, firstSegmentEnd) = fastComponents(url) else { continue }
      taken += 1
      // What the fast path takes, the full parser takes unchanged, with the same parts.
      let full = try RouteURL(url)
      #expect(full.rewrittenPath == nil, "\(url) was taken as canonical")
      #expect(full.components == fast, "\(url)")
      #expect(full.components.kind != .internal, "\(url)")
      let expectedEnd = full.withPathBytes { CompiledRouteTable.firstSegmentEnd(of: $0) }
      #expect(firstSegmentEnd == expectedEnd, "\(url)")
    }
    #expect(taken > 100)
  }

  @Test(arguments: [
    ("myapp://product/42", "/product/42"), ("myapp://", "/"), ("myapp://a/b", "/a/b"),
    ("my.app+1://x/y", "/x/y"), ("myapp://dpl.com/table", "/dpl.com/table"),
    ("https://app.example.com/product/42", "/product/42"), ("https://app.example.com/", "/"),
    ("http://localhost:8080/a/b", "/a/b"),
  ])
  func takesCanonicalURLs(url: String, path: String) throws {
    let (fast, _) = try #require(fastComponents(url))
    let full = try RouteURL(url)
    #expect(full.components == fast)
    #expect(full.path == path)
  }

  /// Everything else goes to the parser: other cases and schemes, web schemes, invalid
  /// schemes, paths the parser would rewrite, and URLs with a query or a fragment (whose
  /// parts the parser reads).
  @Test(arguments: [
    "myapp://a?q=1", "myapp://a#f", "https://app.example.com/a?q#f",
    "MYAPP://product/42", "myapp:/product/42", "myapp:product", "myapp:", "myapp:///product",
    "http://product/42", "otherapp://x", "bad_scheme://x",
    "myapp://a//b", "myapp://a/./b", "myapp://a/%41", "myapp://a/%e9", "myapp://a b",
    "/product/42", "myapp2://x", "myap://x", "myapp://a/b/", "myapp://a/?q",
    "https://app.example.com", "HTTPS://app.example.com/x", "https://APP.example.com/x",
    "https://app.example.com:443/x", "http://app.example.com/x", "https://u@app.example.com/x",
    "http://localhost/a", "https://app.example.com//x", "https://app.example.com/x/",
    "https://[::1]/x", "https://app.example.com.evil/x", "https://app.example.com:8080/x",
  ])
  func leavesTheRestToTheParser(url: String) {
    #expect(fastComponents(url) == nil)
  }

  /// A lookup through the fast path answers as the full way does: unrestricted routes, routes
  /// restricted to the scheme or to another source, internal-only routes, no match.
  @Test func lookupsAgreeWithTheReference() throws {
    let tables: [[(String, RouteFlags)]] = [
      [("/product/:id", []), ("/about", []), ("/a/:b/c", [])],
      [("/product/:id", []), ("myapp://product/:id", [])],
      [("/product/:id", []), ("https://app.example.com/product/:id", [])],
      [("/product/:id", []), ("https://app.example.com/product/:id", [.internalOnly])],
      [("/admin/:id", [.internalOnly]), ("/:any/:id", [])],
      [("/admin", [.internalOnly]), ("/:page", [])],
    ]
    let urls = [
      "myapp://product/42", "myapp://product/42/", "myapp://about", "myapp://a/x/c",
      "myapp://admin/7", "myapp://admin", "myapp://nothing/here", "myapp://", "/product/42",
      "/admin/7", "myapp://product/4%202", "https://app.example.com/product/42",
      "https://app.example.com/admin/7", "https://app.example.com/",
      "https://evil.example/product/1",
      "https://app.example.com/product/42?x=1",
    ]
    for routes in tables {
      let router = makeRouter()
      for (pattern, flags) in routes { try router.register(pattern, flags: flags) { _ in .ok } }
      for url in urls {
        let reference = CompiledTableDifferentialTests.referenceAnswer(router, url)
        #expect(
          CompiledTableDifferentialTests.compiledAnswer(router, url) == reference,
          "\(url) with \(routes.map(\.0))")
        #expect(
          CompiledTableDifferentialTests.borrowedAnswer(router, url) == reference,
          "\(url) with \(routes.map(\.0))")
      }
    }
  }
}
