extension Router {
  /// Holds the URLs that `handle` receives from now on, until ``resume()``: for links that
  /// arrive before the app can show them (a cold start, a login flow).
  ///
  /// ```swift
  /// router.suspend(DeferralPolicy(capacity: 4, maximumAge: .seconds(30)))
  /// Task { await router.handle("myapp://product/42") }   // waits
  /// // ... the navigation stack exists:
  /// await router.resume()                                 // product 42 is shown now
  /// ```
  ///
  /// Only URLs that parse and come from an accepted source wait; a refused URL is refused at
  /// once, as when the router runs. Each held `handle` call returns the real outcome of its
  /// dispatch after `resume()`, or ``RouteError/linkDropped(_:reason:)`` when the policy
  /// drops it (its callback then fires with that failure; no middleware or handler runs and
  /// its x-callback URLs are not opened). Calling `suspend` again keeps the waiting links and
  /// applies the new policy. `match` and `canHandle` are never held.
  public func suspend(_ policy: DeferralPolicy = DeferralPolicy()) {
    deferredLinks(creating: true)?.suspend(policy)
  }

  /// Dispatches the held URLs one after the other in arrival order, then lets `handle`
  /// dispatch at once again.
  ///
  /// URLs that arrive while `resume()` runs queue behind the held ones, so none overtakes an
  /// earlier link. A held URL older than the policy's maximum age when its turn comes is
  /// dropped as expired. Returns when the queue is empty (at once when the router is not
  /// suspended, or when another `resume()` is draining it).
  public func resume() async {
    guard let links = deferredLinks(creating: false), links.beginDraining() else { return }
    while true {
      let (next, expired) = links.next()
      links.drop(expired, on: self)
      guard let next else { return }
      await links.release(next, on: self)
    }
  }

  /// Whether ``suspend(_:)`` holds the URLs that arrive.
  public var isSuspended: Bool { deferredLinks(creating: false)?.isSuspended ?? false }

  /// The URLs held by ``suspend(_:)``, in arrival order.
  public var heldLinks: [String] { deferredLinks(creating: false)?.heldURLs ?? [] }

  /// This router's held links, made and installed as its intake stage the first time
  /// `creating` asks for them.
  func deferredLinks(creating: Bool) -> DeferredLinks? {
    if let links = feature(DeferredLinks.self) { return links }
    guard creating else { return nil }
    return change { change in DeferredLinks.of(&change) }
  }
}

extension DeferredLinks {
  /// The held links of the router `change` changes, made and installed as its intake stage
  /// the first time.
  static func of(_ change: inout RouterChange) -> DeferredLinks {
    if let links = change[feature: DeferredLinks.self] { return links }
    let links = DeferredLinks()
    change[feature: DeferredLinks.self] = links
    change.installIntake(links)
    return links
  }
}
