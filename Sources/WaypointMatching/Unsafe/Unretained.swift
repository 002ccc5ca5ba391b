/// A reference to an object that does not retain it: what a lookup passes around instead of
/// the object, once it holds the structure that owns it.
///
/// Unsafe by design, and kept here for that: reading the object through it writes no reference
/// count, which threads looking up the same route or program at once would otherwise contend
/// for (each retain and release is an atomic write to the object's header, one cache line
/// shared by every thread). What makes it safe is how it is used: an unretained reference is
/// made from an object that something else owns (a table owns its routes and programs, a
/// thread's cache owns the table it read), and it is used only while that owner lives, within
/// one lookup.
@usableFromInline
package struct Unretained<Object: AnyObject>: @unchecked Sendable {
  @usableFromInline let reference: Unmanaged<Object>

  /// An unretained reference to `object`, which something else keeps alive.
  @inline(__always) @usableFromInline
  package init(_ object: Object) {
    reference = .passUnretained(object)
  }

  /// A reference from an unmanaged one (for the thread-local slot, which stores raw pointers).
  @inline(__always)
  init(_ reference: Unmanaged<Object>) {
    self.reference = reference
  }

  /// Calls `body` with the object, without retaining it.
  @inline(__always) @usableFromInline
  package func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    try reference._withUnsafeGuaranteedRef(body)
  }

  /// The object, as a strong reference (retained by the caller that keeps it).
  @inline(__always) @usableFromInline
  package var object: Object { reference.takeUnretainedValue() }

  /// The same reference, to the object as any object.
  @inline(__always)
  var anyObject: Unretained<AnyObject> {
    Unretained<AnyObject>(.fromOpaque(reference.toOpaque()))
  }

  /// Whether both refer to the same object.
  @inline(__always)
  static func === (lhs: Unretained, rhs: Unretained) -> Bool {
    lhs.reference.toOpaque() == rhs.reference.toOpaque()
  }
}
