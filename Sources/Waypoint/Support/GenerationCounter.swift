import Synchronization

/// A counter read without a lock on every lookup and bumped on every change: an atomic where
/// the platform has `Synchronization.Atomic`, a locked integer on older Apple systems.
final class GenerationCounter: Sendable {
  private let storage: AnyObject & Sendable

  /// A counter at 0.
  init() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      storage = AtomicInteger()
    } else {
      storage = Locked(0)
    }
  }

  /// The current value (acquiring: what was published before it is visible).
  @inline(__always)
  func load() -> Int {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return unsafeDowncast(storage, to: AtomicInteger.self).value.load(ordering: .acquiring)
    }
    return unsafeDowncast(storage, to: Locked<Int>.self).withLock { $0 }
  }

  /// Adds one (releasing: what was written before is visible to readers of the new value).
  func increment() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(storage, to: AtomicInteger.self).value.add(1, ordering: .releasing)
      return
    }
    unsafeDowncast(storage, to: Locked<Int>.self).withLock { $0 += 1 }
  }
}

/// An atomic integer in a class, so that it can be stored where availability varies.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class AtomicInteger: Sendable {
  let value = Atomic<Int>(0)
}
