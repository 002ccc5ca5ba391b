/// The caller's callback for one request (WLRRouter's `targetCallBack`): it fires at most once.
///
/// A handler may call it early (`request.callback(.success(["id": "7"]))`); when a handler
/// returns without calling it, the router calls it with the handler's response; when a
/// middleware responds, rejects, or nothing handles the URL, the router calls it with that.
public final class RouteCallback: Sendable {
  private let body: (@Sendable (RouteResponse) -> Void)?
  /// Held inline, so that a callback is one allocation.
  private let fired = OnceFlag()

  /// A callback that runs `body` the first time it is called, and never again.
  public init(_ body: (@Sendable (RouteResponse) -> Void)? = nil) {
    self.body = body
  }

  /// Calls the callback with `response` if it has not fired yet.
  ///
  /// - Returns: whether this call fired it.
  @discardableResult
  public func callAsFunction(_ response: RouteResponse) -> Bool {
    guard fired.set() else { return false }
    body?(response)
    return true
  }

  /// Calls the callback with the response of `outcome` if it has not fired yet; the response
  /// is made only when there is a body to receive it.
  func fire(with outcome: RouteOutcome) {
    guard !hasFired, fired.set(), let body else { return }
    body(outcome.callbackResponse)
  }

  /// Whether the callback has fired.
  public var hasFired: Bool { fired.isSet }
}
