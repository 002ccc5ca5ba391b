import Foundation
import Testing
import Waypoint

/// Hostile URLs handled by a router: source tricks, internal-only routes reached from outside,
/// redirect loops and chains, open redirects, query floods and x-callback-url callbacks named by
/// refused URLs, each with the outcome the Routing semantics article (*Link sources and the route
/// path*, *Dispatch*) and the security article call for, what became of its callback URL, a time
/// bound, and exactly one callback.
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
    /// What must become of the x-callback-url callback URL; `nil`: the URL names none.
    let callback: CallbackURLOutcome.Kind?
    /// The callback handlers (`/done`, `/failed`) that must run, in order; none by default.
    let opened: [String]
    var testDescription: String { hardeningLabel(url) }

    init(
      _ url: String, _ expected: Expected, callback: CallbackURLOutcome.Kind? = nil,
      opened: [String] = []
    ) {
      self.url = url
      self.expected = expected
      self.callback = callback
      self.opened = opened
    }
  }

  /// Rejects every request under `/blocked`.
  struct Gate: RouteMiddleware {
    func before(_ request: RouteRequest) async -> MiddlewareDecision {
      guard request.url.path.hasPrefix("/blocked") else { return .continue }
      return .reject(.rejected(url: request.url.string, reason: "blocked"))
    }
  }

  /// A router accepting `myapp` and `https://app.example.com`, with an internal-only admin
  /// area, an app-scheme-only route, redirects that loop, chain and leave, a middleware that
  /// rejects `/blocked`, and the callback targets `/done` and `/failed`, which record into
  /// `opened` when they run.
  static func makeRouter(opened: Recorder<String> = Recorder()) throws -> Router {
    let router = try Router(appSchemes: ["myapp"], webOrigins: ["https://app.example.com"])
    router.use(Gate())
    for target in ["/done", "/failed"] {
      try router.register(target) { _ in
        opened.append(target)
        return .ok
      }
    }
    try router.register("/boom") { _ in throw RouteError.rejected(url: "/boom", reason: "no") }
    for pattern in ["/p/:id", "/files/:name", "/blocked/:id", "myapp://share/:id"] {
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
    Row(
      "/p/1?x-success=https://evil.example/steal", .handled("/p/:id", ["id": "1"]),
      callback: .notAllowed),
    Row("/files/..%2F..%2Fetc%2Fpasswd", .handled("/files/:name", ["name": "../../etc/passwd"])),
    Row("/files/%252e%252e", .handled("/files/:name", ["name": "%2e%2e"])),
    Row("/files/%2e%2e", .notFound),
  ]

  /// The Routing semantics article, *Callback URLs*: a URL refused for any reason never dispatches
  /// its `x-success`, `x-error` or `x-cancel` URL; only a URL that reached a handler may, and only
  /// to an accepted source.
  static let callbacks: [Row] = [
    // Refused: source not allowed.
    Row(
      "evil://x?x-error=myapp%3A%2F%2Ffailed", .rejected("sourceNotAllowed"), callback: .withheld),
    Row(
      "https://evil.example/x?x-error=%2Ffailed", .rejected("sourceNotAllowed"), callback: .withheld
    ),
    Row(
      "evil://x?x-success=%2Fdone&x-error=%2Ffailed", .rejected("sourceNotAllowed"),
      callback: .withheld),
    Row("evil://x?x-success=%2Fdone", .rejected("sourceNotAllowed")),
    Row("https://evil.example/done?x-success=%2Fdone", .rejected("sourceNotAllowed")),
    Row("otherapp://p/1?x-error=/failed", .rejected("sourceNotAllowed"), callback: .withheld),
    // Refused: malformed (no callback can be read from it).
    Row("//evil.example/x?x-error=%2Ffailed", .rejected("malformedURL")),
    Row("///x?x-error=%2Ffailed", .rejected("malformedURL")),
    Row("invalid_scheme://x?x-error=%2Ffailed", .rejected("malformedURL")),
    Row("/p/%zz?x-error=%2Ffailed", .rejected("badPercentEscape")),
    // Refused: internal-only, directly and through a redirect.
    Row(
      "myapp://admin/users?x-error=%2Ffailed", .rejected("internalOnlyRoute"), callback: .withheld),
    Row("myapp://go/users?x-error=%2Ffailed", .rejected("internalOnlyRoute"), callback: .withheld),
    // Refused: by a middleware.
    Row("/blocked/1?x-error=%2Ffailed", .rejected("rejected"), callback: .withheld),
    Row(
      "myapp://blocked/1?x-error=myapp%3A%2F%2Ffailed", .rejected("rejected"), callback: .withheld),
    // Refused: too many query items.
    Row(
      "/p/1?x-error=%2Ffailed&" + String(repeating: "a=1&", count: 256),
      .rejected("tooManyParameters"), callback: .withheld),
    // Refused: a redirect to a source the router does not accept, a loop, a chain too long.
    Row("/away/1?x-error=%2Ffailed", .rejected("sourceNotAllowed"), callback: .withheld),
    Row("/loop/a?x-error=%2Ffailed", .rejected("redirectLoop"), callback: .withheld),
    Row("/hop/0?x-error=%2Ffailed", .rejected("tooManyRedirects"), callback: .withheld),
    // No handler reached.
    Row("/nowhere?x-error=%2Ffailed", .notFound, callback: .withheld),
    // Reached a handler, but the callback URL leaves the accepted sources or is malformed.
    Row(
      "/p/1?x-success=https%3A%2F%2Fevil.example%2Fdone", .handled("/p/:id", [:]),
      callback: .notAllowed),
    Row("/p/1?x-success=evil%3A%2F%2Fdone", .handled("/p/:id", [:]), callback: .notAllowed),
    Row("/p/1?x-success=%2F%2Fevil.example%2Fdone", .handled("/p/:id", [:]), callback: .notAllowed),
    Row("/p/1?x-success=%2F%2F%2Fdone", .handled("/p/:id", [:]), callback: .notAllowed),
    Row(
      "/p/1?x-success=invalid_scheme%3A%2F%2Fdone", .handled("/p/:id", [:]), callback: .notAllowed),
    // Reached a handler: the callback URL is dispatched, keeping the first source.
    Row(
      "/p/1?x-success=%2Fdone", .handled("/p/:id", [:]), callback: .dispatched, opened: ["/done"]),
    Row(
      "myapp://p/1?x-success=myapp%3A%2F%2Fdone", .handled("/p/:id", [:]), callback: .dispatched,
      opened: ["/done"]),
    Row(
      "/boom?x-error=%2Ffailed", .rejected("rejected"), callback: .dispatched, opened: ["/failed"]),
    Row("myapp://p/1?x-success=%2Fadmin%2Fx", .handled("/p/:id", [:]), callback: .dispatched),
  ]

  static let rows: [Row] = sources + internalOnly + redirectsAndLimits + callbacks

  /// Counts the callback's calls.
  final class CallbackCount: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    func fire() { lock.withLock { calls += 1 } }
    var count: Int { lock.withLock { calls } }
  }

  @Test("a hostile URL is handled or refused as specified, with one callback", arguments: rows)
  func hostileDispatch(_ row: Row) async throws {
    let opened = Recorder<String>()
    let router = try Self.makeRouter(opened: opened)
    let callbacks = CallbackCount()
    let (outcome, elapsed) = await HardeningBudget.measure {
      await router.handle(row.url) { _ in callbacks.fire() }
    }
    #expect(elapsed < HardeningBudget.perInput, "took \(elapsed)")
    #expect(callbacks.count == 1, "the callback fired \(callbacks.count) times")
    switch row.expected {
    case .handled(let route, let values):
      #expect(outcome.final.kind == .handled, "\(outcome)")
      if !route.isEmpty {
        #expect(outcome.route?.pattern == route)
      }
      for (name, value) in values {
        #expect(outcome.response?.values[name] == value, "\(name)")
      }
    case .rejected(let code):
      #expect(outcome.final.kind == .rejected, "\(outcome)")
      #expect(outcome.error?.code == code, "\(outcome)")
    case .notFound:
      #expect(outcome.final.kind == .notFound, "\(outcome)")
    }
    #expect(
      outcome.callbackURL?.kind == row.callback, "\(outcome.callbackURL.map { "\($0)" } ?? "none")")
    #expect(opened.values == row.opened, "the callback targets that ran")
  }
}
