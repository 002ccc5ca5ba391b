/// The links a suspended router holds, in arrival order, and whether it holds them: the
/// router's intake stage once it was suspended.
///
/// A `handle` call checks ``isTakingLinks`` (one atomic load, so that a running router pays
/// nothing more) and, while the router holds links, waits in the queue until
/// ``Router/resume()`` dispatches it or the policy drops it. While `resume()` drains the
/// queue, new links still queue behind the waiting ones, so arrival order is kept.
final class DeferredLinks: LinkIntake {
  /// What a waiting `handle` call is told.
  enum Release: Sendable {
    /// Its dispatch ended with this outcome.
    case dispatched(RouteOutcome)
    /// It was dropped without being dispatched.
    case dropped(DeferredLinkDropReason)
    /// The router stopped holding links before the call was queued: it dispatches itself.
    case notHeld
  }

  /// One waiting `handle` call, or a link an earlier process held, taken back from a link
  /// store (no call waits for it).
  struct Waiting: Sendable {
    /// The call's URL, parameters, attributes and callback.
    let link: IncomingLink
    /// The rest of the intake chain, which dispatches the link once it is released; `nil` for
    /// a restored link, which the router dispatches.
    let next: LinkIntakeChain.Next?
    let arrived: ContinuousClock.Instant
    /// The waiting call; `nil` for a restored link.
    let continuation: CheckedContinuation<Release, Never>?

    /// The URL, as the caller gave it.
    var url: String { link.url }
  }

  private enum Phase {
    case running, suspended, draining
  }

  private struct State {
    var phase = Phase.running
    var policy = DeferralPolicy()
    var queue: [Waiting] = []
  }

  private let state = Locked(State())
  /// Bumped on every change between running and holding: odd while links are held
  /// (suspended or draining), even while the router runs.
  private let transitions = AtomicCell()

  /// Whether `handle` calls may have to wait; `false` is final only for the caller's moment.
  @inline(__always)
  var isTakingLinks: Bool { transitions.load() & 1 == 1 }

  /// Held links wait after the stages that see every link as it arrives.
  var order: Int { LinkIntakeOrder.deferral }

  /// Holds `link` while the router is suspended and returns its outcome once it was
  /// dispatched or dropped; passes it on at once when it is not held.
  func take(_ link: IncomingLink, on router: Router, next: @escaping LinkIntakeChain.Next) async
    -> RouteOutcome
  {
    guard isTakingLinks,
      let parsed = try? RouteURL(link.url, maximumLength: router.configuration.maximumURLLength),
      (try? router.admission(of: parsed)) != nil
    else { return await next(link) }
    // A router that accounts for its links tracks a held one, and writes it to its link store
    // before the `deferred` event.
    var link = link
    let ledger = LinkLedger.of(router)
    let ticket = ledger?.track(
      &link, arrival: .launch, maximumURLLength: router.configuration.maximumURLLength)
    let verdict = await withCheckedContinuation { [link] continuation in
      guard let arrival = enqueue(link, next: next, continuation: continuation) else {
        continuation.resume(returning: .notHeld)
        return
      }
      if arrival.queued {
        if let ledger, let ticket {
          ledger.hold(link, ticket: ticket, source: parsed.source, by: .launch, on: router)
        }
        router.emit(.deferred(url: link.url))
      }
      drop(arrival.dropped, on: router)
    }
    switch verdict {
    case .dispatched(let outcome):
      return outcome
    case .dropped(let reason):
      let error = RouteError.linkDropped(link.url, reason: reason)
      link.callback?(.failure(error))
      return .rejected(error)
    case .notHeld:
      return await next(link)
    }
  }

  /// Tells dropped calls so, with an event each; a router that accounts for its links lets go
  /// of them, and ends the restored ones (whose receipts no call delivers).
  func drop(_ dropped: [(Waiting, DeferredLinkDropReason)], on router: Router) {
    guard !dropped.isEmpty else { return }
    let ledger = LinkLedger.of(router)
    for (waiting, reason) in dropped {
      router.emit(.dropped(url: waiting.url, reason: reason))
      waiting.continuation?.resume(returning: .dropped(reason))
      guard let ledger, let ticket = waiting.link.attributes[TrackedLink.Key.self] else {
        continue
      }
      ledger.release(ticket, from: .launch, on: router)
      if waiting.continuation == nil {
        ledger.end(
          ticket, LinkReceipt.Outcome(.rejected(.linkDropped(waiting.url, reason: reason))),
          byGate: false)
      }
    }
  }

  /// Dispatches `waiting`, released by `resume()`, and tells its call the outcome; a router
  /// that accounts for its links lets go of it once its handler finished.
  func release(_ waiting: Waiting, on router: Router) async {
    let outcome: RouteOutcome
    if let next = waiting.next {
      outcome = await next(waiting.link)
    } else {
      outcome = await router.dispatch(waiting.link)
    }
    waiting.continuation?.resume(returning: .dispatched(outcome))
    guard let ticket = waiting.link.attributes[TrackedLink.Key.self],
      let ledger = LinkLedger.of(router)
    else { return }
    ledger.release(ticket, from: .launch, on: router)
    if waiting.continuation == nil {
      ledger.end(ticket, LinkReceipt.Outcome(outcome), byGate: false)
    }
  }

  /// Holds `links`, which an earlier process held at launch, before the links waiting now (they
  /// arrived earlier), dated now for the policy's maximum age; suspends the router when it
  /// runs. Returns the links the policy gives up to make room, for ``drop(_:on:)``.
  func restore(_ links: [IncomingLink]) -> [(Waiting, DeferredLinkDropReason)] {
    state.withLock { state in
      if state.phase == .running {
        transitions.increment()
        state.phase = .suspended
      }
      let now = state.policy.now()
      let restored = links.map {
        Waiting(link: $0, next: nil, arrived: now, continuation: nil)
      }
      state.queue = restored + state.queue
      var dropped: [(Waiting, DeferredLinkDropReason)] = []
      if state.policy.keepsLatestOnly, state.queue.count > 1 {
        dropped = state.queue.dropLast().map { ($0, .superseded) }
        state.queue.removeFirst(state.queue.count - 1)
        return dropped
      }
      // The restored links are the first `remaining` of the queue; the queue held no more than
      // its capacity before, so only restored links are given up.
      var remaining = restored.count
      while state.queue.count > state.policy.capacity, remaining > 0 {
        switch state.policy.overflow {
        case .dropOldest:
          dropped.append((state.queue.removeFirst(), .queueFull))
        case .dropNewest:
          // The newest restored link: the policy keeps the links that arrived first.
          dropped.append((state.queue.remove(at: remaining - 1), .queueFull))
        }
        remaining -= 1
      }
      return dropped
    }
  }

  /// Whether the router is suspended (not while ``Router/resume()`` drains the queue).
  var isSuspended: Bool { state.withLock { $0.phase == .suspended } }

  /// The URLs waiting, in arrival order.
  var heldURLs: [String] { state.withLock { $0.queue.map(\.url) } }

  /// Starts holding links under `policy` (or keeps holding, with the new policy).
  func suspend(_ policy: DeferralPolicy) {
    state.withLock { state in
      if state.phase == .running { transitions.increment() }
      state.phase = .suspended
      state.policy = policy
    }
  }

  /// What `enqueue(_:next:continuation:)` did.
  struct Arrival {
    /// Whether the new call waits in the queue (`false`: it is among ``dropped``).
    var queued: Bool
    /// The calls the policy gave up.
    var dropped: [(Waiting, DeferredLinkDropReason)]
  }

  /// Queues a call dated by the policy's clock, or returns `nil` when the router no longer
  /// holds links and the caller should dispatch at once.
  private func enqueue(
    _ link: IncomingLink, next: @escaping LinkIntakeChain.Next,
    continuation: CheckedContinuation<Release, Never>
  ) -> Arrival? {
    state.withLock { state -> Arrival? in
      guard state.phase != .running else { return nil }
      let waiting = Waiting(
        link: link, next: next, arrived: state.policy.now(), continuation: continuation)
      var dropped = Self.removeExpired(
        from: &state.queue, policy: state.policy, now: waiting.arrived)
      if state.policy.keepsLatestOnly {
        dropped += state.queue.map { ($0, .superseded) }
        state.queue.removeAll()
      } else if state.queue.count >= state.policy.capacity {
        switch state.policy.overflow {
        case .dropOldest:
          dropped.append((state.queue.removeFirst(), .queueFull))
        case .dropNewest:
          dropped.append((waiting, .queueFull))
          return Arrival(queued: false, dropped: dropped)
        }
      }
      state.queue.append(waiting)
      return Arrival(queued: true, dropped: dropped)
    }
  }

  /// Starts draining; `false` when the router was not suspended.
  func beginDraining() -> Bool {
    state.withLock { state in
      guard state.phase == .suspended else { return false }
      state.phase = .draining
      return true
    }
  }

  /// The next call to dispatch while draining, with the calls that expired before it; `nil`
  /// (and the router running again) when the queue is empty, or `nil` when the router was
  /// suspended again meanwhile.
  func next() -> (next: Waiting?, expired: [(Waiting, DeferredLinkDropReason)]) {
    state.withLock { state in
      guard state.phase == .draining else { return (nil, []) }
      let expired = Self.removeExpired(
        from: &state.queue, policy: state.policy, now: state.policy.now())
      guard !state.queue.isEmpty else {
        state.phase = .running
        transitions.increment()
        return (nil, expired)
      }
      return (state.queue.removeFirst(), expired)
    }
  }

  /// Removes the calls at the front of `queue` that are older than the policy allows.
  private static func removeExpired(
    from queue: inout [Waiting], policy: DeferralPolicy, now: ContinuousClock.Instant
  ) -> [(Waiting, DeferredLinkDropReason)] {
    guard let maximumAge = policy.maximumAge else { return [] }
    let count = queue.prefix { now - $0.arrived > maximumAge }.count
    defer { queue.removeFirst(count) }
    return queue.prefix(count).map { ($0, .expired) }
  }
}
