import Synchronization

/// The caller's callback for one request (WLRRouter's `targetCallBack`): it fires at most once.
///
/// A handler may call it early (`request.callback(.success(["id": "7"]))`); when a handler
/// returns without calling it, the router calls it with the handler's response; when a
/// middleware responds, rejects, or nothing handles the URL, the router calls it with that.
public final class RouteCallback: Sendable {
  private let body: (@Sendable (RouteResponse) -> Void)?
  #if canImport(Darwin)
    // `Atomic` can be a stored property only from macOS 15 and iOS 18 on.
    private let fired = OnceFlag()
  #else
    /// Held inline, so that a callback is one allocation, not two.
    private let fired = Atomic<Bool>(false)
  #endif

  /// A callback that runs `body` the first time it is called, and never again.
  public init(_ body: (@Sendable (RouteResponse) -> Void)? = nil) {
    self.body = body
  }

  /// Calls the callback with `response` if it has not fired yet.
  ///
  /// - Returns: whether this call fired it.
  @discardableResult
  public func callAsFunction(_ response: RouteResponse) -> Bool {
    #if canImport(Darwin)
      guard fired.set() else { return false }
    #else
      let (exchanged, _) = fired.compareExchange(
        expected: false, desired: true, ordering: .acquiringAndReleasing)
      guard exchanged else { return false }
    #endif
    body?(response)
    return true
  }

  /// Calls the callback with `response` if it has not fired yet; `response` is made only then.
  func fire(_ response: @autoclosure () -> RouteResponse) {
    guard !hasFired else { return }
    self(response())
  }

  /// Whether the callback has fired.
  public var hasFired: Bool {
    #if canImport(Darwin)
      fired.isSet
    #else
      fired.load(ordering: .acquiring)
    #endif
  }
}
