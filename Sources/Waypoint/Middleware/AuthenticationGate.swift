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
/// await gate.loginSucceeded(on: router)     // handles myapp://orders
/// ```
///
/// The resumed request keeps its original source and primitive parameters, so an external
/// link still cannot reach an internal-only route.
public final class AuthenticationGate: RouteMiddleware {
  /// The login route's URL.
  public let loginURL: String
  private let isLoggedIn: @Sendable () async -> Bool
  private let pending = Locked<PendingRequest?>(nil)

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

  /// Resumes the pending request, once the user has logged in.
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
