import Foundation

/// The shop's clocks: the system's, or for the scripted run clocks that move only when the
/// script moves them, so that what it prints is the same on every run.
public final class ShopClock: @unchecked Sendable {
  private let scripted: Bool
  private let start = ContinuousClock.now
  private let lock = NSLock()
  private var offset = Duration.zero

  /// The system's clocks, or with `scripted` clocks that stand still until ``advance(by:)``.
  public init(scripted: Bool = false) {
    self.scripted = scripted
  }

  /// Moves a scripted clock on.
  public func advance(by duration: Duration) {
    lock.withLock { offset += duration }
  }

  /// The monotonic time, which dates links for the duplicate window.
  @Sendable public func now() -> ContinuousClock.Instant {
    scripted ? start + lock.withLock { offset } : ContinuousClock.now
  }

  /// The wall-clock time, which dates receipts and stored links.
  @Sendable public func wallTime() -> Date {
    guard scripted else { return Date() }
    let elapsed = lock.withLock { offset }.components.seconds
    return Date(timeIntervalSince1970: 1_800_000_000 + Double(elapsed))
  }
}
