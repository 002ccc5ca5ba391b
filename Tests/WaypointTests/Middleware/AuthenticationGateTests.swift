import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Authentication gate")
struct AuthenticationGateTests {
  @Test func roundTripLoggedOutLoginResume() async throws {
    let router = makeRouter()
    let session = Locked(false)
    let log = Recorder<String>()
    let gate = AuthenticationGate(loginURL: "/login") { session.withLock { $0 } }
    router.use(gate, priority: 100)
    try router.register("/orders/:id", flags: [.requiresLogin]) { request in
      log.append("orders \(request["id"] ?? "") from \(request.source)")
      return .success(["handler": "orders"])
    }
    try router.register("/login") { _ in
      log.append("login screen")
      return .success(["handler": "login"])
    }

    let first = await router.handle("myapp://orders/7")
    #expect(first.kind == .redirected)
    #expect(first.redirects == ["/login"])
    #expect(first.handlerName == "login")
    #expect(gate.pendingURL == "myapp://orders/7")

    session.withLock { $0 = true }
    let resumed = await gate.loginSucceeded(on: router)
    #expect(resumed?.handlerName == "orders")
    #expect(gate.pendingURL == nil)
    let again = await gate.loginSucceeded(on: router)
    #expect(again == nil)
    #expect(log.values == ["login screen", "orders 7 from myapp://"])

    #expect(await router.handle("/orders/8").handlerName == "orders")
  }

  @Test func resumedRequestKeepsItsExternalOrigin() async throws {
    struct ToAccount: RouteMiddleware {
      func rewrite(_ url: RouteURL) async -> String? { url.path == "/go" ? "/account" : nil }
    }
    let router = makeRouter()
    let session = Locked(false)
    let sources = Recorder<String>()
    let gate = AuthenticationGate(loginURL: "/login") { session.withLock { $0 } }
    router.use(gate)
    router.use(ToAccount())
    try router.register("/login") { _ in .ok }
    try router.register("/account", flags: [.requiresLogin]) { request in
      sources.append("\(request.source)")
      return .ok
    }
    try router.register("/admin", flags: [.requiresLogin, .internalOnly]) { _ in .ok }

    _ = await router.handle("https://app.example.com/go")
    #expect(gate.pendingURL == "/account")
    session.withLock { $0 = true }
    _ = await gate.loginSucceeded(on: router)
    #expect(sources.values == ["https://app.example.com"])

    session.withLock { $0 = false }
    #expect(await router.handle("https://app.example.com/admin").error?.code == "internalOnlyRoute")
    #expect(gate.pendingURL == nil)
  }

  @Test func theGateResumesOnTheRouterItIsInstalledOn() async throws {
    let router = makeRouter()
    let session = Locked(false)
    let gate = AuthenticationGate(loginURL: "/login") { session.withLock { $0 } }
    router.use(gate)
    try router.register("/login") { _ in .success(["handler": "login"]) }
    try router.register("/orders/:id", flags: [.requiresLogin]) { request in
      .success(["handler": "orders \(request["id"] ?? "") from \(request.source)"])
    }
    #expect(await router.handle("myapp://orders/7").handlerName == "login")
    session.withLock { $0 = true }
    let resumed = await gate.loginSucceeded()
    #expect(resumed?.handlerName == "orders 7 from myapp://")
    #expect(gate.pendingURL == nil)
    #expect(await gate.loginSucceeded() == nil)
  }

  @Test func aGateFromAPluginResumesOnItsRouter() async throws {
    struct Account: RoutePlugin {
      let gate: AuthenticationGate
      var namespace: String { "account" }
      func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
        registrar.middleware(gate, priority: 100)
      }
    }
    let router = makeRouter()
    let session = Locked(false)
    let gate = AuthenticationGate(loginURL: "/login") { session.withLock { $0 } }
    try router.install(Account(gate: gate))
    try router.register("/login") { _ in .ok }
    try router.register("/cart", flags: [.requiresLogin]) { _ in .success(["handler": "cart"]) }
    await router.handle("/cart")
    #expect(gate.pendingURL == "/cart")
    session.withLock { $0 = true }
    #expect(await gate.loginSucceeded()?.handlerName == "cart")
  }

  @Test func theGateDoesNotKeepItsRouterAlive() async throws {
    let gate = AuthenticationGate(loginURL: "/login") { false }
    weak var released: Router?
    do {
      let router = makeRouter()
      router.use(gate)
      try router.register("/login") { _ in .ok }
      try router.register("/private", flags: [.requiresLogin]) { _ in .ok }
      await router.handle("/private")
      released = router
    }
    #expect(released == nil)
    #expect(gate.pendingURL == "/private")
    #expect(await gate.loginSucceeded() == nil)
  }

  @Test func concurrentLoginsResumeThePendingRequestOnce() async throws {
    let router = makeRouter()
    let session = Locked(false)
    let handled = Recorder<String>()
    let gate = AuthenticationGate(loginURL: "/login") { session.withLock { $0 } }
    router.use(gate)
    try router.register("/login") { _ in .ok }
    try router.register("/private", flags: [.requiresLogin]) { _ in
      handled.append("private")
      return .ok
    }
    await router.handle("/private")
    session.withLock { $0 = true }
    let resumed = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<16 { group.addTask { await gate.loginSucceeded() != nil } }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(resumed == 1)
    #expect(handled.values == ["private"])
  }

  @Test func cancelPending() async throws {
    let router = makeRouter()
    let gate = AuthenticationGate(loginURL: "/login") { false }
    router.use(gate)
    try router.register("/login") { _ in .ok }
    try router.register("/private", flags: [.requiresLogin]) { _ in .ok }
    await router.handle("/private")
    #expect(gate.pendingURL == "/private")
    gate.cancelPending()
    #expect(gate.pendingURL == nil)
  }
}
