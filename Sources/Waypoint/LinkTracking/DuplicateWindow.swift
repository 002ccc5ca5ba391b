/// How long a link counts as seen, so that the same link arriving again ends as a duplicate
/// (``Router/suppressDuplicates(_:campaignNames:)``).
///
/// ```swift
/// router.suppressDuplicates(DuplicateWindow(duration: .seconds(10)))
/// ```
///
/// Two links are the same when they carry the same ``LinkDeliveryID``, or, without one, when
/// their normalized URLs and sources are equal (campaign query items aside). A link that
/// waits to be shown (held at launch, by the login gate, or in a link store) counts as seen
/// until it is shown, however long that takes.
public struct DuplicateWindow: Sendable {
  /// How long after its arrival a link counts as seen.
  public var duration: Duration
  /// How many links the window remembers at most; past it, the oldest are forgotten first, so
  /// that a flood of distinct links cannot grow it without bound.
  public var capacity: Int
  /// The clock that dates arrivals: `ContinuousClock.now` unless a test injects another.
  public var now: @Sendable () -> ContinuousClock.Instant

  /// A window of `duration` (10 seconds unless given) remembering up to `capacity` links.
  ///
  /// - Parameters:
  ///   - duration: how long a link counts as seen; negative durations count as zero.
  ///   - capacity: how many links are remembered at most; values below 1 count as 1.
  ///   - now: the clock that dates arrivals.
  public init(
    duration: Duration = .seconds(10), capacity: Int = 1_024,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.duration = max(.zero, duration)
    self.capacity = max(1, capacity)
    self.now = now
  }
}
