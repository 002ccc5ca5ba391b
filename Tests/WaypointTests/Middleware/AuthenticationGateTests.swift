import Testing

@testable import Waypoint

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
