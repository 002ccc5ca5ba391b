/// The links a suspended router holds, in arrival order, and whether it holds them.
///
/// A `handle` call checks ``isHolding`` (one atomic load, so that a running router pays
/// nothing more) and, while the router holds links, waits in the queue until
/// ``Router/resume()`` dispatches it or the policy drops it. While `resume()` drains the
/// queue, new links still queue behind the waiting ones, so arrival order is kept.
final class DeferredLinks: Sendable {
  /// What a waiting `handle` call is told.
  enum Release: Sendable {
    /// Its dispatch ended with this outcome.
    case dispatched(RouteOutcome)
    /// It was dropped without being dispatched.
    case dropped(DeferredLinkDropReason)
    /// The router stopped holding links before the call was queued: it dispatches itself.
    case notHeld
  }

  /// One waiting `handle` call.
  struct Waiting: Sendable {
    let url: String
    let arrived: ContinuousClock.Instant
    /// Dispatches the call's URL as `handle` would have.
    let dispatch: @Sendable () async -> RouteOutcome
    let continuation: CheckedContinuation<Release, Never>
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
  var isHolding: Bool { transitions.load() & 1 == 1 }

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

  /// What ``enqueue(_:dispatch:continuation:)`` did.
  struct Arrival {
    /// Whether the new call waits in the queue (`false`: it is among ``dropped``).
    var queued: Bool
    /// The calls the policy gave up.
    var dropped: [(Waiting, DeferredLinkDropReason)]
  }

  /// Queues a call dated by the policy's clock, or returns `nil` when the router no longer
  /// holds links and the caller should dispatch at once.
  func enqueue(
    _ url: String, dispatch: @escaping @Sendable () async -> RouteOutcome,
    continuation: CheckedContinuation<Release, Never>
  ) -> Arrival? {
    state.withLock { state -> Arrival? in
      guard state.phase != .running else { return nil }
      let waiting = Waiting(
        url: url, arrived: state.policy.now(), dispatch: dispatch, continuation: continuation)
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
