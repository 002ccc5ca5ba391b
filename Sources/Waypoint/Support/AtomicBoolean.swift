/// A boolean read without a lock on every dispatch and written rarely, kept in an
/// ``AtomicCell`` as 1 or 0.
struct AtomicBoolean: Sendable {
  private let cell: AtomicCell

  /// A boolean with `value`.
  init(_ value: Bool) {
    cell = AtomicCell(value ? 1 : 0)
  }

  /// The value (acquiring: what was written before it was stored is visible).
  @inline(__always)
  func load() -> Bool { cell.load() != 0 }

  /// Stores `value` (releasing: what was written before is visible to readers of it).
  func store(_ value: Bool) { cell.store(value ? 1 : 0) }
}
