import Foundation

extension Router {
  /// Writes the links this router holds (at launch, and by its ``AuthenticationGate``) to
  /// `store` from now on, and takes back the links an earlier process left there: a process
  /// killed before it showed a link hands it to the next one.
  ///
  /// ```swift
  /// router.suspend()                                    // at launch
  /// let store = try FileLinkStore(folder: applicationSupport)
  /// let restoration = router.keepHeldLinks(in: store) { error in log(error) }
  /// // ... the first screen is up:
  /// await router.resume()            // shows restoration.launchLinks, then the new ones
  /// // ... the user logs in:
  /// await gate.loginSucceeded()      // shows restoration.loginLinks
  /// ```
  ///
  /// A held link is written before its ``RouteEvent/deferred(url:)`` event (a gate's before
  /// the login route is shown), and removed only after its handler finished: each link
  /// reaches its handler at least once; ``suppressDuplicates(_:campaignNames:)`` keeps the
  /// system's second delivery of it from being shown again.
  ///
  /// What the store had is taken back in arrival order: a link held at launch is held again
  /// until ``resume()`` (the router is suspended if it runs), ahead of the links that arrive
  /// now, and waits under the deferral policy as if it had just arrived; a link the gate held
  /// waits for the login again, in the installed gate with the same login URL (without one, it
  /// waits for `resume()`). A link older than `maximumAge` by the wall clock (a monotonic
  /// clock does not survive a reboot) is given up as expired. Each one taken back is a
  /// ``RouteEvent/restored(url:)`` event; with receipts, its receipt is written by this process
  /// and marked ``LinkReceipt/Arrival/restored``.
  ///
  /// A store that fails never stops the router: a file that does not read is moved aside
  /// (``RouteEvent/quarantined(file:movedTo:reason:)``), a write that fails (a full disk, a
  /// read-only folder) is a ``RouteEvent/linkStoreFailed(reason:)`` event; both go to
  /// `failures` as a typed ``LinkStoreError``, and the router keeps the links in memory and
  /// writes the whole set again with the next change. Call it once per router, with a store of
  /// its own, before links arrive.
  ///
  /// - Parameters:
  ///   - store: where the held links go; one per router.
  ///   - maximumAge: how old a stored link may be when it is taken back, by the wall clock;
  ///     `nil` for no limit. Ten minutes unless given.
  ///   - parameterTypes: the app's own `Codable` types of primitive parameters to keep,
  ///     besides the built-in ones (``StoredParameter``); a parameter of another type is not
  ///     kept, and a restored link names it (``TrackedLink/unrestoredParameters``).
  ///   - now: the wall clock that dates links (shared with receipts); `nil` keeps the one in
  ///     use, the system's unless a test gave another.
  ///   - failures: told of every error of the store, from the task that met it: the app's
  ///     chance to log it or tell the user (the router goes on without the store's help).
  /// - Returns: what was taken back, and the store's error, if loading met one.
  @discardableResult
  public func keepHeldLinks(
    in store: any LinkStore, maximumAge: Duration? = .seconds(600),
    parameterTypes: [any (Codable & Sendable).Type] = [], now: (@Sendable () -> Date)? = nil,
    failures: @escaping @Sendable (LinkStoreError) -> Void
  ) -> LinkRestoration {
    let (ledger, deferral, gates) = change {
      change -> (LinkLedger, DeferredLinks, [AuthenticationGate]) in
      (
        LinkLedger.of(&change), DeferredLinks.of(&change),
        change.middleware.compactMap { $0 as? AuthenticationGate }
      )
    }
    ledger.configure { settings in
      settings.store = LinkLedger.StoreBinding(store: store, failures: failures)
      settings.types = StoredParameterTypes(appTypes: parameterTypes)
      if let now { settings.now = now }
    }
    var restoration = LinkRestoration()
    let stored: [StoredLink]
    do throws(LinkStoreError) {
      stored = try store.load()
    } catch {
      ledger.report(error, on: self)
      restoration.error = error
      stored = []
    }
    let settings = ledger.settings
    let now = settings.now()
    var launch: [IncomingLink] = []
    var adopted: [LinkLedger.Held] = []
    for link in stored {
      let gate: AuthenticationGate?
      if case .login(let loginURL) = link.heldBy {
        gate = gates.first { $0.loginURL == loginURL }
      } else {
        gate = nil
      }
      let (values, unrestored) = settings.types.restore(link.parameters)
      let received = try? RouteURL(link.receivedURL, maximumLength: configuration.maximumURLLength)
      let ticket = TrackedLink(
        id: link.id, url: link.receivedURL, source: link.source, arrivedAt: link.arrivedAt,
        arrival: .restored, campaign: received.map(settings.reading.campaign(of:)) ?? [:],
        unrestoredParameters: (link.unstoredParameters + unrestored).sorted(),
        fate: LinkFate(heldByGate: gate != nil))
      let age = Duration.seconds(max(0, now.timeIntervalSince(link.arrivedAt)))
      if let maximumAge, age > maximumAge {
        emit(.dropped(url: link.receivedURL, reason: .expired))
        ledger.end(ticket, .expired, byGate: true, settings: settings)
        restoration.expired.append(link.receivedURL)
        continue
      }
      var attributes = RequestAttributes()
      attributes[TrackedLink.Key.self] = ticket
      attributes[LinkDeliveryID.self] = link.deliveryID
      var entry = LinkLedger.Held(ticket: ticket, stored: link, key: nil)
      if let gate {
        let request = AuthenticationGate.PendingRequest(
          url: link.url, source: link.source, parameters: values, attributes: attributes)
        guard gate.restorePending(request) else {
          ledger.end(ticket, .superseded, byGate: true, settings: settings)
          restoration.superseded.append(link.receivedURL)
          continue
        }
        restoration.loginLinks.append(link.receivedURL)
      } else {
        entry.stored.heldBy = .launch
        launch.append(
          IncomingLink(url: link.url, parameters: values, attributes: attributes, callback: nil))
        restoration.launchLinks.append(link.receivedURL)
      }
      adopted.append(entry)
      emit(.restored(url: link.receivedURL))
    }
    ledger.adopt(adopted)
    if let window = settings.window { ledger.rememberHeld(window: window) }
    if !launch.isEmpty {
      let dropped = deferral.restore(launch)
      for (waiting, reason) in dropped {
        switch reason {
        case .queueFull: restoration.dropped.append(waiting.url)
        case .superseded, .expired: restoration.superseded.append(waiting.url)
        }
        restoration.launchLinks.removeAll { $0 == waiting.url }
      }
      deferral.drop(dropped, on: self)
    }
    ledger.persist(on: self)
    return restoration
  }
}
