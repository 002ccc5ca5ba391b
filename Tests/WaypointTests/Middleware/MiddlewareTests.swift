import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A middleware that records its name in `before`/`after` and decides as told.
private struct Step: RouteMiddleware {
  let name: String
  let log: Recorder<String>
  var decision: @Sendable (RouteRequest) -> MiddlewareDecision = { _ in .continue }

  func before(_ request: RouteRequest) async -> MiddlewareDecision {
    log.append("before \(name)")
    return decision(request)
  }

  func after(_ request: RouteRequest, outcome: RouteOutcome) async {
    log.append("after \(name)")
  }
}

@Suite("Middleware")
struct MiddlewareTests {
  @Test func runsInPriorityThenRegistrationOrder() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a", handler: NamedHandler(name: "handler", log: log))
    router.use(Step(name: "low", log: log), priority: -1)
    router.use(Step(name: "first", log: log))
    router.use(Step(name: "high", log: log), priority: 5)
    router.use(Step(name: "second", log: log))
    await router.handle("/a")
    #expect(
      log.values == [
        "before high", "before first", "before second", "before low", "handler",
        "after high", "after first", "after second", "after low",
      ])
  }

  @Test func continueWithAChangedRequest() async throws {
    let router = makeRouter()
    try router.register("/a") { request in .success(["user": request["user"] ?? "none"]) }
    router.use(
      Step(name: "auth", log: Recorder()) { request in
        var changed = request
        changed.primitiveParameters["user"] = "alice"
        return .continueWith(changed)
      })
    #expect(await router.handle("/a?user=mallory").response?.values == ["user": "alice"])
  }

  @Test func redirectDecision() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/old", handler: NamedHandler(name: "old", log: log))
    try router.register("/new", handler: NamedHandler(name: "new", log: log))
    router.use(
      Step(name: "move", log: Recorder()) { request in
        request.url.path == "/old" ? .redirect("/new") : .continue
      })
    let outcome = await router.handle("/old")
    #expect(outcome.kind == .redirected)
    #expect(outcome.redirects == ["/new"])
    #expect(outcome.next?.handlerName == "new")
    #expect(log.values == ["new"])
  }

  @Test func rejectDecision() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a", handler: NamedHandler(name: "a", log: log))
    router.use(
      Step(name: "gate", log: log) { request in
        .reject(.rejected(url: request.url.string, reason: "closed"))
      })
    let outcome = await router.handle("/a")
    #expect(outcome.error == .rejected(url: "/a", reason: "closed"))
    #expect(log.values == ["before gate", "after gate"])
  }

  @Test func respondDecision() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a", handler: NamedHandler(name: "a", log: log))
    router.use(Step(name: "cache", log: log) { _ in .respond(.success(["cached": "yes"])) })
    #expect(await router.handle("/a").response?.values == ["cached": "yes"])
    #expect(!log.values.contains("a"))
  }

  @Test func rewriteBeforeMatching() async throws {
    struct UniversalToInternal: RouteMiddleware {
      func rewrite(_ url: RouteURL) async -> String? {
        guard case .webOrigin = url.source else { return nil }
        return "/web" + url.path
      }
    }
    let router = makeRouter()
    try router.register("/web/product/:id") { request in
      .success(["handler": "\(request.source) \(request.url.string) \(request["id"] ?? "")"])
    }
    router.use(UniversalToInternal())
    let outcome = await router.handle("https://app.example.com/product/7")
    #expect(outcome.handlerName == "https://app.example.com /web/product/7 7")
  }

  @Test func rewriteToARefusedSourceIsRejected() async {
    struct Outward: RouteMiddleware {
      func rewrite(_ url: RouteURL) async -> String? { "https://evil.example/x" }
    }
    let router = makeRouter()
    router.use(Outward())
    #expect(await router.handle("/x").error?.code == "sourceNotAllowed")
  }

  @Test func anUnreadableRewriteIsRejectedForTheURLAsItArrived() async throws {
    struct Rewrite: RouteMiddleware, RouteEventObserver {
      let from: String
      let to: String
      let log: Recorder<String>
      func rewrite(_ url: RouteURL) async -> String? { url.path == from ? to : nil }
      func observe(_ event: RouteEvent) {
        switch event {
        case .rewritten(let from, let to): log.append("rewritten \(from) \(to)")
        case .rejected(let url, let error): log.append("rejected \(url) \(error.code)")
        default: break
        }
      }
    }
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/b") { _ in .ok }
    router.use(Rewrite(from: "/a", to: "/b", log: log))
    router.use(Rewrite(from: "/b", to: "/bad%zz", log: Recorder()))
    let outcome = await router.handle("/a")
    #expect(outcome.error?.code == "badPercentEscape")
    // The second rewrite never took effect: the URL refused is the one that arrived.
    #expect(log.values == ["rewritten /a /b", "rejected /a badPercentEscape"])
  }

  @Test func middlewareSeesUnmatchedRequests() async {
    let router = makeRouter()
    let log = Recorder<String>()
    router.use(Step(name: "seen", log: log))
    #expect(await router.handle("/missing").error == .notFound("/missing"))
    #expect(log.values == ["before seen", "after seen"])
  }

  @Test func removal() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a") { _ in .ok }
    let id = router.use(Step(name: "x", log: log))
    #expect(router.middlewares.count == 1)
    #expect(router.removeMiddleware(id))
    #expect(!router.removeMiddleware(id))
    await router.handle("/a")
    #expect(log.values.isEmpty)
  }

  @Test func sourceAllowlistNarrowsSources() async throws {
    let router = makeRouter()
    try router.register("/pay/:amount") { _ in .ok }
    try router.register("/product/:id") { _ in .ok }
    router.use(SourceAllowlist(appSchemes: ["myapp"]) { $0.pattern.hasPrefix("/pay") })
    #expect(await router.handle("/pay/1").error == nil)
    #expect(await router.handle("myapp://pay/1").error == nil)
    #expect(
      await router.handle("https://app.example.com/pay/1").error?.code
        == "sourceNotAllowedByMiddleware")
    #expect(await router.handle("https://app.example.com/product/1").error == nil)
  }

  @Test func anAllowlistRefusalNamesTheAllowlistAndWhatItAllows() async throws {
    let router = try Router(
      appSchemes: ["myapp", "otherapp"],
      webOrigins: ["https://app.example.com", "https://www.example.com"])
    try router.register("/pay/:amount") { _ in .ok }
    let allowlist = SourceAllowlist(
      appSchemes: ["myapp"], webOrigins: [try WebOrigin("https://www.example.com")])
    router.use(allowlist)
    #expect(
      allowlist.allowedSources == [
        .internal, .appScheme("myapp"), .webOrigin(try WebOrigin("https://www.example.com")),
      ])
    let error = try #require(await router.handle("https://app.example.com/pay/1").error)
    let origin = try WebOrigin("https://app.example.com")
    #expect(
      error
        == .sourceNotAllowedByMiddleware(
          "https://app.example.com/pay/1", source: .webOrigin(origin),
          middleware: "SourceAllowlist", allowed: allowlist.allowedSources))
    #expect(
      error.description
        == "\"https://app.example.com/pay/1\" comes from https://app.example.com, which the"
        + " router accepts but SourceAllowlist refuses"
        + " (allowed: internal, myapp://, https://www.example.com)")
    #expect(!error.description.contains("does not accept"))
    #expect(await router.handle("otherapp://pay/1").error?.code == "sourceNotAllowedByMiddleware")
    #expect(await router.handle("evil://pay/1").error?.code == "sourceNotAllowed")
    #expect(await router.handle("myapp://pay/1").error == nil)
  }

  @Test func sourceAllowlistKeepsInternalOnlyRoutesInternal() async throws {
    let allowlist = SourceAllowlist(appSchemes: ["myapp"])
    #expect(allowlist.allows(.internal))
    #expect(allowlist.allows(.appScheme("myapp")))
    #expect(!allowlist.allows(.appScheme("other")))
    #expect(!allowlist.allows(.webOrigin(origin("https://app.example.com"))))
  }

  @Test func redirectTableWorksWithAndWithoutARoute() async throws {
    let router = makeRouter()
    try router.register("/product/:id") { request in
      .success(["handler": "product \(request["id"] ?? "")"])
    }
    try router.register("/legacy/:id") { _ in .success(["handler": "legacy"]) }
    router.use(try RedirectTable(["/item/:id": "/product/:id", "/legacy/:id": "/product/:id"]))
    #expect(await router.handle("/item/3?x=1").final.handlerName == "product 3")
    #expect(await router.handle("myapp://legacy/4").final.handlerName == "product 4")
    #expect(throws: RouteError.self) { try RedirectTable(["/a": "/b/:id"]) }
  }

  @Test func requestLogReportsEveryDecision() async throws {
    let router = makeRouter()
    let events = Recorder<String>()
    try router.register("/u/me") { _ in throw RouteDecline("busy") }
    try router.register("/u/:id") { _ in .ok }
    try router.redirect(from: "/old/:id", to: "/u/:id")
    router.use(RequestLog { event in events.append(event.description) }, priority: 100)
    await router.handle("myapp://old/me")
    await router.handle("/nothing")
    await router.handle("https://evil.example/")
    let log = events.values
    #expect(log.contains("received myapp://old/me from myapp://"))
    #expect(log.contains("matched myapp://old/me with /old/:id"))
    #expect(log.contains("redirected myapp://old/me -> /u/me"))
    #expect(log.contains("declined /u/me by /u/me: busy"))
    #expect(log.contains { $0.hasPrefix("handled /u/me with /u/:id in ") })
    #expect(log.contains("not found /nothing"))
    #expect(log.contains { $0.hasPrefix("rejected https://evil.example/: ") })
  }
}
