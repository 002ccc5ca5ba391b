import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A router for the link accounting tests: `/p/:id` (shown), `/orders/:id` (requires login),
/// `/login`, `/fail` (throws), `/old/:id` (redirects to `/p/:id`), behind a login gate, with a
/// request log; what each handler showed, the events and the receipts are recorded.
final class AccountingRouter: Sendable {
  let router: Router
  let gate: AuthenticationGate
  let session = Locked(false)
  /// `/p/1`, `/orders/7`: what the handlers showed, in order.
  let shown = Recorder<String>()
  /// Every event's description.
  let events = Recorder<String>()
  let receipts = Recorder<LinkReceipt>()
  let wallClock = TestWallClock()
  /// What a handler saw of the request it showed (its tracked link, its parameters).
  let requests = Recorder<RouteRequest>()

  init(receipts: Bool = true) throws {
    router = makeRouter()
    gate = AuthenticationGate(loginURL: "/login") { [session] in session.withLock { $0 } }
    router.use(gate, priority: 100)
    router.use(RequestLog { [events] in events.append($0.description) })
    try router.register("/login") { _ in .ok }
    // `requests` is held weakly: the requests it records hold their routes, whose handlers
    // these closures are (a cycle `make leaks` reported).
    try router.register("/p/:id") { [shown, weak requests] request in
      shown.append("/p/\(request["id"] ?? "?")")
      requests?.append(request)
      return .ok
    }
    try router.register("/orders/:id", flags: [.requiresLogin]) { [shown, weak requests] request in
      shown.append("/orders/\(request["id"] ?? "?")")
      requests?.append(request)
      return .ok
    }
    try router.register("/fail") { _ in throw CocoaError(.fileNoSuchFile) }
    try router.register(.redirect(from: "/old/:id", to: "/p/:id"))
    if receipts {
      // The recorder alone is captured: capturing `self`, which holds the router, would make
      // a cycle through the router's receipt delivery (`make leaks` reported every router).
      router.deliverReceipts(campaignNames: ["ref"], now: wallClock.now) {
        [receiptLog = self.receipts] in receiptLog.append($0)
      }
    }
  }

  /// Logs the user in and resumes the link the gate holds.
  @discardableResult
  func logIn() async -> RouteOutcome? {
    session.withLock { $0 = true }
    return await gate.loginSucceeded(on: router)
  }

  /// Starts `handle(url)` in a task and waits until the router holds it: its `deferred` event,
  /// which comes after a link store wrote it.
  func handleHeld(_ url: String, parameters: [String: any Sendable] = [:]) async
    -> Task<RouteOutcome, Never>
  {
    let deferred = events.values.filter { $0 == "deferred \(url)" }.count
    let task = Task { [router] in await router.handle(url, parameters: parameters) }
    await waitUntilHolds("\(url) is held") {
      events.values.filter { $0 == "deferred \(url)" }.count > deferred
    }
    return task
  }

  /// The receipt of `url` (the only one), failing the test when there is not exactly one.
  func receipt(
    of url: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> LinkReceipt? {
    let matching = receipts.values.filter { $0.url == url }
    #expect(matching.count == 1, "receipts of \(url): \(matching)", sourceLocation: sourceLocation)
    return matching.first
  }
}
