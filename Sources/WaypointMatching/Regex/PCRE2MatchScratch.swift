internal import CPCRE2

/// What a PCRE2 match writes: match data, a match context with limits, and a JIT stack.
///
/// These may not be shared between threads, so each thread has its own, reused for every match
/// it runs (``current``): the hot path allocates nothing.
@usableFromInline
package final class PCRE2MatchScratch {
  /// The match context carrying the limits and the JIT stack.
  let context: OpaquePointer
  private let jitStack: OpaquePointer?
  // Only the owning thread touches these, so the dynamic exclusivity checks are dropped.
  @exclusivity(unchecked) private var matchData: OpaquePointer
  @exclusivity(unchecked) private var pairCapacity: Int
  /// The offset vector of the last match (pairs of UTF-8 offsets, `PCRE2_UNSET` when unset).
  /// It stays where it is until the match data is replaced: read once, not per match.
  @exclusivity(unchecked) private(set) var offsets: UnsafeMutablePointer<Int>
  @exclusivity(unchecked) private var limits = PCRE2MatchLimits.default

  private init() {
    guard let context = pcre2_match_context_create_8(nil),
      let matchData = pcre2_match_data_create_8(UInt32(Self.initialPairs), nil)
    else { fatalError("PCRE2 could not allocate a match context") }
    self.context = context
    self.matchData = matchData
    self.offsets = pcre2_get_ovector_pointer_8(matchData)
    self.pairCapacity = Self.initialPairs
    Self.clear(offsets, pairs: Self.initialPairs)
    self.jitStack = pcre2_jit_stack_create_8(32 * 1024, 1024 * 1024, nil)
    if let jitStack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(jitStack)) }
    apply(limits)
  }

  deinit {
    pcre2_match_data_free_8(matchData)
    if let jitStack { pcre2_jit_stack_free_8(jitStack) }
    pcre2_match_context_free_8(context)
  }

  private static let initialPairs = 16

  /// This thread's scratch, created on first use and freed when the thread exits.
  package static var current: PCRE2MatchScratch {
    ThreadLocal.value(for: scratchKey) { PCRE2MatchScratch() }
  }

  private static let scratchKey = ThreadLocal.Key()

  /// Makes room for `pairs` offset pairs and applies `limits`; returns the match data to use.
  @inline(__always)
  func prepare(pairs: Int, limits: PCRE2MatchLimits) -> OpaquePointer {
    if pairs > pairCapacity { grow(to: pairs) }
    if limits != self.limits { apply(limits) }
    return matchData
  }

  /// The offset vector, with room for `pairs` pairs: where a match that does not run PCRE2
  /// writes its offsets, as PCRE2 would.
  @inline(__always)
  func offsets(forPairs pairs: Int) -> UnsafeMutablePointer<Int> {
    if pairs > pairCapacity { grow(to: pairs) }
    return offsets
  }

  /// The name of the last `(*MARK:NAME)` passed on the path to the match, or `nil`.
  @inline(__always)
  var mark: UnsafePointer<UInt8>? {
    pcre2_get_mark_8(matchData)
  }

  private func grow(to pairs: Int) {
    guard let bigger = pcre2_match_data_create_8(UInt32(pairs), nil) else {
      fatalError("PCRE2 could not allocate match data for \(pairs) groups")
    }
    pcre2_match_data_free_8(matchData)
    matchData = bigger
    offsets = pcre2_get_ovector_pointer_8(bigger)
    pairCapacity = pairs
    Self.clear(offsets, pairs: pairs)
  }

  /// Marks every pair of a new offset vector unset, so that reading pairs past the last
  /// match's groups (a lent match copies a fixed number) reads initialized memory.
  private static func clear(_ offsets: UnsafeMutablePointer<Int>, pairs: Int) {
    offsets.update(repeating: pcre2Unset, count: 2 * pairs)
  }

  @inline(never)
  private func apply(_ limits: PCRE2MatchLimits) {
    pcre2_set_match_limit_8(context, limits.matchLimit)
    pcre2_set_depth_limit_8(context, limits.depthLimit)
    self.limits = limits
  }
}

/// The value PCRE2 leaves in an offset pair for a group that did not take part in the match
/// (computed, so that reading it needs no lazy global initialization).
var pcre2Unset: Int {
  @inline(__always) get { cpcre2_unset() }
}
