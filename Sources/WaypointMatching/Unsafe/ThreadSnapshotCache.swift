/// The snapshots a thread read last, for a few publishers, with an object of the thread's own
/// (its match scratch) kept beside them: what a lookup reads first, from the thread's slot.
///
/// Unsafe by design, and kept here for that: what it hands out is unretained (the cache owns
/// the snapshots it keeps), its fields are read and written without exclusivity checks (only
/// its thread touches it), and a snapshot replaced while a lookup has lent parts of it out is
/// kept until the last such lookup ends, rather than released under it.
final class ThreadSnapshotCache<Storage: AnyObject, Companion: AnyObject> {
  /// The publisher and generation of the snapshot read last.
  @exclusivity(unchecked) private(set) var lastPublisher = -1
  @exclusivity(unchecked) private(set) var lastGeneration = -1
  /// The snapshot read last, owned by `entries`.
  @exclusivity(unchecked) private(set) var last: Unretained<AnyObject>
  /// What the lookup reads of ``last`` (its table).
  @exclusivity(unchecked) private(set) var lastStorage: Unretained<Storage>
  @exclusivity(unchecked) private var entries:
    [(publisher: Int, generation: Int, snapshot: AnyObject, storage: Storage)] = []
  @exclusivity(unchecked) private var nextSlot = 0
  /// How many lookups of this thread have lent out parts of a snapshot and not returned yet.
  @exclusivity(unchecked) private var lendingDepth = 0
  /// Snapshots replaced in ``entries`` while a lookup lent out their parts: released when the
  /// last such lookup returns.
  @exclusivity(unchecked) private var keptWhileLent: [AnyObject] = []
  /// Whether ``keptWhileLent`` has snapshots (a stored flag: the array's count is not inlined).
  @exclusivity(unchecked) private var keepsSnapshots = false
  /// The thread's own object, kept here so that a lookup reads one thread-local value.
  let companion: Companion
  /// ``companion``, unretained (this cache owns it).
  let unretainedCompanion: Unretained<Companion>
  private static var capacity: Int { 4 }

  /// A cache whose last snapshot, before any is stored, is `placeholder` (whose storage is
  /// `placeholderStorage`: something that lives as long as the program), with `companion`.
  init(placeholder: AnyObject, placeholderStorage: Storage, companion: Companion) {
    last = Unretained(placeholder)
    lastStorage = Unretained(placeholderStorage)
    self.companion = companion
    unretainedCompanion = Unretained(companion)
  }

  /// Makes the cached snapshot of `publisher` at `generation` the last one read, if there is
  /// one.
  func select(_ publisher: Int, generation: Int) -> Bool {
    guard
      let entry = entries.first(where: { $0.publisher == publisher && $0.generation == generation })
    else { return false }
    setLast(entry.snapshot, storage: entry.storage, publisher: publisher, generation: generation)
    return true
  }

  /// Keeps `snapshot` (whose storage is `storage`) as the snapshot of `publisher` at
  /// `generation`, and as the last one read.
  func store(_ snapshot: AnyObject, storage: Storage, for publisher: Int, generation: Int) {
    let slot: Int
    if let index = entries.firstIndex(where: { $0.publisher == publisher }) {
      slot = index
    } else if entries.count < Self.capacity {
      slot = entries.count
      entries.append((publisher, generation, snapshot, storage))
    } else {
      slot = nextSlot
      nextSlot = (nextSlot + 1) % Self.capacity
    }
    if lendingDepth > 0, slot < entries.count, entries[slot].snapshot !== snapshot {
      keptWhileLent.append(entries[slot].snapshot)
      keepsSnapshots = true
    }
    entries[slot] = (publisher, generation, snapshot, storage)
    setLast(snapshot, storage: storage, publisher: publisher, generation: generation)
  }

  private func setLast(
    _ snapshot: AnyObject, storage: Storage, publisher: Int, generation: Int
  ) {
    last = Unretained(snapshot)
    lastStorage = Unretained(storage)
    lastPublisher = publisher
    lastGeneration = generation
  }

  /// A lookup starts lending out parts of the last snapshot read.
  @inline(__always)
  func lend() { lendingDepth &+= 1 }

  /// A lookup that lent out parts of a snapshot returns; the last one releases the snapshots
  /// replaced meanwhile.
  @inline(__always)
  func endLending() {
    lendingDepth &-= 1
    if lendingDepth == 0, keepsSnapshots {
      keptWhileLent.removeAll()
      keepsSnapshots = false
    }
  }
}
