/// How a suspended router holds the URLs that arrive until ``Router/resume()``.
///
/// ```swift
/// router.suspend(DeferralPolicy(capacity: 8, maximumAge: .seconds(30)))
/// // ... the navigation stack is ready:
/// await router.resume()
/// ```
///
/// A held URL waits in a bounded queue. When the queue is full, ``overflow`` decides which
/// link is dropped; a link older than ``maximumAge`` when it would be dispatched is dropped
/// as expired; with ``keepsLatestOnly`` each new link replaces the one waiting. A dropped
/// link's `handle` call ends with ``RouteError/linkDropped(_:reason:)`` and a
/// ``RouteEvent/dropped(url:reason:)`` event.
public struct DeferralPolicy: Sendable {
  /// Which link a full queue gives up.
  public enum Overflow: String, Sendable, Hashable, CaseIterable {
    /// The link that has waited longest is dropped, and the new one queued.
    case dropOldest
    /// The new link is dropped; the waiting ones keep their places.
    case dropNewest
  }

  /// How many links may wait at once (at least 1).
  public var capacity: Int
  /// What happens to a link that arrives when ``capacity`` links are waiting.
  public var overflow: Overflow
  /// How long a link may wait; `nil` keeps links until ``Router/resume()``.
  public var maximumAge: Duration?
  /// Whether a new link replaces the waiting one (a cold start that only cares about the last
  /// link tapped).
  public var keepsLatestOnly: Bool
  /// The clock that dates links: `ContinuousClock.now` unless a test injects another.
  public var now: @Sendable () -> ContinuousClock.Instant

  /// A policy; the defaults hold up to 16 links for at most a minute and drop the oldest.
  ///
  /// - Parameters:
  ///   - capacity: how many links may wait at once; values below 1 count as 1.
  ///   - overflow: which link a full queue gives up.
  ///   - maximumAge: how long a link may wait; `nil` for no limit.
  ///   - keepsLatestOnly: whether a new link replaces the waiting one.
  ///   - now: the clock that dates links.
  public init(
    capacity: Int = 16, overflow: Overflow = .dropOldest, maximumAge: Duration? = .seconds(60),
    keepsLatestOnly: Bool = false,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.capacity = max(1, capacity)
    self.overflow = overflow
    self.maximumAge = maximumAge
    self.keepsLatestOnly = keepsLatestOnly
    self.now = now
  }
}
