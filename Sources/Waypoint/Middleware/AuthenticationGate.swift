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
/// The gate resumes on the router it was installed on last (with ``Router/use(_:priority:)``
/// or by a plugin), which it holds weakly; install one gate per router, or resume with
/// ``loginSucceeded(on:)``.
public final class AuthenticationGate: RouteMiddleware, RouterBoundMiddleware {
  /// The login route's URL.
  public let loginURL: String
  private let isLoggedIn: @Sendable () async -> Bool
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
    let waiting = PendingRequest(
      url: request.url.string, source: request.source, parameters: request.primitiveParameters)
    pending.withLock { $0 = waiting }
    return .redirect(loginURL)
  }

  /// Remembers the router the gate is installed on, to resume requests there.
  func installed(on router: Router) {
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
    return await router.resume(request.url, origin: request.source, parameters: request.parameters)
  }

  /// Forgets the pending request, when the user gives up logging in.
  public func cancelPending() {
    pending.withLock { $0 = nil }
  }
}
