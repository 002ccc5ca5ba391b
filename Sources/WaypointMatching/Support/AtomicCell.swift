import Synchronization

/// An integer read without a lock on every lookup or dispatch and written rarely: an atomic
/// where the platform has `Synchronization.Atomic`, a locked integer on older Apple systems.
package final class AtomicCell: Sendable {
  private let storage: AnyObject & Sendable

  /// A cell holding `value`.
  package init(_ value: Int = 0) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      storage = AtomicInteger(value)
    } else {
      storage = Locked(value)
    }
  }

  /// The current value (acquiring: what was written before it was stored is visible).
  @inline(__always)
  package func load() -> Int {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return unsafeDowncast(storage, to: AtomicInteger.self).value.load(ordering: .acquiring)
    }
    return unsafeDowncast(storage, to: Locked<Int>.self).withLock { $0 }
  }

  /// Adds one (releasing: what was written before is visible to readers of the new value).
  package func increment() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(storage, to: AtomicInteger.self).value.add(1, ordering: .releasing)
      return
    }
    unsafeDowncast(storage, to: Locked<Int>.self).withLock { $0 += 1 }
  }

  /// Stores `value` (releasing: what was written before is visible to readers of it).
  package func store(_ value: Int) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(storage, to: AtomicInteger.self).value.store(value, ordering: .releasing)
      return
    }
    unsafeDowncast(storage, to: Locked<Int>.self).withLock { $0 = value }
  }
}

/// An atomic integer in a class, so that it can be stored where availability varies.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class AtomicInteger: Sendable {
  let value: Atomic<Int>

  init(_ value: Int) {
    self.value = Atomic(value)
  }
}
