import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A middleware that implements `rewrite` and rewrites nothing: with it installed, a dispatch
/// parses and looks up every URL itself instead of taking `match`'s shortcut.
private struct KeepURL: RouteMiddleware {
  func rewrite(_ url: RouteURL) async -> String? { nil }
}

/// What a handler saw of a request, and how the request ended.
private struct Seen: Equatable, CustomStringConvertible {
  let kind: RouteOutcome.Kind
  let route: String?
  let error: String?
  let values: [String: String]

  init(_ outcome: RouteOutcome) {
    kind = outcome.final.kind
    route = outcome.route?.pattern
    error = outcome.error?.code
    values = outcome.response?.values ?? [:]
  }

  var description: String { "\(kind) \(route ?? "-") \(error ?? "-") \(values)" }
}

@Suite("Dispatch: the lookup shortcut")
struct DispatchShortcutTests {
  static let urls = [
    "/product/42", "/product/42/", "/a//product/../product/7", "/product/%34%32",
    "/product/42?tab=reviews&id=evil", "product/9", "myapp://product/42", "MYAPP://product/1",
    "https://app.example.com/product/5", "https://app.example.com/admin",
    "otherapp://share/3", "otherapp://product/3", "/admin", "/files/a%2Fb/c", "/missing",
    "/product/bad%zz", "//evil.example/product/1", "", "/product/\u{7}", "/r/12", "/r/x",
    "/old/x%2Fy", "/old/a/b?q=1",
  ]

  private func makeTestRouter(rewriting: Bool) throws -> Router {
    let router = makeRouter()
    let values: @Sendable (RouteRequest) async throws -> RouteResponse = { request in
      .success(
        Dictionary(
          uniqueKeysWithValues: request.parameterNames.map {
            ("parameter \($0)", request[$0] ?? "")
          }
            + [("source", "\(request.source)"), ("path", request.url.path)]))
    }
    try router.register("/product/:id", handle: values)
    try router.register("/files/*path", handle: values)
    try router.register("/admin", flags: [.internalOnly], handle: values)
    try router.register("otherapp://share/:id", handle: values)
    try router.register(regex: "^/r/(?<code>[0-9]+)$", handle: values)
    try router.redirect(from: "/old/*path", to: "/files/*path")
    if rewriting { router.use(KeepURL()) }
    return router
  }

  @Test func anInternalOnlyRouteBehindADecliningCandidateIsStillRefused() async throws {
    for rewriting in [false, true] {
      let router = makeRouter()
      try router.register("/admin", priority: 1, flags: [.internalOnly]) { _ in .ok }
      try router.register("/*path") { _ in throw RouteDecline("not mine") }
      if rewriting { router.use(KeepURL()) }
      let outcome = await router.handle("https://app.example.com/admin")
      #expect(outcome.error?.code == "internalOnlyRoute", "rewriting: \(rewriting)")
    }
  }

  @Test("a URL ends the same with and without the shortcut", arguments: urls)
  func theShortcutChangesNothing(_ url: String) async throws {
    let direct = try makeTestRouter(rewriting: false)
    let parsed = try makeTestRouter(rewriting: true)
    let viaShortcut = Seen(await direct.handle(url))
    let viaParsing = Seen(await parsed.handle(url))
    #expect(viaShortcut == viaParsing)
    #expect(parsed.middlewareStack.rewrites)
  }

  /// URLs for the direct way of `handle` (an internal path whose first candidate has a handler,
  /// a closure or not, no middleware): handled, declined both ways, failed, with and without a
  /// callback URL, and URLs that take the dispatcher's way in any case.
  static let directURLs = [
    "/ok/7", "/ok/7?tab=1", "/ok/7?x-success=%2Fdone", "/d/shy", "/d/early", "/d/broken",
    "/d/broken?x-error=%2Fdone", "/d/shy?x-success=%2Fdone%3Fref%3D1", "/e/last", "/e/none",
    "/e/none?x-error=%2Fdone", "/named", "/named?x-success=%2Fdone", "/n/shy", "/n/fails",
    "/go/7", "/missing?x-error=%2Fdone",
    // An app scheme's or web origin's URL takes the direct way too, when `match` answers it in
    // place; an internal-only route behind a declining candidate still refuses it.
    "myapp://ok/7", "https://app.example.com/ok/7", "myapp://d/shy", "myapp://d/early",
    "myapp://d/broken", "myapp://e/last", "myapp://e/none", "myapp://named", "myapp://n/shy",
    "myapp://n/fails", "myapp://go/7", "myapp://ok/7?x-success=%2Fdone", "/x/admin",
    "myapp://x/admin", "https://app.example.com/x/admin", "myapp://ok/7/", "MYAPP://ok/7",
  ]

  /// A handler that is not a closure, which fails with a `RouteError`.
  private struct Failing: RouteHandler {
    func handle(_ request: RouteRequest) async throws -> RouteResponse {
      throw RouteError.rejected(url: request.url.string, reason: "no")
    }
  }

  /// A router for ``directURLs`` whose handlers and callback URL target write to `log`.
  private func makeDirectRouter(rewriting: Bool, log: Recorder<String>) throws -> Router {
    let router = makeRouter()
    try router.register("/ok/:id") { request in
      .success(["id": request["id"] ?? "", "source": "\(request.source)"])
    }
    try router.register(
      "/d/shy", priority: 1,
      handler: ClosureRouteHandler(accepts: { _ in false }) { _ in .success(["who": "shy"]) })
    try router.register("/d/early", priority: 1) { request in
      request.callback(.success(["who": "early"]))
      throw RouteDecline("called back, then declined")
    }
    try router.register("/d/broken", priority: 1) { _ in throw CancellationError() }
    try router.register("/d/:name") { request in .success(["who": request["name"] ?? ""]) }
    try router.register("/e/:name") { _ in throw RouteDecline("never") }
    try router.register("/named", handler: NamedHandler(name: "named", log: log))
    try router.register(
      "/n/shy", priority: 1, handler: NamedHandler(name: "shy", log: log, accepts: false))
    try router.register("/n/fails", priority: 1, handler: Failing())
    try router.register("/n/:name", handler: NamedHandler(name: "any", log: log))
    try router.redirect(from: "/go/:id", to: "/ok/:id")
    try router.register("/x/*rest", priority: 1) { _ in throw RouteDecline("not mine") }
    try router.register("/x/admin", flags: [.internalOnly]) { _ in .success(["who": "admin"]) }
    try router.register("/done") { request in
      log.append("done \(request.url)")
      return .ok
    }
    router.setFallback { request in
      if request.url.path == "/e/none" { throw RouteDecline("no fallback either") }
      return .success(["fallback": request.url.path])
    }
    if rewriting { router.use(KeepURL()) }
    return router
  }

  @Test("the direct way ends a URL as the dispatcher does", arguments: directURLs)
  func theDirectWayChangesNothing(_ url: String) async throws {
    func run(rewriting: Bool) async throws -> (Seen, [String], [String], String) {
      let log = Recorder<String>()
      let router = try makeDirectRouter(rewriting: rewriting, log: log)
      #expect(router.middlewareStack.isActive == rewriting)
      let callbacks = Recorder<String>()
      let outcome = await router.handle(url) { response in
        let values = response.values.sorted { $0.key < $1.key }
        callbacks.append("\(response.status) \(values) \(response.error?.code ?? "-")")
      }
      let callbackURL = outcome.callbackURL.map {
        "\($0.kind) \($0.parameter) \($0.outcome.map { "\($0.kind)" } ?? "-")"
      }
      return (Seen(outcome), callbacks.values, log.values, callbackURL ?? "none")
    }
    let direct = try await run(rewriting: false)
    let dispatched = try await run(rewriting: true)
    #expect(direct.0 == dispatched.0)
    #expect(direct.1 == dispatched.1)
    #expect(direct.1.count == 1, "the callback fires exactly once")
    #expect(direct.2 == dispatched.2)
    #expect(direct.3 == dispatched.3)
  }

  /// The direct way's first candidate for a URL from outside is `match`'s in-place answer, and
  /// only while nothing can come before it in dispatch order for that source.
  @Test func anAcceptedSourcesCanonicalURLHasAFirstCandidateOnlyWhenNothingComesBeforeIt() throws {
    let router = try makeDirectRouter(rewriting: false, log: Recorder())
    #expect(router.firstCandidate(of: "myapp://ok/7")?.route.pattern == "/ok/:id")
    #expect(
      router.firstCandidate(of: "https://app.example.com/x/admin")?.route.pattern == "/x/*rest")
    // Parsed first (a query, a rewritten path, an unknown source): left to the dispatcher.
    #expect(router.firstCandidate(of: "myapp://ok/7?q=1") == nil)
    #expect(router.firstCandidate(of: "myapp://ok/7/") == nil)
    #expect(router.firstCandidate(of: "otherapp://ok/7") == nil)
    // An internal-only route first in dispatch order.
    let guarded = makeRouter()
    try guarded.register("/admin", flags: [.internalOnly]) { _ in .ok }
    #expect(guarded.firstCandidate(of: "myapp://admin") == nil)
    #expect(guarded.firstCandidate(of: "/admin")?.route.pattern == "/admin")
    // A route restricted to a source.
    try router.register("otherapp://share/:id") { _ in .ok }
    #expect(router.firstCandidate(of: "myapp://ok/7") == nil)
  }
}
