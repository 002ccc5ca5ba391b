/// A router's current route table: replaced by registration, read by every lookup.
///
/// Readers do not take the lock: each thread keeps the table it last read, with the
/// generation it was published under, and checks one atomic counter to know whether it is
/// still current. Only after a change does a reader take the lock, once, to fetch the new
/// table. A lookup therefore never waits on registration, and two threads looking up at once
/// do not contend for a lock.
final class PublishedTable: Sendable {
  private let table: Locked<(table: RouteTable, generation: Int)>
  private let generation = AtomicCell()
  private let identifier: Int

  /// Publishes `table` as the first table.
  init(_ table: RouteTable) {
    self.table = Locked((table, 0))
    self.identifier = PublishedTable.nextIdentifier.withLock { next in
      defer { next += 1 }
      return next
    }
  }

  private static let nextIdentifier = Locked(0)
  private static let sharedCacheKey = ThreadLocal.Key()
  /// ``sharedCacheKey``, read once: a lookup reads this field rather than a lazy global.
  private let cacheKey = PublishedTable.sharedCacheKey

  /// The current table, read under the lock.
  var current: RouteTable { table.withLock { $0.table } }

  /// Makes `newTable` current.
  func publish(_ newTable: RouteTable) {
    table.withLock { state in
      state = (newTable, state.generation + 1)
      generation.increment()
    }
  }

  /// The current table and this thread's match scratch, from this thread's cache when it is
  /// up to date, both unretained: the cache holds them until this thread reads a table again
  /// (from any router), so the caller uses them before it does, and reading them costs no
  /// reference counting.
  @inline(__always)
  func cached() -> CachedTable {
    threadCache()._withUnsafeGuaranteedRef { current(in: $0) }
  }

  /// The current table and this thread's match scratch, unretained as in ``cached()``, lent:
  /// every table this thread's cache holds stays alive until ``TableLease/end()``, even when
  /// the caller looks up again meanwhile (which may replace the tables in the cache), so that
  /// what the caller lends out of the table stays valid.
  @inline(__always)
  func lend() -> TableLease {
    let cache = threadCache()
    let current = cache._withUnsafeGuaranteedRef { cache in
      let current = self.current(in: cache)
      cache.lend()
      return current
    }
    return TableLease(cache: cache, current: current)
  }

  /// This thread's table cache, unretained: the thread holds it until it exits.
  @inline(__always)
  private func threadCache() -> Unmanaged<TableCache> {
    ThreadLocal.unretainedSlotValue(for: cacheKey) { TableCache() }
  }

  /// The current table and the match scratch of `cache`, after bringing it up to date.
  @inline(__always)
  private func current(in cache: TableCache) -> CachedTable {
    let published = generation.load()
    if cache.lastRouter != identifier || cache.lastGeneration != published {
      refresh(cache, published: published)
    }
    return CachedTable(
      table: cache.last, compiled: cache.lastCompiled, scratch: cache.unretainedScratch)
  }

  /// Runs `body` with the current table and this thread's match scratch (see ``cached()``).
  /// Makes `cache` hold this router's table of generation `published`, or a newer one (kept
  /// apart: a thread's first lookup on a router, or its first after a registration).
  @inline(never)
  private func refresh(_ cache: TableCache, published: Int) {
    guard !cache.select(identifier, generation: published) else { return }
    let (fresh, freshGeneration) = table.withLock { $0 }
    cache.store(fresh, for: identifier, generation: freshGeneration)
  }

  @inline(__always)
  func withCurrent<Result>(_ body: (RouteTable, PCRE2MatchScratch) -> Result) -> Result {
    let current = cached()
    return current.table._withUnsafeGuaranteedRef { table in
      current.scratch._withUnsafeGuaranteedRef { body(table, $0) }
    }
  }
}

/// A router's current table as this thread's cache holds it (unretained), with its compiled
/// table (read by every lookup: one load fewer) and this thread's match scratch.
struct CachedTable {
  let table: Unmanaged<RouteTable>
  let compiled: Unmanaged<CompiledRouteTable>
  let scratch: Unmanaged<PCRE2MatchScratch>
}

/// A table lent by ``PublishedTable/lend()``; ``end()`` returns it.
struct TableLease {
  fileprivate let cache: Unmanaged<TableCache>
  /// The router's current table, with this thread's scratch.
  let current: CachedTable

  /// Ends the lease: the last one to end on this thread releases the tables replaced meanwhile.
  @inline(__always)
  func end() {
    cache._withUnsafeGuaranteedRef { $0.endLending() }
  }
}

/// The tables a thread read last, for a few routers.
private final class TableCache {
  /// The router and generation of the table read last.
  @exclusivity(unchecked) private(set) var lastRouter = -1
  @exclusivity(unchecked) private(set) var lastGeneration = -1
  /// The table read last, owned by `entries`.
  @exclusivity(unchecked) private(set) var last: Unmanaged<RouteTable> {
    didSet { lastCompiled = last._withUnsafeGuaranteedRef { .passUnretained($0.compiled) } }
  }
  /// The compiled table of ``last``.
  @exclusivity(unchecked) private(set) var lastCompiled: Unmanaged<CompiledRouteTable>
  @exclusivity(unchecked) private var entries: [(router: Int, generation: Int, table: RouteTable)] =
    []
  @exclusivity(unchecked) private var nextSlot = 0
  /// How many lookups of this thread have lent out parts of a table and not returned yet.
  @exclusivity(unchecked) private var lendingDepth = 0
  /// Tables replaced in ``entries`` while a lookup lent out their parts: released when the
  /// last such lookup returns.
  @exclusivity(unchecked) private var keptWhileLent: [RouteTable] = []
  /// Whether ``keptWhileLent`` has tables (a stored flag: the array's count is not inlined).
  @exclusivity(unchecked) private var keepsTables = false
  /// This thread's match scratch, kept here so that a lookup reads one thread-local value.
  let scratch = PCRE2MatchScratch.current
  /// ``scratch``, unretained (this cache owns it).
  let unretainedScratch: Unmanaged<PCRE2MatchScratch>
  private static let capacity = 4
  private static let placeholder = RouteTable.empty(options: RouteMatcher.Options())

  init() {
    last = Unmanaged.passUnretained(Self.placeholder)
    lastCompiled = .passUnretained(Self.placeholder.compiled)
    unretainedScratch = Unmanaged.passUnretained(scratch)
  }

  /// Makes the cached table of `router` at `generation` the last one read, if there is one.
  func select(_ router: Int, generation: Int) -> Bool {
    guard let entry = entries.first(where: { $0.router == router && $0.generation == generation })
    else { return false }
    last = Unmanaged.passUnretained(entry.table)
    lastRouter = router
    lastGeneration = generation
    return true
  }

  /// Keeps `table` as the table of `router` at `generation`, and as the last one read.
  func store(_ table: RouteTable, for router: Int, generation: Int) {
    let slot: Int
    if let index = entries.firstIndex(where: { $0.router == router }) {
      slot = index
    } else if entries.count < Self.capacity {
      slot = entries.count
      entries.append((router, generation, table))
    } else {
      slot = nextSlot
      nextSlot = (nextSlot + 1) % Self.capacity
    }
    if lendingDepth > 0, slot < entries.count, entries[slot].table !== table {
      keptWhileLent.append(entries[slot].table)
      keepsTables = true
    }
    entries[slot] = (router, generation, table)
    last = Unmanaged.passUnretained(table)
    lastRouter = router
    lastGeneration = generation
  }

  /// A lookup starts lending out parts of the last table read.
  @inline(__always)
  func lend() { lendingDepth += 1 }

  /// A lookup that lent out parts of a table returns; the last one releases the tables
  /// replaced meanwhile.
  @inline(__always)
  func endLending() {
    lendingDepth -= 1
    if lendingDepth == 0, keepsTables {
      keptWhileLent.removeAll()
      keepsTables = false
    }
  }
}
