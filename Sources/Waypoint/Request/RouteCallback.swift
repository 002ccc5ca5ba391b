/// The caller's callback for one request (WLRRouter's `targetCallBack`): it fires at most once.
///
/// A handler may call it early (`request.callback(.success(["id": "7"]))`); when a handler
/// returns without calling it, the router calls it with the handler's response; when a
/// middleware responds, rejects, or nothing handles the URL, the router calls it with that.
public final class RouteCallback: Sendable {
  private let state: Locked<(fired: Bool, body: (@Sendable (RouteResponse) -> Void)?)>

  /// A callback that runs `body` the first time it is called, and never again.
  public init(_ body: (@Sendable (RouteResponse) -> Void)? = nil) {
    self.state = Locked((false, body))
  }

  /// Calls the callback with `response` if it has not fired yet.
  ///
  /// - Returns: whether this call fired it.
  @discardableResult
  public func callAsFunction(_ response: RouteResponse) -> Bool {
    let (isFirst, callback) = state.withLock { state in
      defer { state = (true, nil) }
      return (!state.fired, state.body)
    }
    guard isFirst else { return false }
    callback?(response)
    return true
  }

  /// Whether the callback has fired.
  public var hasFired: Bool { state.withLock { $0.fired } }
}
