/// The caller's callback for one request (WLRRouter's `targetCallBack`): it fires at most once.
///
/// A handler may call it early (`request.callback(.success(["id": "7"]))`); when a handler
/// returns without calling it, the router calls it with the handler's response; when a
/// middleware responds, rejects, or nothing handles the URL, the router calls it with that.
///
/// A request handled without a callback carries one with nowhere to deliver a response, shared
/// by every such request: calling it does nothing and returns `false`, and ``hasFired`` stays
/// `false` (so `handle` without a callback allocates none).
public final class RouteCallback: Sendable {
  private let body: (@Sendable (RouteResponse) -> Void)?
  /// Held inline, so that a callback is one allocation.
  private let fired = OnceFlag()
  /// Whether this is ``none``, which never fires: one flag for every request without a callback
  /// could not tell whether one request's had.
  private let isNone: Bool

  /// The callback of every request handled without one; dispatch holds `nil` instead, and a
  /// request hands this out when a handler asks.
  static let none = RouteCallback(none: ())

  /// A callback that runs `body` the first time it is called, and never again.
  public init(_ body: (@Sendable (RouteResponse) -> Void)? = nil) {
    self.body = body
    self.isNone = false
  }

  /// A callback for `body`, or `nil` for none (no callback is made then). Unwrapped here
  /// rather than with `Optional.map`, through which the closure would be reabstracted, at two
  /// allocations a call.
  package static func wrapping(_ body: (@Sendable (RouteResponse) -> Void)?) -> RouteCallback? {
    guard let body else { return nil }
    return RouteCallback(body)
  }

  private init(none: Void) {
    self.body = nil
    self.isNone = true
  }

  /// Calls the callback with `response` if it has not fired yet.
  ///
  /// - Returns: whether this call fired it; always `false` for the callback of a request
  ///   handled without one.
  @discardableResult
  public func callAsFunction(_ response: RouteResponse) -> Bool {
    guard !isNone, fired.set() else { return false }
    body?(response)
    return true
  }

  /// Calls the callback with the response of `outcome` if it has not fired yet; the response
  /// is made only when there is a body to receive it.
  package func fire(with outcome: RouteOutcome) {
    guard !isNone, !hasFired, fired.set(), let body else { return }
    body(outcome.callbackResponse)
  }

  /// Whether the callback has fired; never, for the callback of a request handled without one.
  public var hasFired: Bool { fired.isSet }
}
