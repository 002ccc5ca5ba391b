/// A match lent in place: the matched route's record, the route path's bytes and the
/// parameters' offsets in them, valid while the lookup that lends it runs. What a
/// ``BorrowedTableMatch`` wraps with its route's value type.
///
/// Unsafe by design, and kept here for that: it points into the URL's bytes, into the
/// lookup's stack (the offsets, copied there out of the thread's match scratch, which a
/// nested lookup would overwrite) and at a record that the table lending it keeps alive, so
/// that lending costs no copy, allocation or reference count. It is not public: the
/// ``BorrowedTableMatch`` that wraps it cannot be copied, so it cannot outlive the closure it is
/// lent to.
@usableFromInline
package struct LentMatch {
  /// The route's record (owned by the table, which the lookup keeps alive while lending), as
  /// an object: the table's code knows its class.
  @usableFromInline unowned(unsafe) let record: AnyObject
  /// The route path the offsets are in.
  @usableFromInline let path: UnsafeBufferPointer<UInt8>
  /// Per parameter, its start and end offset in ``path``; a start of -1 when the parameter
  /// did not take part in the match.
  @usableFromInline let offsets: UnsafePointer<Int>
  /// How many parameters the route's pattern declares, set by this match or not.
  @usableFromInline let parameterCount: Int

  @usableFromInline
  init(
    record: Unretained<AnyObject>, path: UnsafeBufferPointer<UInt8>, offsets: UnsafePointer<Int>,
    parameterCount: Int
  ) {
    self.record = record.object
    self.path = path
    self.offsets = offsets
    self.parameterCount = parameterCount
  }

  /// Calls `body` with the UTF-8 bytes of the parameter at `index`, or `nil` when the match
  /// did not set it or `index` is out of range.
  @inlinable
  func withRawParameter<Result>(
    at index: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result
  ) rethrows -> Result {
    guard index >= 0, index < parameterCount else { return try body(nil) }
    let start = offsets[2 &* index]
    guard start >= 0 else { return try body(nil) }
    return try body(UnsafeBufferPointer(rebasing: path[start..<offsets[2 &* index &+ 1]]))
  }

  /// Calls `body` with a match of `record` on `path`, whose `count` parameters' offsets (two
  /// each, -1 for a parameter not set) are at `offsets`, copied to the stack first: held in a
  /// loan, as ``SnapshotPublisher/borrowInPlace(_:into:)`` holds its match, up to
  /// ``LentMatchLoan/parameterCapacity`` parameters.
  @inline(__always)
  static func lend(
    _ record: Unretained<AnyObject>, path: UnsafeBufferPointer<UInt8>, parameterCount count: Int,
    offsets: UnsafePointer<Int>, to body: (LentMatch) -> Void
  ) {
    guard count <= LentMatchLoan.parameterCapacity else {
      lendCopying(record, path: path, parameterCount: count, offsets: offsets, to: body)
      return
    }
    var loan = LentMatchLoan()
    loan.hold(record, path: path, parameterCount: count, offsets: offsets)
    loan.lend(body)
  }

  /// Calls `body` with a match of `record`, a route without parameters, on `path` (nothing to
  /// copy: the offsets are never read).
  @inline(__always)
  static func lendWithoutParameters(
    _ record: Unretained<AnyObject>, path: UnsafeBufferPointer<UInt8>,
    to body: (LentMatch) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 2) { unread in
      body(LentMatch(record: record, path: path, offsets: unread.baseAddress!, parameterCount: 0))
    }
  }

  /// ``lend(_:path:parameterCount:offsets:to:)`` for more parameters than
  /// the fixed buffer takes: the offsets are copied to a temporary allocation.
  @inline(never)
  static func lendCopying(
    _ record: Unretained<AnyObject>, path: UnsafeBufferPointer<UInt8>, parameterCount count: Int,
    offsets: UnsafePointer<Int>, to body: (LentMatch) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * count)) { copy in
      let copy = copy.baseAddress!
      copy.update(from: offsets, count: 2 * count)
      body(LentMatch(record: record, path: path, offsets: copy, parameterCount: count))
    }
  }
}

/// A match found in place and held for its caller, who lends it (``lend(_:)``) and then ends
/// the loan (``SnapshotPublisher/endLoan(of:)``): what ``SnapshotPublisher/borrowInPlace(_:into:)``
/// fills in, so that the caller's closure is called where the caller's code is (inlined there),
/// not through a closure passed into the table.
///
/// Unsafe by design, and kept here for that, as ``LentMatch`` is: it points into the URL's
/// bytes and at a record that the snapshot lent keeps alive until the loan ends. The
/// parameters' offsets are copied into it (up to four parameters), out of the thread's match
/// scratch, which a lookup made while the match is lent would overwrite.
@usableFromInline
package struct LentMatchLoan {
  /// The route's record (owned by the table lent).
  @usableFromInline var record: Unretained<AnyObject>?
  /// The route path the offsets are in.
  @usableFromInline var path = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// How many parameters the route's pattern declares.
  @usableFromInline var parameterCount = 0
  /// The first four parameters' start and end offsets in ``path``.
  @usableFromInline var offsets = (0, 0, 0, 0, 0, 0, 0, 0)
  /// The thread's cache whose lease the loan holds (a `SnapshotCache`).
  @usableFromInline package var cache: Unretained<AnyObject>?

  /// The most parameters a loan holds the offsets of.
  static var parameterCapacity: Int { 4 }

  /// Holds a match of `record` on `path` whose `count` parameters' offsets (two each, -1 for a
  /// parameter not set; at most ``parameterCapacity`` parameters) are at `offsets`: the one way
  /// a loan is filled in with a match that has parameters, written where the loan is.
  @inline(__always)
  mutating func hold(
    _ record: Unretained<AnyObject>, path: UnsafeBufferPointer<UInt8>, parameterCount count: Int,
    offsets: UnsafePointer<Int>
  ) {
    self.record = record
    self.path = path
    parameterCount = count
    copyOffsets(from: offsets)
  }

  /// Copies the ``parameterCount`` parameters' offsets at `source` (the thread's match
  /// scratch, just written by the lookup) into ``offsets``, one at a time: the stores that
  /// wrote them were of one offset each, and a wider load across two of them would wait for
  /// both to reach the cache rather than be forwarded.
  @inline(__always)
  private mutating func copyOffsets(from source: UnsafePointer<Int>) {
    assert(parameterCount <= Self.parameterCapacity)
    let count = 2 &* parameterCount
    withUnsafeMutableBytes(of: &offsets) { raw in
      let target = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Int.self)
      var index = 0
      while index < count {
        target[index] = source[index]
        index &+= 1
      }
    }
  }

  /// An empty loan, for a lookup to fill in.
  @inlinable
  package init() {}

  /// Calls `body` with the match held; only for a loan that ``SnapshotPublisher/borrowInPlace(_:into:)``
  /// filled in, before it ends.
  ///
  /// Mutating only so that the match points at the loan's own offsets, not at a copy of them.
  @inlinable @inline(__always)
  package mutating func lend<Result>(_ body: (LentMatch) -> Result) -> Result {
    let (record, path, parameterCount) = (self.record, self.path, self.parameterCount)
    return withUnsafeMutableBytes(of: &offsets) { raw in
      body(
        LentMatch(
          record: record.unsafelyUnwrapped, path: path,
          offsets: raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Int.self),
          parameterCount: parameterCount))
    }
  }
}

/// A lent match points into the URL's bytes and the table while a lookup lends it: it may not
/// be sent to another thread.
@available(*, unavailable)
extension LentMatch: Sendable {}
