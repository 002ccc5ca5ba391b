import Testing

@testable import Waypoint

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
    #expect(parsed.middleware.withLock { $0.stack.rewrites })
  }
}
