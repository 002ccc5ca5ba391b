import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("x-callback-url")
struct XCallbackTests {
  @Test func successCallbackGetsTheResponseValues() async throws {
    let router = makeRouter()
    let callbacks = Recorder<String>()
    try router.register("/x-callback-url/share") { _ in .success(["shared": "yes"]) }
    try router.register("/done") { request in
      callbacks.append(
        "done shared=\(request.query["shared"] ?? "") ref=\(request.query["ref"] ?? "")")
      return .ok
    }
    await router.handle("myapp://x-callback-url/share?x-success=myapp%3A%2F%2Fdone%3Fref%3D1")
    #expect(callbacks.values == ["done shared=yes ref=1"])
  }

  @Test func errorAndCancelCallbacks() async throws {
    let router = makeRouter()
    let callbacks = Recorder<String>()
    try router.register("/fail") { _ in throw RouteError.rejected(url: "/fail", reason: "no") }
    try router.register("/cancel") { _ in .cancelled }
    try router.register("/on-error") { request in
      callbacks.append("error \(request.query["errorCode"] ?? "")")
      return .ok
    }
    try router.register("/on-cancel") { _ in
      callbacks.append("cancel")
      return .ok
    }
    let failed = await router.handle("/fail?x-error=/on-error&x-success=/never")
    await router.handle("/cancel?x-cancel=/on-cancel")
    // The Routing semantics article, *Callback URLs*: a URL no handler took triggers no callback
    // URL.
    let missing = await router.handle("/missing?x-error=/on-error")
    #expect(callbacks.values == ["error rejected", "cancel"])
    #expect(failed.callbackURL?.kind == .dispatched)
    #expect(failed.callbackURL?.parameter == "x-error")
    #expect(failed.callbackURL?.outcome?.kind == .handled)
    #expect(missing.callbackURL?.kind == .withheld)
    #expect(missing.callbackURL?.url == "/on-error")
  }

  /// The Routing semantics article, *Callback URLs*: a refused URL has no side effects; its
  /// callback URL shows in the outcome as withheld.
  @Test(arguments: [
    ("evil://x?x-error=myapp%3A%2F%2Ffailed", "sourceNotAllowed", "myapp://failed"),
    ("https://evil.example/x?x-error=%2Ffailed", "sourceNotAllowed", "/failed"),
    ("myapp://admin?x-error=%2Ffailed", "internalOnlyRoute", "/failed"),
    ("/blocked?x-error=%2Ffailed", "rejected", "/failed"),
    ("/a?x-error=%2Ffailed&k=1&k=2&k=3", "tooManyParameters", "/failed"),
    ("/cached?x-success=%2Fdone", nil, "/done"),
  ])
  func refusedURLsWithholdTheirCallbackURL(url: String, code: String?, callbackURL: String)
    async throws
  {
    struct Gate: RouteMiddleware {
      func before(_ request: RouteRequest) async -> MiddlewareDecision {
        switch request.url.path {
        case "/blocked": return .reject(.rejected(url: request.url.string, reason: "no"))
        // A middleware answering in the handler's place is not a handler.
        case "/cached": return .respond(.ok)
        default: return .continue
        }
      }
    }
    let router = Router(
      configuration: .init(
        appSchemes: ["myapp"], webOrigins: [try WebOrigin("https://app.example.com")],
        maximumQueryItems: 3))
    let opened = Recorder<String>()
    for path in ["/done", "/failed"] {
      try router.register(path) { _ in
        opened.append(path)
        return .ok
      }
    }
    try router.register("/admin", flags: [.internalOnly]) { _ in .ok }
    try router.register("/blocked") { _ in .ok }
    try router.register("/cached") { _ in .ok }
    router.use(Gate())
    let outcome = await router.handle(url)
    #expect(outcome.error?.code == code)
    #expect(outcome.callbackURL?.kind == .withheld)
    #expect(outcome.callbackURL?.url == callbackURL)
    #expect(outcome.callbackURL?.outcome == nil)
    #expect(opened.values.isEmpty)
  }

  @Test func aMalformedURLNamesNoCallbackAndOpensNothing() async throws {
    let router = makeRouter()
    let opened = Recorder<String>()
    try router.register("/failed") { _ in
      opened.append("failed")
      return .ok
    }
    for url in ["//evil.example?x-error=%2Ffailed", "invalid_scheme://x?x-error=%2Ffailed"] {
      let outcome = await router.handle(url)
      #expect(outcome.error?.code == "malformedURL")
      #expect(outcome.callbackURL == nil)
    }
    #expect(opened.values.isEmpty)
  }

  @Test func theCallbackURLKeepsTheFirstSource() async throws {
    let router = makeRouter()
    let opened = Recorder<String>()
    try router.register("/a") { _ in .ok }
    try router.register("/admin", flags: [.internalOnly]) { _ in
      opened.append("admin")
      return .ok
    }
    let outcome = await router.handle("myapp://a?x-success=%2Fadmin")
    #expect(outcome.kind == .handled)
    #expect(outcome.callbackURL?.kind == .dispatched)
    #expect(outcome.callbackURL?.outcome?.error?.code == "internalOnlyRoute")
    #expect(opened.values.isEmpty)
  }

  @Test func callbacksGoOnlyToAcceptedSources() async throws {
    let router = makeRouter()
    let events = Recorder<String>()
    router.use(RequestLog { events.append($0.description) })
    try router.register("/a") { _ in .ok }
    let outcome = await router.handle("/a?x-success=https%3A%2F%2Fevil.example%2Fsteal")
    #expect(outcome.callbackURL?.kind == .notAllowed)
    #expect(outcome.callbackURL?.error == .callbackNotAllowed("https://evil.example/steal"))
    #expect(outcome.callbackURL?.outcome == nil)
    #expect(
      events.values.contains {
        $0.contains("callbackNotAllowed") || $0.contains("not an accepted source")
      })
    #expect(!events.values.contains { $0.hasPrefix("callback ") })
  }
}
