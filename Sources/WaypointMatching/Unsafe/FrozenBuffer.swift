/// The elements of an array copied once into memory of their own, then only read, from any
/// thread: what the lookup's structures (a segment trie's nodes, a program's unretained
/// routes) are stored in.
///
/// Unsafe by design, and kept here for that: a read is one load from a fixed address, with no
/// bounds check, no array header and no reference count, which an `Array` read on every step of
/// a lookup costs. What makes it safe is how it is used: the buffer is filled in the owner's
/// initializer and never written again, it lives as long as its owner (it cannot be copied),
/// and every index read is one the owner's own construction put there.
struct FrozenBuffer<Element>: ~Copyable {
  /// The first element (at least one slot is allocated, so that an empty buffer has one too).
  let baseAddress: UnsafeMutablePointer<Element>
  /// How many elements there are.
  let count: Int

  /// A buffer holding `elements`, in order.
  init(_ elements: some Collection<Element>) {
    count = elements.count
    baseAddress = .allocate(capacity: max(1, count))
    _ = UnsafeMutableBufferPointer(start: baseAddress, count: count).initialize(from: elements)
  }

  deinit {
    baseAddress.deinitialize(count: count)
    baseAddress.deallocate()
  }

  /// The element at `index`, which must be below ``count`` (not checked).
  @inline(__always)
  subscript(index: Int) -> Element {
    baseAddress[index]
  }
}

/// A buffer is only read after its owner's initializer: safe to read from any thread, when its
/// elements are.
extension FrozenBuffer: @unchecked Sendable where Element: Sendable {}
