import Foundation
import Testing

@testable import Waypoint

@Suite("Dispatch")
struct DispatchTests {
  @Test func handlesAMatchedURL() async throws {
    let router = makeRouter()
    try router.register("/product/:id") { request in .success(["id": request["id"] ?? ""]) }
    let outcome = await router.handle("myapp://product/42")
    guard case .handled(let response) = outcome else {
      Issue.record("unexpected \(outcome)")
      return
    }
    #expect(response.values == ["id": "42"])
  }

  @Test func declineByShouldHandlePassesToTheNextCandidate() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/user/me", handler: NamedHandler(name: "me", log: log, accepts: false))
    try router.register("/user/:id", handler: NamedHandler(name: "any", log: log))
    #expect(await router.handle("/user/me").handlerName == "any")
    #expect(log.values == ["any"])
  }

  @Test func declineByThrowingPassesToTheNextCandidate() async throws {
    let router = makeRouter()
    try router.register("/user/me") { _ in throw RouteDecline("not now") }
    try router.register("/user/:id") { _ in .success(["handler": "any"]) }
    #expect(await router.handle("/user/me").handlerName == "any")
  }

  @Test func everyCandidateDeclinesThenFallbackOrNotFound() async throws {
    let router = makeRouter()
    try router.register("/a") { _ in throw RouteDecline() }
    guard case .notFound("/a") = await router.handle("/a") else {
      Issue.record("expected not found")
      return
    }
    router.fallback = ClosureRouteHandler { request in
      .success(["handler": "fallback:\(request.url)"])
    }
    #expect(await router.handle("/a").handlerName == "fallback:/a")
  }

  @Test func unmatchedGoesToTheFallback() async {
    let router = makeRouter()
    router.fallback = ClosureRouteHandler { request in
      #expect(request.route == nil)
      return .success(["handler": "fallback"])
    }
    #expect(await router.handle("myapp://nowhere").handlerName == "fallback")
  }

  @Test func unmatchedWithoutFallbackIsNotFound() async {
    let outcome = await makeRouter().handle("/nowhere")
    #expect(outcome.error == .notFound("/nowhere"))
  }

  @Test func handlerErrorsArriveAsRejected() async throws {
    struct Broken: Error {}
    let router = makeRouter()
    try router.register("/a") { _ in throw Broken() }
    try router.register("/b") { _ in throw RouteError.rejected(url: "/b", reason: "no") }
    #expect(await router.handle("/a").error?.code == "handlerFailed")
    #expect(await router.handle("/b").error == .rejected(url: "/b", reason: "no"))
  }

  @Test func malformedAndRefusedURLsAreRejected() async {
    let router = makeRouter()
    #expect(await router.handle("").error?.code == "malformedURL")
    #expect(await router.handle("/a%zz").error?.code == "badPercentEscape")
    #expect(await router.handle("other://a").error?.code == "sourceNotAllowed")
    #expect(await router.handle("https://evil.example/a").error?.code == "sourceNotAllowed")
  }

  @Test func routeNamedSourceReachesOnlyItsRoutes() async throws {
    let router = makeRouter()
    try router.register("otherapp://share/:id") { _ in .success(["handler": "share"]) }
    try router.register("/product/:id") { _ in .success(["handler": "product"]) }
    #expect(await router.handle("otherapp://share/1").handlerName == "share")
    #expect(await router.handle("otherapp://product/1").error?.code == "notFound")
    #expect(await router.handle("/share/1").error?.code == "notFound")
  }

  @Test func foundationURLsAreAccepted() async throws {
    let router = makeRouter()
    try router.register("/p/:id") { request in .success(["handler": request["id"] ?? ""]) }
    #expect(await router.handle(URL(string: "myapp://p/9")!).handlerName == "9")
  }

  @Test func completionHandlerForm() async throws {
    let router = makeRouter()
    try router.register("/p") { _ in .success(["handler": "p"]) }
    let outcome = await withCheckedContinuation { continuation in
      router.handle("/p") { outcome in continuation.resume(returning: outcome) }
    }
    #expect(outcome.handlerName == "p")
  }

  @Test func matchAndCanHandleRunNoMiddlewareAndNoHandler() throws {
    let router = makeRouter()
    let log = Recorder<String>()
    try router.register("/a", handler: NamedHandler(name: "a", log: log))
    router.use(RequestLog { log.append("event \($0)") })
    #expect(router.canHandle("/a"))
    #expect(!router.canHandle("/b"))
    #expect(!router.canHandle("https://evil.example/a"))
    #expect(try router.match("/a")?.route.pattern == "/a")
    #expect(log.values.isEmpty)
  }

  @Test func internalOnlyRoutesAreRefusedFromOutside() async throws {
    let router = makeRouter()
    try router.register("/admin", flags: [.internalOnly]) { _ in .success(["handler": "admin"]) }
    #expect(await router.handle("/admin").handlerName == "admin")
    #expect(await router.handle("myapp://admin").error?.code == "internalOnlyRoute")
    #expect(await router.handle("https://app.example.com/admin").error?.code == "internalOnlyRoute")
    #expect(try router.match("https://app.example.com/admin") == nil)
  }

  @Test func internalOnlyStaysUnreachableThroughRewritesAndRedirects() async throws {
    struct ToInternal: RouteMiddleware {
      func rewrite(_ url: RouteURL) async -> String? { url.path == "/go" ? "/admin" : nil }
    }
    let router = makeRouter()
    try router.register("/admin", flags: [.internalOnly]) { _ in .success(["handler": "admin"]) }
    try router.redirect(from: "/old-admin", to: "/admin")
    router.use(ToInternal())
    #expect(await router.handle("https://app.example.com/go").error?.code == "internalOnlyRoute")
    #expect(await router.handle("myapp://old-admin").error?.code == "internalOnlyRoute")
    #expect(await router.handle("/old-admin").handlerName == "admin")
  }

  @Test func redirectRouteCarriesParametersAndQuery() async throws {
    let router = makeRouter()
    try router.redirect(from: "/item/:id", to: "/product/:id")
    try router.register("/product/:id") { request in
      .success(["handler": "product \(request["id"] ?? "") \(request.query["ref"] ?? "")"])
    }
    let outcome = await router.handle("myapp://item/a%2Fb?ref=mail")
    guard case .redirected(let target, let inner) = outcome else {
      Issue.record("expected a redirect, got \(outcome)")
      return
    }
    #expect(target == "/product/a%2Fb?ref=mail")
    #expect(inner.handlerName == "product a/b mail")
  }

  @Test func redirectTargetMustNameCapturedParameters() {
    #expect(throws: RouteError.missingParameter(name: "slug", route: "/p/:slug")) {
      try makeRouter().redirect(from: "/item/:id", to: "/p/:slug")
    }
  }

  @Test func redirectLoopIsReported() async throws {
    let router = makeRouter()
    try router.redirect(from: "/a", to: "/b")
    try router.redirect(from: "/b", to: "/a/")
    let outcome = await router.handle("/a")
    guard case .redirectLoop(let chain)? = outcome.error else {
      Issue.record("expected a loop, got \(outcome)")
      return
    }
    #expect(chain == ["/a", "/b", "/a"])
  }

  @Test func redirectChainsAreBounded() async throws {
    let router = Router(configuration: .init(maximumRedirects: 3))
    for step in 0..<10 { try router.redirect(from: "/r\(step)", to: "/r\(step + 1)") }
    let outcome = await router.handle("/r0")
    #expect(outcome.error?.code == "tooManyRedirects")
  }

  @Test func redirectToAnUnacceptedSourceIsRefusedNotOpened() async throws {
    let router = makeRouter()
    try router.redirect(from: "/out", to: "https://evil.example/")
    #expect(await router.handle("/out").error?.code == "sourceNotAllowed")
  }
}

@Suite("Dispatch limits")
struct DispatchLimitTests {
  @Test func queryItemCountIsLimited() async throws {
    let router = Router(configuration: .init(maximumQueryItems: 3))
    try router.register("/a") { _ in .ok }
    #expect(await router.handle("/a?x=1&y=2&z=3").error == nil)
    #expect(await router.handle("/a?x=1&y=2&z=3&w=4").error?.code == "tooManyParameters")
    #expect(throws: RouteError.tooManyParameters("/a?1&2&3&4&&", count: 4, limit: 3)) {
      try router.match("/a?1&2&3&4&&")
    }
    let many = "/a?" + (0..<300).map { "k\($0)=v" }.joined(separator: "&")
    #expect(await makeRouter().handle(many).error?.code == "tooManyParameters")
  }

  @Test func urlLengthLimitIsConfigurable() async throws {
    let router = Router(configuration: .init(maximumURLLength: 16))
    try router.register("/:x") { _ in .ok }
    #expect(
      await router.handle("/" + String(repeating: "a", count: 16)).error?.code == "urlTooLong")
    #expect(await router.handle("/" + String(repeating: "a", count: 15)).error == nil)
  }
}
