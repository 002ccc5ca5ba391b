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
  func cached() -> (table: Unmanaged<RouteTable>, scratch: Unmanaged<PCRE2MatchScratch>) {
    let published = generation.load()
    let cache = ThreadLocal.unretainedValue(for: cacheKey) { TableCache() }
    return cache._withUnsafeGuaranteedRef { cache in
      if cache.lastRouter != identifier || cache.lastGeneration != published,
        !cache.select(identifier, generation: published)
      {
        let (fresh, freshGeneration) = table.withLock { $0 }
        cache.store(fresh, for: identifier, generation: freshGeneration)
      }
      return (cache.last, cache.unretainedScratch)
    }
  }

  /// Runs `body` with the current table and this thread's match scratch (see ``cached()``).
  @inline(__always)
  func withCurrent<Result>(_ body: (RouteTable, PCRE2MatchScratch) -> Result) -> Result {
    let (table, scratch) = cached()
    return table._withUnsafeGuaranteedRef { table in
      scratch._withUnsafeGuaranteedRef { body(table, $0) }
    }
  }
}

/// The tables a thread read last, for a few routers.
private final class TableCache {
  /// The router and generation of the table read last.
  @exclusivity(unchecked) private(set) var lastRouter = -1
  @exclusivity(unchecked) private(set) var lastGeneration = -1
  /// The table read last, owned by `entries`.
  @exclusivity(unchecked) private(set) var last: Unmanaged<RouteTable>
  @exclusivity(unchecked) private var entries: [(router: Int, generation: Int, table: RouteTable)] =
    []
  @exclusivity(unchecked) private var nextSlot = 0
  /// This thread's match scratch, kept here so that a lookup reads one thread-local value.
  let scratch = PCRE2MatchScratch.current
  /// ``scratch``, unretained (this cache owns it).
  let unretainedScratch: Unmanaged<PCRE2MatchScratch>
  private static let capacity = 4
  private static let placeholder = RouteTable.empty(options: RouteMatcher.Options())

  init() {
    last = Unmanaged.passUnretained(Self.placeholder)
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
    if let index = entries.firstIndex(where: { $0.router == router }) {
      entries[index] = (router, generation, table)
    } else if entries.count < Self.capacity {
      entries.append((router, generation, table))
    } else {
      entries[nextSlot] = (router, generation, table)
      nextSlot = (nextSlot + 1) % Self.capacity
    }
    last = Unmanaged.passUnretained(table)
    lastRouter = router
    lastGeneration = generation
  }
}
