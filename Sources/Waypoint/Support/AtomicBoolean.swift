import Synchronization

/// A boolean read without a lock on every dispatch and written rarely: an atomic where the
/// platform has `Synchronization.Atomic`, a locked boolean on older Apple systems.
final class AtomicBoolean: Sendable {
  private let storage: AnyObject & Sendable

  /// A boolean with `value`.
  init(_ value: Bool) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      storage = AtomicBooleanStorage(value)
    } else {
      storage = Locked(value)
    }
  }

  /// The value (acquiring: what was written before it was stored is visible).
  @inline(__always)
  func load() -> Bool {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return unsafeDowncast(storage, to: AtomicBooleanStorage.self).value.load(ordering: .acquiring)
    }
    return unsafeDowncast(storage, to: Locked<Bool>.self).withLock { $0 }
  }

  /// Stores `value` (releasing: what was written before is visible to readers of it).
  func store(_ value: Bool) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      unsafeDowncast(storage, to: AtomicBooleanStorage.self).value.store(
        value, ordering: .releasing)
      return
    }
    unsafeDowncast(storage, to: Locked<Bool>.self).withLock { $0 = value }
  }
}

/// An atomic boolean in a class, so that it can be stored where availability varies.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class AtomicBooleanStorage: Sendable {
  let value: Atomic<Bool>

  init(_ value: Bool) {
    self.value = Atomic(value)
  }
}
