/// Sends logged-out users to the login route for routes flagged
/// ``RouteFlags/requiresLogin``, keeps the URL they wanted, and resumes it after login.
///
/// ```swift
/// let gate = AuthenticationGate(loginURL: "/login") { await session.isLoggedIn }
/// router.use(gate, priority: 100)
/// try router.register("/orders", flags: [.requiresLogin]) { _ in .ok }
///
/// await router.handle("myapp://orders")      // redirected to /login; /orders is pending
/// // ... the user logs in ...
/// await gate.loginSucceeded()                // handles myapp://orders
/// ```
///
/// The resumed request keeps its original source and primitive parameters, so an external
/// link still cannot reach an internal-only route.
///
/// The pending request lives in memory; with a link store
/// (``Router/keepHeldLinks(in:maximumAge:parameterTypes:now:failures:)``) it is written before
/// the login route is shown and survives a kill: the next process's gate with the same
/// ``loginURL`` resumes it. With receipts, its link ends when it is shown after the login,
/// superseded by a newer one, or cancelled (<doc:AccountingForEveryLink>).
///
/// The gate resumes on the router it was installed on last (with ``Router/use(_:priority:)``
/// or by a plugin), which it holds weakly; install one gate per router, or resume with
/// ``loginSucceeded(on:)``.
public final class AuthenticationGate: RouteMiddleware, RouterBoundMiddleware {
  /// The login route's URL.
  public let loginURL: String
  /// Whether the user is logged in, asked for each request of a route that requires login.
  let isLoggedIn: @Sendable () async -> Bool
  private let pending = Locked<PendingRequest?>(nil)
  /// The router the gate was installed on last; weak, as that router holds the gate.
  private let installedRouter = Locked(WeakRouter())

  /// A weak reference to a router.
  private struct WeakRouter {
    weak var router: Router?
  }

  /// A request waiting for login.
  struct PendingRequest: Sendable {
    let url: String
    let source: LinkSource
    let parameters: [String: any Sendable]
    let attributes: RequestAttributes

    /// The link it carries, when its router accounts for its links.
    var ticket: TrackedLink? { attributes[TrackedLink.Key.self] }
  }

  /// A gate that asks `isLoggedIn` and sends logged-out users to `loginURL`.
  public init(loginURL: String, isLoggedIn: @escaping @Sendable () async -> Bool) {
    self.loginURL = loginURL
    self.isLoggedIn = isLoggedIn
  }

  /// The URL waiting for login, if any.
  public var pendingURL: String? { pending.withLock { $0?.url } }

  /// Redirects to the login route when the route requires login and the user is logged out.
  public func before(_ request: RouteRequest) async -> MiddlewareDecision {
    guard request.route?.flags.contains(.requiresLogin) == true, !(await isLoggedIn()) else {
      return .continue
    }
    hold(
      url: request.url.string, source: request.source, parameters: request.primitiveParameters,
      attributes: request.attributes)
    return .redirect(loginURL)
  }

  /// Keeps the link to `url` from `source` as the request waiting for login, replacing the one
  /// that waited; with a link store, writes it (the navigation planner holds a link whose
  /// plan shows a screen that requires login so, too).
  func hold(
    url: String, source: LinkSource, parameters: [String: any Sendable],
    attributes: RequestAttributes
  ) {
    var link = IncomingLink(url: url, parameters: parameters, attributes: attributes, callback: nil)
    // A router that accounts for its links: the gate holds the link until the login, and its
    // link store keeps it, before the login route is shown.
    let router = installedRouter.withLock { $0.router }
    let ledger = router.flatMap(LinkLedger.of)
    let ticket = ledger.map { ledger in
      ledger.track(
        &link, arrival: .warm, maximumURLLength: router?.configuration.maximumURLLength ?? .max)
    }
    _ = ticket?.fate.holdForLogin()
    let waiting = PendingRequest(
      url: link.url, source: source, parameters: link.parameters,
      attributes: link.attributes)
    let replaced = pending.withLock { pending in
      defer { pending = waiting }
      return pending
    }
    if let ledger, let router, let ticket {
      if let old = replaced?.ticket, old.id != ticket.id {
        ledger.end(old, .superseded, byGate: true)
      }
      ledger.hold(
        link, ticket: ticket, source: source, by: .login(loginURL: loginURL),
        replacing: replaced?.ticket, on: router)
    }
  }

  /// Takes `request`, which an earlier process's gate held (from a link store), as the
  /// request waiting for login; `false` when one is waiting already (it arrived later, so
  /// the restored one is superseded).
  func restorePending(_ request: PendingRequest) -> Bool {
    pending.withLock { pending in
      guard pending == nil else { return false }
      pending = request
      return true
    }
  }

  /// Remembers the router the gate is installed on, to resume requests there.
  package func installed(on router: Router) {
    installedRouter.withLock { $0.router = router }
  }

  /// Resumes the pending request on the router the gate is installed on, once the user has
  /// logged in.
  ///
  /// ```swift
  /// router.use(gate)
  /// await router.handle("myapp://orders")  // redirected to the login route
  /// await gate.loginSucceeded()            // handles myapp://orders
  /// ```
  ///
  /// - Returns: the outcome of the resumed request, or `nil` when none was pending. A gate that
  ///   was never installed, or whose router no longer exists, resumes nothing, returns `nil`
  ///   and keeps the request pending.
  @discardableResult
  public func loginSucceeded() async -> RouteOutcome? {
    guard let router = installedRouter.withLock({ $0.router }) else { return nil }
    return await loginSucceeded(on: router)
  }

  /// Resumes the pending request on `router`, once the user has logged in: for a gate shared
  /// by several routers.
  ///
  /// - Returns: the outcome of the resumed request, or `nil` when none was pending.
  @discardableResult
  public func loginSucceeded(on router: Router) async -> RouteOutcome? {
    guard
      let request = pending.withLock({ pending in
        defer { pending = nil }; return pending
      })
    else { return nil }
    let outcome = await router.dispatch(
      request.url, from: request.source, parameters: request.parameters,
      attributes: request.attributes)
    // Its handler finished: the link's receipt, and the link store lets go of it, unless the
    // gate holds it again (still logged out).
    if let ticket = request.ticket, let ledger = LinkLedger.of(router),
      !pending.withLock({ $0?.ticket?.id == ticket.id })
    {
      ledger.release(ticket, from: .login(loginURL: loginURL), on: router)
      ledger.end(ticket, LinkReceipt.Outcome(outcome), byGate: true)
    }
    return outcome
  }

  /// Forgets the pending request, when the user gives up logging in; with receipts, it ends
  /// as ``LinkReceipt/Outcome/dropped(_:)`` (``LinkReceipt/DropCause/cancelled``).
  public func cancelPending() {
    let cancelled = pending.withLock { pending in
      defer { pending = nil }
      return pending
    }
    guard let ticket = cancelled?.ticket, let router = installedRouter.withLock({ $0.router }),
      let ledger = LinkLedger.of(router)
    else { return }
    ledger.release(ticket, from: .login(loginURL: loginURL), on: router)
    ledger.end(ticket, .dropped(.cancelled), byGate: true)
  }
}
