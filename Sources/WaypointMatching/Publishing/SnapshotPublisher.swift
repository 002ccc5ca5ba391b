/// A value whose current version readers take without a lock, holding a route table: what a
/// router publishes (its table with its middleware) and every lookup reads.
@usableFromInline
package protocol PublishedSnapshot: AnyObject, Sendable {
  /// The route table of this version.
  var tableStorage: RouteTableStorage { get }
}

/// The current version of a snapshot: replaced by writers, read by every lookup.
///
/// Unsafe by design, and kept here for that: readers do not take the lock. Each thread keeps
/// the snapshot it last read, with the generation it was published under, and checks one
/// atomic counter to know whether it is still current; only after a change does a reader
/// take the lock, once, to fetch the new snapshot. What a reader gets is unretained (the
/// thread's cache holds it), so that reading costs no reference counting, which threads
/// reading at once would contend on. A lookup therefore never waits on a writer, and two
/// threads looking up at once share no cache line they write.
@usableFromInline
package final class SnapshotPublisher: Sendable {
  private let state: Locked<(snapshot: any PublishedSnapshot, generation: Int)>
  private let generation = AtomicCell()
  private let identifier: Int
  /// The longest URL accepted, in UTF-8 bytes: fixed for a publisher, as its tables'
  /// configuration is.
  private let maximumURLLength: Int
  /// How URLs of the accepted sources start, for the in-place lookup.
  private let acceptedPrefixes: AcceptedSourcePrefixes

  /// Publishes `snapshot` as the first version; every later one has a table of the same
  /// configuration.
  package init(_ snapshot: any PublishedSnapshot) {
    self.state = Locked((snapshot, 0))
    let configuration = snapshot.tableStorage.configuration
    self.maximumURLLength = configuration.maximumURLLength
    self.acceptedPrefixes = snapshot.tableStorage.acceptedPrefixes
    self.identifier = SnapshotPublisher.nextIdentifier.withLock { next in
      defer { next += 1 }
      return next
    }
  }

  private static let nextIdentifier = Locked(0)
  private static let sharedCacheKey = ThreadLocal.Key()
  /// ``sharedCacheKey``, read once: a lookup reads this field rather than a lazy global.
  private let cacheKey = SnapshotPublisher.sharedCacheKey

  /// The current snapshot, read under the lock (for writers, and readers off the hot path).
  package var current: any PublishedSnapshot { state.withLock { $0.snapshot } }

  /// Makes `snapshot` current. Its table must have the configuration of the first one's.
  package func publish(_ snapshot: any PublishedSnapshot) {
    state.withLock { state in
      state = (snapshot, state.generation + 1)
      generation.increment()
    }
  }

  /// Calls `body` with the current snapshot, as a `Snapshot` (the type every version of this
  /// publisher has), and this thread's match scratch, read from this thread's cache without a
  /// lock or a reference count.
  ///
  /// The snapshot stays valid while `body` runs, unless `body` reads another publisher's
  /// snapshot on this thread, which may replace this one in the thread's cache: `body` must
  /// not look up on another router.
  @inlinable
  package func withCurrent<Snapshot: PublishedSnapshot, Answer>(
    as type: Snapshot.Type, _ body: (Snapshot, PCRE2MatchScratch) -> Answer
  ) -> Answer {
    let (snapshot, scratch) = currentObjects()
    return snapshot.withObject { object in
      scratch.withObject { scratch in body(unsafeDowncast(object, to: Snapshot.self), scratch) }
    }
  }

  /// ``withCurrent(as:_:)`` for a `body` that throws.
  @inlinable
  package func withCurrent<Snapshot: PublishedSnapshot, Answer, Failure: Error>(
    as type: Snapshot.Type, _ body: (Snapshot, PCRE2MatchScratch) throws(Failure) -> Answer
  ) throws(Failure) -> Answer {
    let (snapshot, scratch) = currentObjects()
    return try snapshot.withObject { object in
      scratch.withObject { scratch in
        Result(catching: { () throws(Failure) in
          try body(unsafeDowncast(object, to: Snapshot.self), scratch)
        })
      }
    }.get()
  }

  /// The current snapshot and this thread's match scratch, unretained, for
  /// ``withCurrent(as:_:)``.
  @usableFromInline
  func currentObjects() -> (Unretained<AnyObject>, Unretained<PCRE2MatchScratch>) {
    let current = cached()
    return (current.snapshot, current.scratch)
  }

  /// What the in-place lookup finds for `url` in the current table: the answer of a table's
  /// `match(_:)` when the URL is canonical, with the match made by the caller (an answer of
  /// plain values, so that the match is made once, where it is returned). The table and the
  /// route found stay alive until this thread looks up again.
  package func answerInPlace(_ url: String, into answer: inout InPlaceAnswer) {
    let current = cached()
    current.storage.withObject { storage in
      current.scratch.withObject { storage.answerInPlace(url, scratch: $0, into: &answer) }
    }
  }

  /// ``answerInPlace(_:into:)``'s lookup for an answer that is ``InPlaceAnswer/Status/undecided``:
  /// the full way, in the current table.
  ///
  /// - Throws: the errors of a table's `match(_:)`.
  @inline(never)
  package func matchSlowly(_ url: String, after answer: InPlaceAnswer) throws(MatchingError)
    -> MatchCore?
  {
    try withCurrentTable { storage, _ throws(MatchingError) in
      try storage.matchSlowly(url, canonical: answer.canonicalComponents)
    }
  }

  /// The first candidate of a dispatch for `url` in the current table: for an internal path,
  /// the route that matches it; for another URL, the route the in-place lookup answers with,
  /// and `nil` when it cannot answer (the dispatch then looks the URL up the full way, which
  /// remembers an internal-only route passed over); `nil` also for a URL that is refused.
  package func firstCandidate(of url: String) -> MatchCore? {
    withCurrentTable { storage, scratch in storage.firstCandidate(of: url, scratch: scratch) }
  }

  /// The current table and this thread's match scratch, unretained as in ``withCurrent``.
  @inline(__always)
  private func withCurrentTable<Answer, Failure: Error>(
    _ body: (RouteTableStorage, PCRE2MatchScratch) throws(Failure) -> Answer
  ) throws(Failure) -> Answer {
    let current = cached()
    return try current.storage.withObject { storage in
      current.scratch.withObject { scratch in
        Result(catching: { () throws(Failure) in try body(storage, scratch) })
      }
    }.get()
  }

  /// Looks up `bytes`, a URL, in place when it is a canonical URL (an internal path, or an
  /// accepted source's URL, with no query or fragment) and lends the match to `body`; `false`
  /// when the full lookup must decide.
  ///
  /// The snapshots lent stay alive while `body` runs, whatever it looks up, on this router or
  /// another.
  @usableFromInline
  package func lendInPlace(
    _ bytes: UnsafeBufferPointer<UInt8>, to body: (LentMatch) -> Void
  ) -> Bool {
    let lease = lend()
    let current = lease.current
    let answered = current.storage.withObject { storage in
      current.scratch.withObject { scratch in
        if storage.lendExactStatic(bytes, to: body) { return true }
        guard
          let url = CanonicalURL(
            bytes, maximumLength: maximumURLLength, accepted: acceptedPrefixes)
        else { return false }
        return storage.lend(url, in: bytes, scratch: scratch, to: body)
      }
    }
    lease.end()
    return answered
  }

  /// Looks `bytes`, a URL, up in place as ``lendInPlace(_:to:)`` does, and holds the match, if
  /// there is one, in `loan`, for the caller to lend: its closure is then called where the
  /// caller's code is, inlined there, rather than through a closure passed in here.
  ///
  /// While the loan is held, the snapshot it points into stays alive, whatever the caller
  /// looks up meanwhile, on this router or another; ``endLoan(of:)`` ends it, on this thread.
  @usableFromInline
  package func borrowInPlace(_ bytes: UnsafeBufferPointer<UInt8>, into loan: inout LentMatchLoan)
    -> InPlaceBorrow
  {
    let lease = lend()
    let current = lease.current
    let found = current.storage.withObject { storage in
      current.scratch.withObject { scratch in
        storage.borrow(
          bytes, maximumLength: maximumURLLength, accepted: acceptedPrefixes, scratch: scratch,
          into: &loan)
      }
    }
    guard case .lent = found else {
      lease.end()
      return found
    }
    loan.cache = lease.cache.anyObject
    return .lent
  }

  /// Ends a loan that ``borrowInPlace(_:into:)`` made (on this thread): the snapshots it kept
  /// alive may go.
  ///
  /// It takes the loan's cache alone, not the loan: a loan passed by value is copied, in wide
  /// loads that straddle the narrower stores the lookup just made into it, which the
  /// processor cannot forward (about 3 ns a lookup).
  @usableFromInline
  package func endLoan(of cache: Unretained<AnyObject>?) {
    cache.unsafelyUnwrapped.withObject {
      unsafeDowncast($0, to: SnapshotCache.self).endLending()
    }
  }

  /// Looks `url` up the full way and lends the match, if there is one, to `body` (for a URL
  /// that ``lendInPlace(_:to:)`` did not answer).
  ///
  /// - Throws: the errors of a table's `match(_:)`.
  @usableFromInline
  package func lendSlowly(_ url: String, to body: (LentMatch) -> Void) throws(MatchingError) {
    let lease = lend()
    defer { lease.end() }
    let found = try lease.current.storage.withObject { storage in
      Result(catching: { () throws(MatchingError) in
        try storage.matchSlowly(url, canonical: nil)
      })
    }.get()
    guard let found else { return }
    LentMatch.lend(found, to: body)
  }

  /// The current snapshot and this thread's match scratch, from this thread's cache when it
  /// is up to date, all unretained: the cache holds them until this thread reads a snapshot
  /// again (from any publisher), so the caller uses them before it does.
  @inline(__always)
  private func cached() -> CachedSnapshot {
    threadCache().withObject { current(in: $0) }
  }

  /// The current snapshot and this thread's match scratch, unretained as in ``cached()``,
  /// lent: every snapshot this thread's cache holds stays alive until ``SnapshotLease/end()``,
  /// even when the caller reads again meanwhile (which may replace them in the cache), so
  /// that what the caller lends out of the table stays valid.
  @inline(__always)
  private func lend() -> SnapshotLease {
    let cache = threadCache()
    let current = cache.withObject { cache in
      let current = self.current(in: cache)
      cache.lend()
      return current
    }
    return SnapshotLease(cache: cache, current: current)
  }

  /// This thread's snapshot cache, unretained: the thread holds it until it exits.
  @inline(__always)
  private func threadCache() -> Unretained<SnapshotCache> {
    ThreadLocal.unretainedSlotValue(for: cacheKey) {
      SnapshotCache(
        placeholder: PlaceholderSnapshot.shared,
        placeholderStorage: PlaceholderSnapshot.shared.tableStorage,
        companion: PCRE2MatchScratch.current)
    }
  }

  /// The current snapshot and the match scratch of `cache`, after bringing it up to date.
  @inline(__always)
  private func current(in cache: SnapshotCache) -> CachedSnapshot {
    let published = generation.load()
    if cache.lastPublisher != identifier || cache.lastGeneration != published {
      refresh(cache, published: published)
    }
    return CachedSnapshot(
      snapshot: cache.last, storage: cache.lastStorage, scratch: cache.unretainedCompanion)
  }

  /// Makes `cache` hold this publisher's snapshot of generation `published`, or a newer one
  /// (kept apart: a thread's first lookup on a router, or its first after a change).
  @inline(never)
  private func refresh(_ cache: SnapshotCache, published: Int) {
    guard !cache.select(identifier, generation: published) else { return }
    let (fresh, freshGeneration) = state.withLock { $0 }
    cache.store(fresh, storage: fresh.tableStorage, for: identifier, generation: freshGeneration)
  }
}

/// A publisher's current snapshot as this thread's cache holds it (unretained), with its table
/// (read by every lookup: one load fewer) and this thread's match scratch.
private struct CachedSnapshot {
  let snapshot: Unretained<AnyObject>
  let storage: Unretained<RouteTableStorage>
  let scratch: Unretained<PCRE2MatchScratch>
}

/// A snapshot lent by ``SnapshotPublisher/lend()``; ``end()`` returns it.
private struct SnapshotLease {
  let cache: Unretained<SnapshotCache>
  /// The publisher's current snapshot, with this thread's scratch.
  let current: CachedSnapshot

  /// Ends the lease: the last one to end on this thread releases the snapshots replaced
  /// meanwhile.
  @inline(__always)
  func end() {
    cache.withObject { $0.endLending() }
  }
}

/// This thread's cache of snapshots, with the match scratch every lookup of the thread uses.
typealias SnapshotCache = ThreadSnapshotCache<RouteTableStorage, PCRE2MatchScratch>

/// What a thread's cache reads before its first snapshot: an empty table.
private final class PlaceholderSnapshot: PublishedSnapshot {
  static let shared = PlaceholderSnapshot()
  let tableStorage = RouteTableStorage(emptyFor: MatchConfiguration())
}
