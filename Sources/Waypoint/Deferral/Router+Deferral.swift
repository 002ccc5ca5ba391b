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
    deferredLinks.suspend(policy)
  }

  /// Dispatches the held URLs one after the other in arrival order, then lets `handle`
  /// dispatch at once again.
  ///
  /// URLs that arrive while `resume()` runs queue behind the held ones, so none overtakes an
  /// earlier link. A held URL older than the policy's maximum age when its turn comes is
  /// dropped as expired. Returns when the queue is empty (at once when the router is not
  /// suspended, or when another `resume()` is draining it).
  public func resume() async {
    guard deferredLinks.beginDraining() else { return }
    while true {
      let (next, expired) = deferredLinks.next()
      drop(expired)
      guard let next else { return }
      next.continuation.resume(returning: .dispatched(await next.dispatch()))
    }
  }

  /// Whether ``suspend(_:)`` holds the URLs that arrive.
  public var isSuspended: Bool { deferredLinks.isSuspended }

  /// The URLs held by ``suspend(_:)``, in arrival order.
  public var heldLinks: [String] { deferredLinks.heldURLs }

  /// Holds `url` while the router is suspended and returns its outcome once it was
  /// dispatched or dropped; `nil` when it is not held (the caller dispatches it).
  func holdIfSuspended(
    _ url: String, callback: RouteCallback?,
    dispatch: @escaping @Sendable () async -> RouteOutcome
  ) async -> RouteOutcome? {
    guard deferredLinks.isHolding,
      let parsed = try? RouteURL(url, maximumLength: configuration.maximumURLLength),
      (try? admission(of: parsed)) != nil
    else { return nil }
    let verdict = await withCheckedContinuation { continuation in
      guard let arrival = deferredLinks.enqueue(url, dispatch: dispatch, continuation: continuation)
      else {
        continuation.resume(returning: .notHeld)
        return
      }
      if arrival.queued { emit(.deferred(url: url)) }
      drop(arrival.dropped)
    }
    switch verdict {
    case .dispatched(let outcome):
      return outcome
    case .dropped(let reason):
      let error = RouteError.linkDropped(url, reason: reason)
      callback?(.failure(error))
      return .rejected(error)
    case .notHeld:
      return nil
    }
  }

  /// Tells dropped calls so, with an event each.
  private func drop(_ dropped: [(DeferredLinks.Waiting, DeferredLinkDropReason)]) {
    for (waiting, reason) in dropped {
      emit(.dropped(url: waiting.url, reason: reason))
      waiting.continuation.resume(returning: .dropped(reason))
    }
  }

  /// Reports `event` to the middleware that observe events, as dispatch does.
  private func emit(_ event: @autoclosure () -> RouteEvent) {
    Dispatcher(router: self, primitiveParameters: [:], callback: nil).emit(event())
  }
}
