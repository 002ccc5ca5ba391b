import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The Routing semantics article, *The after chain*: the `after` chain runs exactly once for every
/// URL that was parsed and admitted, whatever its outcome, after the handler returned and the
/// caller's callback fired; a URL refused before matching runs no middleware at all.
@Suite("The after chain")
struct AfterChainTests {
  /// Logs `before URL` and `after URL kind`, and rejects `/blocked`, redirects `/moved` to
  /// `/a`, and answers `/cached` itself.
  struct Tracer: RouteMiddleware {
    let log: Recorder<String>

    func before(_ request: RouteRequest) async -> MiddlewareDecision {
      log.append("before \(request.url.string)")
      switch request.url.path {
      case "/blocked": return .reject(.rejected(url: request.url.string, reason: "blocked"))
      case "/moved": return .redirect("/a")
      case "/cached": return .respond(.success(["from": "cache"]))
      default: return .continue
      }
    }

    func after(_ request: RouteRequest, outcome: RouteOutcome) async {
      log.append("after \(request.url.string) \(outcome.kind)")
    }
  }

  /// A URL and the log it must leave: middleware, handlers and the caller's callback.
  struct Case: Sendable, CustomTestStringConvertible {
    let url: String
    let log: [String]
    var testDescription: String { url }
  }

  static let cases: [Case] = [
    Case(url: "/a", log: ["before /a", "handler /a", "callback success", "after /a handled"]),
    Case(
      url: "/fail",
      log: ["before /fail", "handler /fail", "callback failure", "after /fail rejected"]),
    Case(url: "/cached", log: ["before /cached", "callback success", "after /cached handled"]),
    Case(url: "/blocked", log: ["before /blocked", "callback failure", "after /blocked rejected"]),
    Case(url: "/missing", log: ["before /missing", "callback failure", "after /missing notFound"]),
    // Every candidate declines, then the fallback declines too.
    Case(
      url: "/declines",
      log: [
        "before /declines", "handler /declines", "before /declines", "callback failure",
        "after /declines notFound",
      ]),
    // A route-level redirect: no `before` for the URL that redirected (the redirect route acts
    // at matching), its target gets its own before and after, then the redirecting URL's after.
    Case(
      url: "/old",
      log: [
        "before /a", "handler /a", "callback success", "after /a handled", "after /old redirected",
      ]),
    Case(
      url: "/moved",
      log: [
        "before /moved", "before /a", "handler /a", "callback success", "after /a handled",
        "after /moved redirected",
      ]),
    Case(
      url: "/loop/a",
      log: ["callback failure", "after /loop/b rejected", "after /loop/a redirected"]),
    Case(
      url: "/r0",
      log: [
        "callback failure", "after /r2 rejected", "after /r1 redirected", "after /r0 redirected",
      ]),
    // An internal-only route reached from outside: refused after matching, so `after` runs.
    Case(url: "myapp://admin", log: ["callback failure", "after myapp://admin rejected"]),
    // Refused before matching: no middleware runs.
    Case(url: "https://evil.example/a", log: ["callback failure"]),
    Case(url: "//evil.example/a", log: ["callback failure"]),
    Case(url: "///a", log: ["callback failure"]),
    Case(url: "/a?" + String(repeating: "k=v&", count: 257), log: ["callback failure"]),
  ]

  static func makeTracedRouter(log: Recorder<String>) throws -> Router {
    let router = Router(
      configuration: .init(
        appSchemes: ["myapp"], webOrigins: [try WebOrigin("https://app.example.com")],
        maximumRedirects: 2))
    for path in ["/a", "/fail", "/declines"] {
      try router.register(path) { request in
        log.append("handler \(request.url.string)")
        switch path {
        case "/fail": throw RouteError.rejected(url: path, reason: "no")
        case "/declines": throw RouteDecline("not mine")
        default: return .ok
        }
      }
    }
    try router.register("/admin", flags: [.internalOnly]) { _ in .ok }
    try router.redirect(from: "/old", to: "/a")
    try router.redirect(from: "/loop/a", to: "/loop/b")
    try router.redirect(from: "/loop/b", to: "/loop/a")
    for hop in 0..<5 {
      try router.redirect(from: "/r\(hop)", to: "/r\(hop + 1)")
    }
    router.fallback = ClosureRouteHandler { _ in throw RouteDecline("fallback declines") }
    router.use(Tracer(log: log))
    return router
  }

  @Test("after runs once per admitted URL, after the callback", arguments: cases)
  func afterChain(_ row: Case) async throws {
    let log = Recorder<String>()
    let router = try Self.makeTracedRouter(log: log)
    await router.handle(row.url) { response in log.append("callback \(response.status)") }
    #expect(log.values == row.log)
  }

  @Test func aMatchErrorAfterAdmissionStillRunsAfter() async throws {
    let log = Recorder<String>()
    let router = Router(configuration: .init(matchLimit: 10_000))
    try router.register("/:x((a+)+)/end") { _ in .ok }
    router.use(Tracer(log: log))
    let url = "/" + String(repeating: "a", count: 40) + "!/end"
    let outcome = await router.handle(url) { response in
      log.append("callback \(response.status)")
    }
    #expect(outcome.error?.code == "matchLimitExceeded")
    #expect(log.values == ["callback failure", "after \(url) rejected"])
  }

  @Test func middlewareSeesARedirectRouteAndItsTarget() async throws {
    struct Seen: RouteMiddleware {
      let log: Recorder<String>
      func after(_ request: RouteRequest, outcome: RouteOutcome) async {
        log.append(
          "\(request.url.string) route=\(request.route?.pattern ?? "none") \(outcome.kind) "
            + "redirects=\(outcome.redirects) final=\(outcome.route?.pattern ?? "none")")
      }
    }
    let log = Recorder<String>()
    let router = makeRouter()
    try router.register("/product/:id") { _ in .ok }
    try router.redirect(from: "/item/:id", to: "/product/:id")
    router.use(Seen(log: log))
    await router.handle("/item/7")
    #expect(
      log.values == [
        "/product/7 route=/product/:id handled redirects=[] final=/product/:id",
        "/item/7 route=/item/:id redirected redirects=[\"/product/7\"] final=/product/:id",
      ])
  }

  @Test func aHandlerThatCallsBackEarlyStillPrecedesAfter() async throws {
    let log = Recorder<String>()
    let router = makeRouter()
    try router.register("/early") { request in
      request.callback(.success(["early": "yes"]))
      log.append("handler returns")
      return .success(["early": "no"])
    }
    router.use(Tracer(log: log))
    await router.handle("/early") { response in
      log.append("callback early=\(response.values["early"] ?? "")")
    }
    #expect(
      log.values == [
        "before /early", "callback early=yes", "handler returns", "after /early handled",
      ])
  }
}
