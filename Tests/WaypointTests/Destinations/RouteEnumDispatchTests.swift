import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Route enums: one handler for the whole enum, opening a case, matching a URL")
struct RouteEnumDispatchTests {
  /// A router with `AppRoute` registered under `app`, whose handler records the values.
  static func appRouter() throws -> (Router, Recorder<AppRoute>) {
    let router = Router(configuration: notesConfiguration)
    let received = Recorder<AppRoute>()
    try router.register(AppRoute.self, namespace: "app") { route, _ in
      received.append(route)
      switch route {
      case .home: return .success(["handler": "home"])
      case .detail(let id): return .success(["handler": "detail", "id": String(id)])
      case .web(let url): return .success(["handler": "web", "url": url.absoluteString])
      case .login: return .success(["handler": "login"])
      }
    }
    return (router, received)
  }

  @Test func registeringMakesANamedRoutePerCaseAndTheRedirectsOfFormerPatterns() throws {
    let (router, _) = try Self.appRouter()
    #expect(
      router.routes.compactMap(\.name).sorted() == [
        "app.detail", "app.home", "app.login", "app.web",
      ])
    let detail = try #require(router.route(named: "app.detail"))
    #expect(detail.pattern == "/items/:id(\\d+)")
    #expect(detail.handlerName == "app.detail")
    #expect(router.handler(named: "app.detail") != nil)
    guard case .typed(let key) = detail.origin else {
      Issue.record("expected a typed origin, got \(detail.origin)")
      return
    }
    #expect(key.caseKey == "detail" && key.namespace == "app" && key.belongs(to: AppRoute.self))
    #expect(key.description == "app.detail")
    #expect(router.route(named: "app.login")?.presentation == .present(.sheet))
    let redirect = try #require(router.routes.first { $0.redirectTarget != nil })
    #expect(
      redirect.pattern == "/detail/:id(\\d+)" && redirect.redirectTarget == "/items/:id(\\d+)")
    #expect(redirect.origin == detail.origin)
  }

  @Test func eachLinkReachesTheOneHandlerAsItsCase() async throws {
    let (router, received) = try Self.appRouter()
    #expect(await router.handle("notes://items/42").handlerName == "detail")
    #expect(await router.handle("https://notes.example.com/home").handlerName == "home")
    #expect(await router.handle("/web?url=https%3A%2F%2Fa.b%2Fc").handlerName == "web")
    #expect(await router.handle("notes://detail/7").handlerName == "detail")  // former pattern
    #expect(
      received.values == [
        .detail(id: 42), .home, .web(url: URL(string: "https://a.b/c")!), .detail(id: 7),
      ])
  }

  @Test func openingACaseGoesThroughTheSameMiddlewareAndGate() async throws {
    let router = Router(configuration: notesConfiguration)
    let session = Locked(false)
    let gate = AuthenticationGate(loginURL: "/login") { session.withLock { $0 } }
    router.use(gate, priority: 100)
    let recorder = RecordingMiddleware()
    router.use(recorder)
    enum Gated: RouteEnum, Hashable {
      case orders(id: Int)
      case login
      static let patterns: CasePatterns = [
        "orders": CasePattern("/orders/:id", flags: [.requiresLogin]), "login": "/login",
      ]
    }
    let received = Recorder<Gated>()
    try router.register(Gated.self, namespace: "shop") { route, _ in
      received.append(route)
      return .ok
    }
    #expect(router.route(named: "shop.orders")?.flags.contains(.requiresLogin) == true)
    let first = await router.open(Gated.orders(id: 7))
    #expect(first.kind == .redirected)
    #expect(gate.pendingURL == "/orders/7")
    #expect(received.values == [.login])
    session.withLock { $0 = true }
    _ = await gate.loginSucceeded(on: router)
    #expect(received.values == [.login, .orders(id: 7)])
    #expect(recorder.log.contains("before /orders/7"))
  }

  @Test func openingACaseWithoutAPatternIsRejectedWithoutDispatch() async throws {
    let router = Router()
    let recorder = RecordingMiddleware()
    router.use(recorder)
    try router.register(ShapeRoute.self, namespace: "shapes") { _, _ in .ok }
    let outcome = await router.open(ShapeRoute.unrouted(id: 1))
    #expect(outcome.error == .caseWithoutPattern(type: "ShapeRoute", case: "unrouted"))
    #expect(recorder.log.isEmpty)
    #expect(
      recorder.events.contains {
        guard case .rejected("ShapeRoute.unrouted", let error) = $0 else { return false }
        return error == .caseWithoutPattern(type: "ShapeRoute", case: "unrouted")
      })
  }

  @Test func aRawHandlerRunsForEveryCaseOnceItsValueDecodes() async throws {
    let router = Router()
    let handler = RecordingHandler()
    try router.register(AppRoute.self, namespace: "app", handler: handler)
    #expect(await router.handle("/items/5").kind == .handled)
    #expect(handler.urls == ["/items/5"])
    #expect(try router.match("/items/5", as: AppRoute.self) == .detail(id: 5))
  }

  @Test func matchSaysWhichCaseWithoutDispatching() throws {
    let (router, received) = try Self.appRouter()
    try router.register("/help") { _ in .ok }
    #expect(try router.match("notes://items/42", as: AppRoute.self) == .detail(id: 42))
    #expect(try router.match("/detail/42", as: AppRoute.self) == .detail(id: 42))
    #expect(try router.match("/help", as: AppRoute.self) == nil)
    #expect(try router.match("/nothing", as: AppRoute.self) == nil)
    #expect(try router.match("/items/1", as: ShapeRoute.self) == nil)
    #expect(throws: RouteError.sourceNotAllowed("evil://items/1", source: .appScheme("evil"))) {
      try router.match("evil://items/1", as: AppRoute.self)
    }
    #expect(received.values.isEmpty)
  }

  @Test func matchReadsADestinationAndAManifestRouteToACaseHandler() throws {
    let (router, _) = try Self.appRouter()
    try router.register(ProductDestination.self) { _, _ in .ok }
    #expect(
      try router.match("notes://product/3?tab=info", as: ProductDestination.self)
        == ProductDestination(id: 3, tab: .info))
    try router.register(
      RouteDefinition(
        expression: RouteExpression(parsing: "/legacy/:id"), name: "legacy", defaults: [:],
        target: .named("app.detail")))
    #expect(try router.match("/legacy/9", as: AppRoute.self) == .detail(id: 9))
  }

  @Test func matchReportsARedirectLoop() throws {
    let router = Router()
    try router.register(AppRoute.self, namespace: "app") { _, _ in .ok }
    try router.redirect(from: "/a", to: "/b")
    try router.redirect(from: "/b", to: "/a")
    #expect(throws: RouteError.redirectLoop(["/a", "/b", "/a"])) {
      try router.match("/a", as: AppRoute.self)
    }
  }

  @Test func aPluginContributesTheEnumInItsNamespace() async throws {
    struct NotesPlugin: RoutePlugin {
      let namespace = "notes"
      let received: Recorder<AppRoute>
      func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
        try registrar.routes(AppRoute.self) { route, _ in
          received.append(route)
          return .ok
        }
      }
    }
    let router = Router()
    let received = Recorder<AppRoute>()
    try router.install(NotesPlugin(received: received))
    #expect(router.route(named: "notes.detail")?.handlerName == "notes.detail")
    #expect(router.route(named: "notes.detail")?.plugin == "notes")
    #expect(await router.open(AppRoute.detail(id: 3)).kind == .handled)
    #expect(received.values == [.detail(id: 3)])
    #expect(try router.uninstall("notes"))
    #expect(router.routes.isEmpty)
  }
}
