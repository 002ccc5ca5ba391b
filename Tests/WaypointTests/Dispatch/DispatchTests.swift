import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Dispatch")
struct DispatchTests {
  @Test func handlesAMatchedURL() async throws {
    let router = makeRouter()
    try router.register("/product/:id") { request in .success(["id": request["id"] ?? ""]) }
    let outcome = await router.handle("myapp://product/42")
    #expect(outcome.kind == .handled)
    #expect(outcome.response?.values == ["id": "42"])
    #expect(outcome.route?.pattern == "/product/:id")
    #expect(outcome.error == nil)
    #expect(outcome.redirects.isEmpty)
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
    let declined = await router.handle("/a")
    #expect(declined.kind == .notFound)
    #expect(declined.error == .notFound("/a"))
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
    #expect(outcome.kind == .redirected)
    #expect(outcome.redirects == ["/product/a%2Fb?ref=mail"])
    #expect(outcome.final.kind == .handled)
    #expect(outcome.route?.pattern == "/product/:id")
    #expect(outcome.handlerName == "product a/b mail")
  }

  /// A redirect checks every URL it builds with its target's matcher, compiled on the first
  /// redirect and shared by every later and concurrent one (compiling per redirect cost a regex
  /// compile per request).
  @Test func redirectTargetMatcherIsCompiledOnceAndShared() async throws {
    let target = RedirectTarget(try RouteExpression("/product/:id"))
    let first = try target.matcher()
    #expect(try target.matcher() === first)
    let router = makeRouter()
    try router.redirect(from: "/item/:id", to: "/product/:id")
    try router.register("/product/:id") { _ in .ok }
    let redirects = await withTaskGroup(of: [String].self) { group in
      for index in 0..<64 {
        group.addTask { await router.handle("/item/\(index)?n=\(index)").redirects }
      }
      var all: [[String]] = []
      for await redirects in group { all.append(redirects) }
      return all
    }
    #expect(
      Set(redirects.map { $0.joined() })
        == Set((0..<64).map { "/product/\($0)?n=\($0)" }))
  }

  /// An outcome names the route that took the last URL: a redirect whose target no route takes
  /// names none (not the redirect route), and has no response.
  @Test func redirectToNothingNamesNoRoute() async throws {
    let router = makeRouter()
    try router.redirect(from: "/old/:id", to: "/gone/:id")
    let outcome = await router.handle("/old/7")
    #expect(outcome.kind == .redirected)
    #expect(outcome.final.kind == .notFound)
    #expect(outcome.route == nil)
    #expect(outcome.response == nil)
    #expect(outcome.error == .notFound("/gone/7"))
  }

  /// The Routing semantics article, *Redirects*: a redirect carries every parameter over in its
  /// encoded form.
  @Test func redirectRouteCarriesEncodedParameters() async throws {
    let router = makeRouter()
    try router.redirect(from: "/old/*path", to: "/new/*path")
    try router.redirect(from: "/one/*id", to: "/single/:id")
    try router.redirect(from: "/keep/:id", to: "/single/:id")
    try router.register("/new/:dir/:file") { request in
      .success(["handler": "dir \(request["dir"] ?? "") file \(request["file"] ?? "")"])
    }
    try router.register("/new/*path") { request in
      .success(["handler": "path \(request["path"] ?? "")"])
    }
    try router.register("/single/:id") { request in
      .success(["handler": "id \(request["id"] ?? "")"])
    }
    let encoded = await router.handle("/old/a%2Fb")
    #expect(encoded.redirects == ["/new/a%2Fb"])
    #expect(encoded.route?.pattern == "/new/*path")
    #expect(encoded.handlerName == "path a/b")
    #expect(await router.handle("/new/a%2Fb").route?.pattern == "/new/*path")

    let slashes = await router.handle("myapp://old/a/b?q=1")
    #expect(slashes.redirects == ["/new/a/b?q=1"])
    #expect(slashes.handlerName == "dir a file b")

    // A wildcard's segments go into one parameter as one segment.
    #expect(await router.handle("/one/a/b").redirects == ["/single/a%2Fb"])
    #expect(await router.handle("/one/a/b").handlerName == "id a/b")
    // Decoded exactly once, at the end: `%252F` stays `%252F` on the way.
    #expect(await router.handle("/keep/x%252Fy").redirects == ["/single/x%252Fy"])
    #expect(await router.handle("/keep/x%252Fy").handlerName == "id x%2Fy")
    #expect(await router.handle("/keep/caf%C3%A9%20x").redirects == ["/single/caf%C3%A9%20x"])
  }

  @Test func redirectTableCarriesEncodedParameters() async throws {
    let router = makeRouter()
    router.use(try RedirectTable(["/old/*path": "/new/*path"]))
    try router.register("/new/:dir/:file") { _ in .success(["handler": "dir/file"]) }
    try router.register("/new/*path") { request in
      .success(["handler": "path \(request["path"] ?? "")"])
    }
    let outcome = await router.handle("/old/a%2Fb")
    #expect(outcome.redirects == ["/new/a%2Fb"])
    #expect(outcome.handlerName == "path a/b")
  }

  @Test func outcomeKindsCompare() async throws {
    let router = makeRouter()
    try router.register("/a") { _ in .ok }
    try router.redirect(from: "/b", to: "/a")
    #expect(await router.handle("/a").kind == .handled)
    #expect(await router.handle("/b").kind == .redirected)
    #expect(await router.handle("/b").final.kind == .handled)
    #expect(await router.handle("/b").next?.route?.pattern == "/a")
    #expect(await router.handle("/b").redirectTarget == "/a")
    #expect(await router.handle("/c").kind == .notFound)
    #expect(await router.handle("/c").route == nil)
    #expect(await router.handle("evil://a").kind == .rejected)
    #expect(RouteOutcome.rejected(.notFound("/x")).error == .notFound("/x"))
    #expect(RouteOutcome.redirected(to: "/x", outcome: .notFound("/x")).redirects == ["/x"])
    #expect(
      RouteOutcome.Kind.allCases.map(\.rawValue) == [
        "handled", "redirected", "rejected", "notFound",
      ])
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
