/// One program of the compiled route table: the trie of some routes, as a PCRE2 JIT regex
/// whose `(*MARK)` names the route that matched, or as a ``SegmentTrie`` when all its routes'
/// atoms are plain.
///
/// A program for routes that share a literal first segment starts matching after it (the
/// table's hash index has checked it), so groups with the same structure under different
/// first segments (`/v1/...`, `/v2/...`) share one compiled regex or segment trie.
final class CompiledProgram: Sendable {
  /// How a program matches.
  enum Matching {
    /// A compiled regex, possibly shared with programs of other groups.
    case regex(PCRE2Code)
    /// A segment trie, possibly shared with programs of groups of the same shape.
    case segments(SegmentTrie)
  }

  /// The compiled regex, when the program has one.
  let code: PCRE2Code?
  /// The routes of the program's group, by mark number.
  let routes: [Route]
  /// The first route in dispatch order that this program can answer: when a better match is
  /// known already, the program need not run.
  let first: Route
  /// The index of ``first`` in ``routes``.
  let firstIndex: Int
  /// Whether the regex starts after the first segment rather than at the start of the path.
  let startsAfterFirstSegment: Bool
  /// ``routes`` and ``first`` unretained (the program owns them), so that a lookup reads them
  /// without writing their reference counts, which threads looking up at once would share.
  /// The routes are in a buffer of their own: a lookup reads one without the array's call.
  /// Written once, in `init`, and only read after: safe to read from any thread.
  nonisolated(unsafe) private let unretainedRoutes: UnsafeMutableBufferPointer<Unmanaged<Route>>
  let unretainedFirst: Unmanaged<Route>
  /// Whether a match reads the mark to know its route: a program of one route needs none.
  private let marksRoutes: Bool
  /// The segment trie, when the program has one: its routes are matched without PCRE2.
  let segments: SegmentTrie?
  /// ``segments``, unretained (the program owns it).
  private let unretainedSegments: Unmanaged<SegmentTrie>?

  init(_ matching: Matching, routes: [Route], firstIndex: Int, startsAfterFirstSegment: Bool) {
    switch matching {
    case .regex(let code):
      self.code = code
      self.segments = nil
      self.pairs = code.captureCount + 1
    case .segments(let segments):
      self.code = nil
      self.segments = segments
      self.pairs = segments.parameterCount + 1
    }
    self.unretainedSegments = segments.map { Unmanaged.passUnretained($0) }
    self.routes = routes
    self.first = routes[firstIndex]
    self.firstIndex = firstIndex
    self.startsAfterFirstSegment = startsAfterFirstSegment
    self.unretainedRoutes = .allocate(capacity: routes.count)
    _ = unretainedRoutes.initialize(from: routes.lazy.map { Unmanaged.passUnretained($0) })
    self.unretainedFirst = Unmanaged.passUnretained(self.first)
    self.marksRoutes = routes.count > 1
  }

  /// How the program matches, for a program of another group of the same shape.
  var matching: Matching {
    if let segments { return .segments(segments) }
    return .regex(code.unsafelyUnwrapped)
  }

  /// How many offset pairs a match writes: the whole match and each group.
  private let pairs: Int

  deinit {
    unretainedRoutes.deallocate()
  }

  /// The route at `index` in ``routes``, unretained.
  @inline(always)
  func route(at index: Int) -> Unmanaged<Route> {
    unretainedRoutes[index]
  }

  /// Matches `path`; on a match, returns the index (in ``routes``) of the first route of this
  /// program that matches. Its parameter offsets are then in `scratch`.
  ///
  /// - Throws: ``PCRE2MatchFailure`` when a limit is hit.
  @inline(__always)
  func match(
    _ path: UnsafeBufferPointer<UInt8>, firstSegmentEnd: Int, scratch: PCRE2MatchScratch,
    limits: PCRE2MatchLimits
  ) throws(PCRE2MatchFailure) -> Int? {
    let start = startsAfterFirstSegment ? firstSegmentEnd : 0
    if let segments = unretainedSegments {
      let offsets = scratch.offsets(forPairs: pairs)
      return segments._withUnsafeGuaranteedRef { $0.match(path, from: start, offsets: offsets) }
    }
    guard try code.unsafelyUnwrapped.match(path, from: start, scratch: scratch, limits: limits)
    else { return nil }
    guard marksRoutes else { return 0 }
    guard var cursor = scratch.mark else { return nil }
    var index = 0
    while cursor.pointee != 0 {
      index = index &* 10 &+ Int(cursor.pointee &- UInt8(ascii: "0"))
      cursor += 1
    }
    return index
  }
}

extension CaptureRanges {
  /// The ranges of groups 1 through `count` of the last match in `scratch`.
  @inline(__always)
  init(groups count: Int, of scratch: PCRE2MatchScratch) {
    self.init(groups: count, offsets: scratch.offsets, unset: pcre2Unset)
  }
}
