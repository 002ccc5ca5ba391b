/// What ``Router/keepHeldLinks(in:maximumAge:parameterTypes:now:failures:)`` took back from a
/// link store: the links an earlier process held, now held again, and those it gave up.
///
/// ```swift
/// router.suspend()
/// let restoration = router.keepHeldLinks(in: store) { error in print(error) }
/// restoration.launchLinks  // ["myapp://product/42"]: shown by resume()
/// restoration.loginLinks   // ["myapp://orders"]: shown after the login
/// restoration.error        // nil, or why the store's file was moved aside
/// ```
public struct LinkRestoration: Sendable, Hashable {
  /// The links held again until ``Router/resume()``, in arrival order.
  public var launchLinks: [String]
  /// The links waiting for the login again (``AuthenticationGate/loginSucceeded()``).
  public var loginLinks: [String]
  /// The links older than the maximum age (by the wall clock), given up.
  public var expired: [String]
  /// The links given up because a newer one took their place: a login link when the gate
  /// already holds a newer one, launch links a ``DeferralPolicy/keepsLatestOnly`` policy
  /// replaces.
  public var superseded: [String]
  /// The launch links given up because the queue of held links was full
  /// (``DeferralPolicy/capacity``).
  public var dropped: [String]
  /// What went wrong with the store, if anything: the router then starts with what it could
  /// read (nothing, for a file moved aside) and keeps working.
  public var error: LinkStoreError?

  /// A restoration with every part given.
  public init(
    launchLinks: [String] = [], loginLinks: [String] = [], expired: [String] = [],
    superseded: [String] = [], dropped: [String] = [], error: LinkStoreError? = nil
  ) {
    self.launchLinks = launchLinks
    self.loginLinks = loginLinks
    self.expired = expired
    self.superseded = superseded
    self.dropped = dropped
    self.error = error
  }
}
