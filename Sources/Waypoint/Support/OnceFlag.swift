import Synchronization

/// A flag that can be set once, from any thread: an atomic where the platform has
/// `Synchronization.Atomic`, a locked boolean on older Apple systems.
struct OnceFlag: Sendable {
  private let storage: AnyObject & Sendable

  /// An unset flag.
  init() {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      storage = AtomicFlag()
    } else {
      storage = Locked(false)
    }
  }

  /// Sets the flag; returns whether this call set it (`false` when it was set already).
  func set() -> Bool {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return unsafeDowncast(storage, to: AtomicFlag.self).value.compareExchange(
        expected: false, desired: true, ordering: .acquiringAndReleasing
      ).exchanged
    }
    return unsafeDowncast(storage, to: Locked<Bool>.self).withLock { isSet in
      defer { isSet = true }
      return !isSet
    }
  }

  /// Whether the flag is set.
  var isSet: Bool {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return unsafeDowncast(storage, to: AtomicFlag.self).value.load(ordering: .acquiring)
    }
    return unsafeDowncast(storage, to: Locked<Bool>.self).withLock { $0 }
  }
}

/// An atomic boolean in a class, so that it can be stored where availability varies.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class AtomicFlag: Sendable {
  let value = Atomic<Bool>(false)
}
