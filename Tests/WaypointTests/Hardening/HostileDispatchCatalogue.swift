import Foundation
import Testing
import Waypoint

/// Hostile URLs handled by a router: source tricks, internal-only routes reached from outside,
/// redirect loops and chains, open redirects and query floods, each with the outcome the spec
/// (sections 1 and 6) and the security article call for, a time bound, and exactly one
/// callback.
@Suite("Hostile dispatch")
struct HostileDispatchCatalogue {
  /// A URL and how handling it must end.
  struct Row: Sendable, CustomTestStringConvertible {
    /// The final outcome (after redirects).
    enum Expected: Sendable {
      /// Handled by the route with this pattern, whose response has these values.
      case handled(String, [String: String])
      /// Rejected with this error code.
      case rejected(String)
      /// No route took it.
      case notFound
    }

    let url: String
    let expected: Expected
    var testDescription: String { hardeningLabel(url) }

    init(_ url: String, _ expected: Expected) {
      self.url = url
      self.expected = expected
    }
  }

  /// A router accepting `myapp` and `https://app.example.com`, with an internal-only admin
  /// area, an app-scheme-only route, and redirects that loop, chain and leave.
  static func makeRouter() throws -> Router {
    let router = try Router(appSchemes: ["myapp"], webOrigins: ["https://app.example.com"])
    for pattern in ["/p/:id", "/files/:name", "myapp://share/:id"] {
      try router.register(pattern) { request in
        var values = ["route": pattern]
        for (name, value) in request.pathParameters { values[name] = value }
        return .success(values)
      }
    }
    try router.register("/admin/*rest", flags: [.internalOnly]) { _ in
      .success(["route": "/admin/*rest"])
    }
    try router.redirect(from: "/go/:id", to: "/admin/:id")
    try router.redirect(from: "/away/:id", to: "https://evil.example/:id")
    try router.redirect(from: "/loop/a", to: "/loop/b")
    try router.redirect(from: "/loop/b", to: "/loop/a")
    for hop in 0..<12 {
      try router.redirect(from: "/hop/\(hop)", to: "/hop/\(hop + 1)")
    }
    return router
  }

  static let sources: [Row] = [
    Row("https://app.example.com@evil.example/p/1", .rejected("sourceNotAllowed")),
    Row("https://app.example.com:443@evil.example/p/1", .rejected("sourceNotAllowed")),
    Row("https://evil.example#@app.example.com/p/1", .rejected("sourceNotAllowed")),
    Row("https://evil.example?@app.example.com/p/1", .rejected("sourceNotAllowed")),
    Row("https://app.example.com%40evil.example/p/1", .rejected("sourceNotAllowed")),
    Row("https://app.example.com.evil.example/p/1", .rejected("sourceNotAllowed")),
    Row("https://app.example.com./p/1", .rejected("sourceNotAllowed")),
    Row("https://app.example.com:8443/p/1", .rejected("sourceNotAllowed")),
    Row("http://app.example.com/p/1", .rejected("sourceNotAllowed")),
    Row("https://app.example.com\\@evil.example/p/1", .rejected("malformedURL")),
    Row("//evil.example/p/1", .rejected("malformedURL")),
    Row("javascript:alert(1)", .rejected("sourceNotAllowed")),
    Row("JaVaScRiPt:alert(document.cookie)", .rejected("sourceNotAllowed")),
    Row("data:text/html,<script>alert(1)</script>", .rejected("sourceNotAllowed")),
    Row("file:///etc/passwd", .rejected("sourceNotAllowed")),
    Row("vbscript:msgbox", .rejected("sourceNotAllowed")),
    Row("otherapp://p/1", .rejected("sourceNotAllowed")),
    Row("https://user:password@app.example.com/p/1", .handled("/p/:id", ["id": "1"])),
    Row("HTTPS://APP.EXAMPLE.COM:443/p/1", .handled("/p/:id", ["id": "1"])),
    Row("MYAPP:p/1", .handled("/p/:id", ["id": "1"])),
    Row("myapp://share/1", .handled("myapp://share/:id", ["id": "1"])),
    Row("/share/1", .notFound),
    Row("https://app.example.com/share/1", .notFound),
  ]

  static let internalOnly: [Row] = [
    Row("/admin/users", .handled("/admin/*rest", [:])),
    Row("myapp://admin/users", .rejected("internalOnlyRoute")),
    Row("MYAPP://admin/users", .rejected("internalOnlyRoute")),
    Row("myapp:admin/users", .rejected("internalOnlyRoute")),
    Row("myapp://%61dmin/users", .rejected("internalOnlyRoute")),
    Row("myapp://x/../admin/users", .rejected("internalOnlyRoute")),
    Row("myapp://x/%2e%2e/admin/users", .rejected("internalOnlyRoute")),
    Row("https://app.example.com/admin/users", .rejected("internalOnlyRoute")),
    Row("https://app.example.com//admin//users/", .rejected("internalOnlyRoute")),
    Row("https://app.example.com/./admin/users#x", .rejected("internalOnlyRoute")),
    Row("myapp://go/users", .rejected("internalOnlyRoute")),
    Row("https://app.example.com/go/users", .rejected("internalOnlyRoute")),
    Row("/go/users", .handled("/admin/*rest", [:])),
  ]

  static let redirectsAndLimits: [Row] = [
    Row("/loop/a", .rejected("redirectLoop")),
    Row("myapp://loop/b", .rejected("redirectLoop")),
    Row("/hop/0", .rejected("tooManyRedirects")),
    Row("/hop/5", .notFound),
    Row("/away/1", .rejected("sourceNotAllowed")),
    Row("/p/1?" + String(repeating: "a=1&", count: 257), .rejected("tooManyParameters")),
    Row("/p/1?" + String(repeating: "a=1&", count: 256), .handled("/p/:id", ["id": "1"])),
    Row("/p/1?" + String(repeating: "&", count: 5000), .handled("/p/:id", ["id": "1"])),
    Row("/p/" + String(repeating: "a", count: 9000), .rejected("urlTooLong")),
    Row("/p/1\r\nX-Injected: 1", .rejected("controlCharacter")),
    Row("/p/%FF", .rejected("badPercentEscape")),
    Row("/../p/1", .rejected("pathAboveRoot")),
    Row("", .rejected("malformedURL")),
    Row("/p/1?id=evil", .handled("/p/:id", ["id": "1"])),
    Row("/p/1?x-success=https://evil.example/steal", .handled("/p/:id", ["id": "1"])),
    Row("/files/..%2F..%2Fetc%2Fpasswd", .handled("/files/:name", ["name": "../../etc/passwd"])),
    Row("/files/%252e%252e", .handled("/files/:name", ["name": "%2e%2e"])),
    Row("/files/%2e%2e", .notFound),
  ]

  static let rows: [Row] = sources + internalOnly + redirectsAndLimits

  /// Counts the callback's calls.
  final class CallbackCount: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    func fire() { lock.withLock { calls += 1 } }
    var count: Int { lock.withLock { calls } }
  }

  @Test("a hostile URL is handled or refused as specified, with one callback", arguments: rows)
  func hostileDispatch(_ row: Row) async throws {
    let router = try Self.makeRouter()
    let callbacks = CallbackCount()
    let (outcome, elapsed) = await HardeningBudget.measure {
      await router.handle(row.url) { _ in callbacks.fire() }
    }
    #expect(elapsed < HardeningBudget.perInput, "took \(elapsed)")
    #expect(callbacks.count == 1, "the callback fired \(callbacks.count) times")
    switch (row.expected, outcome.final) {
    case (.handled(let route, let values), .handled(let response)):
      if !route.isEmpty {
        #expect(response.values["route"] == route)
      }
      for (name, value) in values {
        #expect(response.values[name] == value, "\(name)")
      }
    case (.rejected(let code), .rejected(let error)):
      #expect(error.code == code, "\(error)")
    case (.notFound, .notFound):
      break
    default:
      Issue.record("expected \(row.expected), got \(outcome)")
    }
  }
}
