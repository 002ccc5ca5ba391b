import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A delivery identifier a caller attaches to a `handle` call.
private enum DeliveryID: RequestAttributeKey {
  typealias Value = String
}

/// Where a test link came from, as a second attribute.
private enum Channel: RequestAttributeKey {
  typealias Value = Int
}

/// Records the channel each request shows the `before` chain.
private struct ChannelReader: RouteMiddleware {
  let saw: Recorder<Int?>

  func before(_ request: RouteRequest) async -> MiddlewareDecision {
    saw.append(request.attributes[Channel.self])
    return .continue
  }
}

/// What a caller attaches to a `handle` call reaches the request, whichever way the call
/// takes to its handler, and never counts as a parameter.
@Suite("Requests: attributes a call carries")
struct RequestAttributeTests {
  /// A router whose `/p/:id` handler records the delivery identifier it sees.
  private static func router(seen: Recorder<String?>) throws -> Router {
    let router = makeRouter()
    try router.register("/p/:id") { request in
      seen.append(request.attributes[DeliveryID.self])
      return .ok
    }
    return router
  }

  private static func attributes(_ id: String) -> RequestAttributes {
    var attributes = RequestAttributes()
    attributes[DeliveryID.self] = id
    attributes[Channel.self] = 7
    return attributes
  }

  @Test("an idle router's direct way hands them to the handler")
  func direct() async throws {
    let seen = Recorder<String?>()
    let router = try Self.router(seen: seen)
    #expect(router.servesDirectly)
    await router.handle("myapp://p/1", attributes: Self.attributes("a"))
    await router.handle("myapp://p/2")
    #expect(seen.values == ["a", nil])
  }

  @Test("the dispatcher's way (middleware, a redirect) keeps them")
  func throughMiddlewareAndRedirects() async throws {
    let seen = Recorder<String?>()
    let router = try Self.router(seen: seen)
    try router.redirect(from: "/old/:id", to: "/p/:id")
    let middlewareSaw = Recorder<Int?>()
    router.use(ChannelReader(saw: middlewareSaw))
    let outcome = await router.handle("myapp://old/3", attributes: Self.attributes("b"))
    #expect(outcome.response != nil)
    #expect(outcome.redirects == ["/p/3"])
    #expect(seen.values == ["b"])
    #expect(middlewareSaw.values == [7])
  }

  @Test("a declining handler's next candidate gets them")
  func afterADecline() async throws {
    let seen = Recorder<String?>()
    let router = try Self.router(seen: seen)
    try router.register(
      "/p/:id", priority: 1, replacing: true,
      handler: ClosureRouteHandler(accepts: { _ in false }) { _ in .ok })
    try router.register("{/*rest}") { request in
      seen.append(request.attributes[DeliveryID.self])
      return .ok
    }
    await router.handle("/p/4", attributes: Self.attributes("c"))
    #expect(seen.values == ["c"])
  }

  @Test("a link held at launch keeps them until it is dispatched")
  func heldAtLaunch() async throws {
    let seen = Recorder<String?>()
    let router = try Self.router(seen: seen)
    router.suspend()
    let task = Task { await router.handle("myapp://p/5", attributes: Self.attributes("d")) }
    while router.heldLinks.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
    await router.resume()
    #expect(await task.value.response != nil)
    #expect(seen.values == ["d"])
  }

  @Test("a request the login gate holds keeps them when it resumes")
  func resumedAfterLogin() async throws {
    let seen = Recorder<String?>()
    let router = try Self.router(seen: seen)
    try router.register("/orders/:id", flags: [.requiresLogin]) { request in
      seen.append(request.attributes[DeliveryID.self])
      return .ok
    }
    try router.register("/login") { _ in .ok }
    let loggedIn = Locked(false)
    let gate = AuthenticationGate(loginURL: "/login") { loggedIn.withLock { $0 } }
    router.use(gate)
    await router.handle("myapp://orders/9", attributes: Self.attributes("e"))
    #expect(seen.values.isEmpty)
    loggedIn.withLock { $0 = true }
    let resumed = await gate.loginSucceeded()
    #expect(resumed?.response != nil)
    #expect(seen.values == ["e"])
  }

  @Test("attributes are not parameters: no lookup reads them")
  func notParameters() async throws {
    let names = Recorder<[String]>()
    let router = makeRouter()
    try router.register("/p/:id") { request in
      names.append(request.parameterNames)
      return .ok
    }
    await router.handle("/p/1", attributes: Self.attributes("f"))
    #expect(names.values == [["id"]])
  }
}
