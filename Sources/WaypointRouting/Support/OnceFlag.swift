import Synchronization

/// A flag that can be set once, from any thread.
///
/// An `Atomic<Bool>` held inline where the platform lets it be stored (so that a class holding
/// the flag is one allocation); on Apple systems, where a stored `Atomic` needs macOS 15 or
/// iOS 18, an atomic in a small class there and a locked boolean before.
struct OnceFlag: ~Copyable, Sendable {
  #if canImport(Darwin)
    private let storage: AnyObject & Sendable
  #else
    private let value = Atomic<Bool>(false)
  #endif

  /// An unset flag.
  init() {
    #if canImport(Darwin)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        storage = AtomicFlag()
      } else {
        storage = Locked(false)
      }
    #endif
  }

  /// Sets the flag; returns whether this call set it (`false` when it was set already).
  func set() -> Bool {
    #if canImport(Darwin)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return unsafeDowncast(storage, to: AtomicFlag.self).value.compareExchange(
          expected: false, desired: true, ordering: .acquiringAndReleasing
        ).exchanged
      }
      return unsafeDowncast(storage, to: Locked<Bool>.self).withLock { isSet in
        defer { isSet = true }
        return !isSet
      }
    #else
      return value.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        .exchanged
    #endif
  }

  /// Whether the flag is set.
  var isSet: Bool {
    #if canImport(Darwin)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return unsafeDowncast(storage, to: AtomicFlag.self).value.load(ordering: .acquiring)
      }
      return unsafeDowncast(storage, to: Locked<Bool>.self).withLock { $0 }
    #else
      return value.load(ordering: .acquiring)
    #endif
  }
}

#if canImport(Darwin)
  /// An atomic boolean in a class, so that it can be stored where availability varies.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private final class AtomicFlag: Sendable {
    let value = Atomic<Bool>(false)
  }
#endif
