import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointRouting

@Suite("Manifests and typed routes: export, apply and diff agree")
struct TypedRouteManifestTests {
  /// A router with `AppRoute` under `app`, a destination registered with a closure, and a code
  /// route by handler name.
  static func appRouter() throws -> Router {
    let router = Router(configuration: notesConfiguration)
    try router.register(AppRoute.self, namespace: "app") { route, _ in
      .success(["handler": "app.\(route.caseKey)"])
    }
    try router.register(ProductDestination.self, name: "product") { _, _ in
      .success(["handler": "product"])
    }
    try router.registerHandler(
      ClosureRouteHandler { _ in .success(["handler": "help"]) }, named: "help")
    try router.register(
      RouteDefinition(expression: RouteExpression(parsing: "/help"), target: .named("help")))
    return router
  }

  /// What a route is, for comparing two tables.
  static func summary(_ router: Router) -> [String] {
    router.routes.map {
      "\($0.pattern) \($0.name ?? "-") \($0.handlerName ?? "-") \($0.redirectTarget ?? "-")"
        + " \($0.flags.rawValue) \($0.presentation?.description ?? "-")"
        + ($0.typedDeclaration != nil ? " \($0.origin)" : "")
    }.sorted()
  }

  @Test func exportWritesTypedRoutesMarkedTyped() throws {
    let manifest = try Self.appRouter().exportManifest()
    let detail = try #require(manifest.routes.first { $0.pattern == "/items/:id(\\d+)" })
    #expect(detail.typed == true && detail.handler == "app.detail" && detail.name == "app.detail")
    let login = try #require(manifest.routes.first { $0.pattern == "/login" })
    #expect(login.presentation == "present(sheet)")
    let product = try #require(manifest.routes.first { $0.pattern == ProductDestination.pattern })
    #expect(product.typed == true && product.handler == nil && product.name == "product")
    let help = try #require(manifest.routes.first { $0.pattern == "/help" })
    #expect(help.typed == nil && help.handler == "help")
    #expect(
      manifest.redirects == [
        RouteManifest.Redirect(from: "/detail/:id(\\d+)", to: "/items/:id(\\d+)", typed: true)
      ])
    let json = String(decoding: manifest.json(), as: UTF8.self)
    #expect(json.contains("\"typed\" : true"))
    #expect(try RouteManifest(json: manifest.json()) == manifest)
  }

  @Test func applyingTheExportGivesTheSameTableBack() throws {
    let router = try Self.appRouter()
    let before = Self.summary(router)
    let manifest = try router.exportManifest()
    try router.apply(manifest)
    #expect(Self.summary(router) == before)
    #expect(try router.exportManifest() == manifest)
  }

  @Test func aManifestThatLeavesTypedRoutesOutKeepsThem() async throws {
    let router = try Self.appRouter()
    let typed = Self.summary(router).filter { $0.contains("typed") }
    var manifest = try router.exportManifest()
    manifest.routes.removeAll { $0.typed == true }
    manifest.redirects.removeAll { $0.typed == true }
    #expect(try router.linkChanges(applying: manifest).isEmpty)
    try router.apply(manifest)
    #expect(Self.summary(router).filter { $0.contains("typed") } == typed)
    #expect(await router.handle("notes://items/4").handlerName == "app.detail")
    #expect(await router.handle("/detail/4").handlerName == "app.detail")
    #expect(await router.open(ProductDestination(id: 2)).handlerName == "product")
    #expect(try router.match("/items/4", as: AppRoute.self) == .detail(id: 4))
  }

  @Test func aRestatementChangesFlagsAndTheDeclarationComesBackWithout() async throws {
    let router = try Self.appRouter()
    try router.apply(
      RouteManifest(routes: [
        .init(pattern: "/items/:id(\\d+)", handler: "app.detail", flags: ["requiresLogin"]),
        .init(pattern: "/legacy/:id", handler: "app.detail", name: "legacy"),
      ]))
    let detail = try #require(router.route(named: "app.detail"))
    #expect(detail.flags.contains(.requiresLogin))
    #expect(
      detail.origin == .typed(TypedRouteKey(AppRoute.self, namespace: "app", caseKey: "detail")))
    #expect(router.route(named: "legacy")?.origin == .manifest)
    #expect(try router.match("/legacy/9", as: AppRoute.self) == .detail(id: 9))
    #expect(await router.handle("/legacy/9").handlerName == "app.detail")
    try router.apply(RouteManifest())
    #expect(router.route(named: "app.detail")?.flags.contains(.requiresLogin) == false)
    #expect(router.route(named: "legacy") == nil)
  }

  @Test func anEntryThatDoesNotFitTheTypedRouteItRestatesIsRefused() throws {
    let router = try Self.appRouter()
    let before = Self.summary(router)
    #expect(
      throws: RouteError.invalidManifest([
        "routes[0]: the same pattern as the typed route app.detail (/items/:id(\\d+)), whose"
          + " handler is app.detail, not help",
        "routes[1]: restates typed route app.home under the name start",
        "routes[2]: typed route /gone is not registered by this app",
        "routes[3]: the same name as the typed route app.web (app.web)",
        "redirects[0]: the same pattern as the typed route app.detail (/detail/:id(\\d+)), which"
          + " redirects to /items/:id(\\d+), not to /home",
      ])
    ) {
      try router.apply(
        RouteManifest(
          routes: [
            .init(pattern: "/items/:id(\\d+)", handler: "help"),
            .init(pattern: "/home", handler: "app.home", name: "start"),
            .init(pattern: "/gone", typed: true),
            .init(pattern: "/other", handler: "help", name: "app.web"),
          ],
          redirects: [.init(from: "/detail/:id(\\d+)", to: "/home")]))
    }
    #expect(Self.summary(router) == before)
  }

  @Test func aManifestRouteThatShadowsATypedRouteIsReported() throws {
    let router = try Self.appRouter()
    let diff = try router.linkChanges(
      applying: RouteManifest(routes: [.init(pattern: "/items/:id", handler: "help", priority: 5)]))
    #expect(
      diff.changes.contains { $0.url.hasPrefix("/items/") && $0.kind == .otherRoute },
      "\(diff.changes)")
    // The code route the manifest does not restate goes; the typed routes stay.
    #expect(diff.changes.filter { $0.kind == .nowUnmatched }.map(\.url) == ["/help"])
  }

  @Test func readingTheTypedField() throws {
    let typed = """
      {"version": 1, "routes": [{"pattern": "/p/:id", "typed": true}],
       "redirects": [{"from": "/q/:id", "to": "/p/:id", "typed": true}]}
      """
    let manifest = try RouteManifest(json: Data(typed.utf8))
    #expect(manifest.routes == [.init(pattern: "/p/:id", typed: true)])
    #expect(manifest.redirects.first?.typed == true)
    let wrong = """
      {"version": 1, "routes": [{"pattern": "/p", "typed": 1}, {"pattern": "/q"}]}
      """
    #expect(
      throws: RouteError.invalidManifest([
        "routes[0].typed: expected a boolean", "routes[0].handler: missing",
        "routes[1].handler: missing",
      ])
    ) { try RouteManifest(json: Data(wrong.utf8)) }
    // A tool reads a typed entry as a route.
    let definition = try manifest.routes[0].definition()
    #expect(definition.expression.pattern == "/p/:id")
  }

  @Test func aClosureRouteStillCannotBeExportedAndTheMessageSaysWhatToDo() throws {
    let router = Router()
    try router.register("/x") { _ in .ok }
    #expect(
      throws: RouteError.invalidManifest([
        "/x: its handler has no name; register it by name (registerHandler(_:named:)) or as a"
          + " typed route to export it"
      ])
    ) { try router.exportManifest() }
  }
}
