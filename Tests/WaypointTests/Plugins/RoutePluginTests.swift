import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A plugin made of closures, for tests.
struct TestPlugin: RoutePlugin {
  let namespace: String
  var contribute: @Sendable (inout RoutePluginRegistrar) throws(RouteError) -> Void

  func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
    try contribute(&registrar)
  }
}

@Suite("Plugins")
struct RoutePluginTests {
  static func product(_ handler: RecordingHandler = RecordingHandler()) -> TestPlugin {
    TestPlugin(namespace: "product") { registrar throws(RouteError) in
      registrar.handler("show", handler)
      try registrar.route("/product/:id", handler: "show", name: "detail")
      registrar.middleware(RecordingMiddleware())
    }
  }

  @Test func installContributesHandlersRoutesAndMiddlewareInItsNamespace() async throws {
    let router = makeRouter()
    let handler = RecordingHandler()
    try router.install(Self.product(handler))
    #expect(router.installedPlugins == ["product"])
    #expect(router.handlerNames == ["product.show"])
    #expect(router.route(named: "product.detail")?.handlerName == "product.show")
    #expect(router.route(named: "product.detail")?.plugin == "product")
    #expect(router.middlewares.count == 1)
    expectRoute(router, "myapp://product/42", matches: "/product/:id", parameters: ["id": "42"])
    await expectResponse(router, "/product/7")
    #expect(handler.urls == ["/product/7"])
  }

  @Test func conflictsNameBothPlugins() throws {
    let router = makeRouter()
    try router.install(Self.product())
    let samePattern = TestPlugin(namespace: "catalog") { registrar throws(RouteError) in
      registrar.handler("show", RecordingHandler())
      try registrar.route("/product/:id/", handler: "show")
    }
    #expect(
      throws: RouteError.pluginConflict(
        kind: .pattern, item: "/product/:id/", first: "plugin product", second: "plugin catalog")
    ) { try router.install(samePattern) }
    #expect(
      throws: RouteError.pluginConflict(
        kind: .namespace, item: "product", first: "plugin product", second: "plugin product")
    ) { try router.install(Self.product()) }
    let sameHandler = TestPlugin(namespace: "other") { registrar in
      registrar.handler("product.show", RecordingHandler())
    }
    #expect(
      throws: RouteError.pluginConflict(
        kind: .handler, item: "product.show", first: "plugin product", second: "plugin other")
    ) { try router.install(sameHandler) }
    #expect(router.installedPlugins == ["product"])
    #expect(router.routes.count == 1)
  }

  @Test func conflictWithTheAppAndWithinOneInstall() throws {
    let router = makeRouter()
    try router.register("/cart") { _ in .ok }
    let cart = TestPlugin(namespace: "cart") { registrar throws(RouteError) in
      registrar.handler("show", RecordingHandler())
      try registrar.route("/cart", handler: "show")
    }
    #expect(
      throws: RouteError.pluginConflict(
        kind: .pattern, item: "/cart", first: "the app", second: "plugin cart")
    ) { try router.install(cart) }
    let a = TestPlugin(namespace: "a") { registrar throws(RouteError) in
      registrar.handler("x", RecordingHandler())
      try registrar.route("/same", handler: "x")
    }
    let b = TestPlugin(namespace: "b") { registrar throws(RouteError) in
      registrar.handler("x", RecordingHandler())
      try registrar.route("/same", handler: "x")
    }
    #expect(
      throws: RouteError.pluginConflict(
        kind: .pattern, item: "/same", first: "plugin a", second: "plugin b")
    ) {
      try router.install([a, b])
    }
    #expect(router.installedPlugins.isEmpty)
    #expect(router.handlerNames.isEmpty)
  }

  @Test func uninstallRemovesEverythingThePluginAddedAndNothingElse() throws {
    let router = makeRouter()
    try router.register("/home") { _ in .ok }
    try router.registerHandler(RecordingHandler(), named: "app.about")
    let keep = RecordingMiddleware()
    router.use(keep)
    try router.install(Self.product())
    let cart = TestPlugin(namespace: "cart") { registrar throws(RouteError) in
      registrar.handler("show", RecordingHandler())
      try registrar.route("/cart", handler: "show")
    }
    try router.install(cart)
    #expect(try router.uninstall("product"))
    #expect(try !router.uninstall("product"))
    #expect(router.routes.map(\.pattern).sorted() == ["/cart", "/home"])
    #expect(router.handlerNames == ["app.about", "cart.show"])
    #expect(router.middlewares.count == 1)
    #expect(router.installedPlugins == ["cart"])
    expectNoRoute(router, "/product/1")
  }

  @Test func pluginRouteNamingAnotherPluginsHandler() async throws {
    let router = makeRouter()
    let handler = RecordingHandler()
    try router.install(Self.product(handler))
    let deals = TestPlugin(namespace: "deals") { registrar throws(RouteError) in
      try registrar.route("/deal/:id", handler: "product.show")
    }
    try router.install(deals)
    await router.handle("/deal/3")
    #expect(handler.urls == ["/deal/3"])
    try router.uninstall("product")
    #expect(router.routes.isEmpty, "the deals route runs a handler that is gone")
    #expect(router.installedPlugins == ["deals"])
    #expect(throws: RouteError.unknownHandler("nobody.there")) {
      try router.install(
        TestPlugin(namespace: "broken") { registrar throws(RouteError) in
          try registrar.route("/broken", handler: "nobody.there")
        })
    }
  }

  @Test func appHandlerNamesAreUnique() throws {
    let router = makeRouter()
    try router.registerHandler(RecordingHandler(), named: "x")
    #expect(throws: RouteError.self) { try router.registerHandler(RecordingHandler(), named: "x") }
    #expect(router.handler(named: "x") != nil)
  }
}
