extension CompiledRouteTable {
  /// The first route in dispatch order that matches `url`, among the routes `admission`
  /// allows (internal-only routes included: the caller checks them).
  ///
  /// - Complexity: one hash lookup and, for most URLs, one regex match; no heap allocation.
  @inline(__always)
  func lookup(_ url: RouteURL, admission: SourceAdmission, scratch: PCRE2MatchScratch) -> Lookup {
    url.withPathBytes { path -> Lookup in
      let segmentEnd = Self.firstSegmentEnd(of: path)
      let segment = UnsafeBufferPointer(rebasing: path[min(1, segmentEnd)..<segmentEnd])
      var search = Search(path: path, segmentEnd: segmentEnd, scratch: scratch, table: self)
      if admission == .allRoutes {
        let ran = unretainedUnrestricted.withObject { index in
          search.run(index, segment: segment, url: url)
        }
        guard ran else {
          return .needsReference
        }
      }
      if !restricted.isEmpty, let index = restricted[url.source] {
        guard search.run(index, segment: segment, url: url) else {
          return .needsReference
        }
      }
      guard let route = search.best else { return .none }
      return .match(route, search.captures)
    }
  }

  /// The static route whose path is `bytes`, when `bytes` are an internal path equal to the
  /// path of a static route that answers for it; `nil` otherwise (the URL is then looked up
  /// the usual way, which may still find a static route: after a trailing slash, say).
  ///
  /// Bytes equal to a canonical path are that canonical path, so they need no scan of their
  /// own: a canonical scan of them would find the same path, and this route first for it.
  /// `maximumLength` is the configuration's limit on the URL.
  ///
  /// - Complexity: a test of the path's length, then one filtered hash lookup of the whole
  ///   path; no heap allocation.
  @inline(__always)
  func exactStaticRoute(_ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int)
    -> Unretained<RouteRecord>?
  {
    guard exactStaticPathLengths & ProgramSpan.lengthBit(bytes.count) != 0,
      bytes.count <= maximumLength
    else { return nil }
    // Paths match with their case on this way.
    let key = unretainedUnrestricted.withObject { $0.statics.caseSensitiveKey(of: bytes) }
    guard unretainedUnrestricted.withObject({ $0.statics.mayContain(key) }) else { return nil }
    return exactStaticRouteAfterFilter(bytes, key: key)
  }

  /// ``exactStaticRoute(_:maximumLength:)`` once the filter let `bytes`, whose key is `key`,
  /// through. Inlined: a static path then costs no call (a call and the table's fields read
  /// again were a tenth of a static lookup), and a path the filter refuses never gets here.
  @inline(__always)
  private func exactStaticRouteAfterFilter(
    _ bytes: UnsafeBufferPointer<UInt8>, key: PathKeyIndex<Unretained<RouteRecord>>.Key
  ) -> Unretained<RouteRecord>? {
    unretainedUnrestricted.withObject { $0.staticRoute(bytes, key: key) }
  }

  /// What ``lookupCanonical(_:firstSegmentEnd:from:askedByteCount:scratch:)`` found: plain
  /// values, so that the answer leaves the table without reference counting or copying.
  struct CanonicalLookup {
    /// Whether the table could answer.
    enum Status {
      /// ``route`` is the first route in dispatch order that matches, or `nil` for none; its
      /// parameter offsets are in the scratch (from the last match run).
      case answered
      /// A limit was hit, or the fast path does not cover the routes or the case: look up the
      /// full way.
      case undecided
    }

    var status = Status.undecided
    /// The route found (owned by the table).
    var route: Unretained<RouteRecord>?
  }

  /// Where a URL looked up by ``lookupCanonical(_:firstSegmentEnd:from:askedByteCount:scratch:)``
  /// comes from.
  enum CanonicalSource {
    /// An internal path: every route may serve it.
    case `internal`
    /// A URL of an app scheme or web origin the configuration accepts: every route may serve
    /// it but an internal-only one.
    case accepted
  }

  /// The fast path for a canonical route path from `source`, when only unrestricted routes
  /// can serve it. `firstSegmentEnd` is where the path's first segment ends (the scan of the
  /// path found it). `askedByteCount` is how many bytes ``exactStaticRoute(_:maximumLength:)``
  /// found no route for, from the same start: when the path is all of them, no static route
  /// has it, and the lookup does not ask again.
  ///
  /// - Complexity: one hash lookup (two for a path whose first segment has static routes) and
  ///   at most one regex match for most paths; no heap allocation.
  @inline(always)
  func lookupCanonical(
    _ path: UnsafeBufferPointer<UInt8>, firstSegmentEnd: Int, from source: CanonicalSource,
    askedByteCount: Int, scratch: PCRE2MatchScratch
  ) -> CanonicalLookup {
    // Routes restricted to a source (the internal one, or, for a URL from outside, any) are
    // looked up the full way.
    switch source {
    case .internal:
      guard !hasInternalRoutes else { return CanonicalLookup() }
      return lookupUnrestricted(
        path, firstSegmentEnd: firstSegmentEnd, askedByteCount: askedByteCount, scratch: scratch)
    case .accepted:
      guard restricted.isEmpty else { return CanonicalLookup() }
      let answer = lookupUnrestricted(
        path, firstSegmentEnd: firstSegmentEnd, askedByteCount: askedByteCount, scratch: scratch)
      // An internal-only route may not serve a URL from outside: the full way goes on.
      if let route = answer.route,
        route.withObject({ $0.internalOnly })
      {
        return CanonicalLookup()
      }
      return answer
    }
  }

  /// ``lookupCanonical(_:firstSegmentEnd:from:askedByteCount:scratch:)`` among the
  /// unrestricted routes.
  @inline(__always)
  private func lookupUnrestricted(
    _ path: UnsafeBufferPointer<UInt8>, firstSegmentEnd: Int, askedByteCount: Int,
    scratch: PCRE2MatchScratch
  ) -> CanonicalLookup {
    var answer = CanonicalLookup()
    // Raw regex routes match a parsed URL: looked up the full way.
    unretainedUnrestricted.withObject { index in
      guard index.answersCanonicalPaths else { return }
      let segmentStart = min(1, firstSegmentEnd)
      let span = index.literal.value(
        at: segmentStart, length: firstSegmentEnd - segmentStart, in: path)
      if let span, span.mayHaveStaticPath(ofLength: path.count),
        !(answersExactStaticPaths && path.count == askedByteCount),
        let found = index.staticRoute(path)
      {
        answer.status = .answered
        answer.route = found
        return
      }
      // Most paths have one program to run (their first segment's, and no routes whose first
      // segment is not literal): its first match is the answer.
      if let single = (span?.count ?? 0) > 0 ? span?.single : index.singleDynamic {
        single.withObject { program in
          do {
            let found = try program.match(
              path, firstSegmentEnd: firstSegmentEnd, scratch: scratch, limits: limits)
            answer.status = .answered
            if let found { answer.route = program.route(at: found) }
          } catch {
            // A limit was hit: the full lookup decides (and names the pattern).
          }
        }
        return
      }
      answer = lookupAmongPrograms(
        path, firstSegmentEnd: firstSegmentEnd, span: span, index: index, scratch: scratch)
    }
    return answer
  }

  /// ``lookupUnrestricted(_:firstSegmentEnd:scratch:)`` when more than one program may match:
  /// those of the first segment's `span`, then those whose first segment is not literal (kept
  /// apart, so that the one-program way stays small).
  @inline(never)
  private func lookupAmongPrograms(
    _ path: UnsafeBufferPointer<UInt8>, firstSegmentEnd: Int, span: ProgramSpan?,
    index: SourceIndex, scratch: PCRE2MatchScratch
  ) -> CanonicalLookup {
    var answer = CanonicalLookup()
    var search = Search(path: path, segmentEnd: firstSegmentEnd, scratch: scratch, table: self)
    if let span {
      guard search.run(span, index) else { return answer }
    }
    guard index.dynamic.count == 0 || search.run(index.dynamic, index) else { return answer }
    // When a later program ran after the best match, its offsets were copied out of the
    // scratch: rare (a dynamic first segment that may outrank a literal one), left to the
    // full lookup so that this answer stays a plain value.
    guard search.capturesAreInScratch else { return answer }
    answer.status = .answered
    answer.route = search.best
    return answer
  }

  /// One lookup's progress: the best match so far, in dispatch order.
  ///
  /// The search reads routes, programs and the scratch unretained: the table and the thread's
  /// cache own them while the lookup runs, and writing their reference counts would make
  /// threads that look up at once contend for the same cache lines.
  private struct Search {
    let path: UnsafeBufferPointer<UInt8>
    let segmentEnd: Int
    let scratch: Unretained<PCRE2MatchScratch>
    let table: Unretained<CompiledRouteTable>
    var best: Unretained<RouteRecord>?
    /// The parameter ranges of ``best`` when they are no longer in the scratch.
    private var savedCaptures = CaptureRanges()
    /// Whether the scratch still holds the offsets of ``best``'s match: they are copied out
    /// only when another program is about to overwrite them.
    private var bestInScratch = false

    init(
      path: UnsafeBufferPointer<UInt8>, segmentEnd: Int, scratch: PCRE2MatchScratch,
      table: CompiledRouteTable
    ) {
      self.path = path
      self.segmentEnd = segmentEnd
      self.scratch = Unretained(scratch)
      self.table = Unretained(table)
    }

    /// Whether `candidate` may beat the best match so far.
    @inline(__always)
    private func mayBeat(_ candidate: Unretained<RouteRecord>) -> Bool {
      guard let best else { return true }
      return candidate.withObject { lhs in
        best.withObject { rhs in DispatchOrder.precedes(lhs, rhs) }
      }
    }

    /// Runs the programs and raw regex routes of one source that may beat the best match;
    /// returns `false` when a limit was hit.
    @inline(__always)
    mutating func run(_ index: SourceIndex, segment: UnsafeBufferPointer<UInt8>, url: RouteURL)
      -> Bool
    {
      if let found = index.staticRoute(path), mayBeat(found) {
        best = found
        bestInScratch = false
        savedCaptures = CaptureRanges()
      }
      guard runPrograms(index, segment: segment) else { return false }
      for route in index.rawRegex where mayBeat(Unretained(route)) {
        do throws(MatchingError) {
          let configuration = table.withObject { $0.configuration }
          guard let result = try route.matcher(configuration: configuration).match(url) else {
            continue
          }
          best = Unretained(route)
          bestInScratch = false
          savedCaptures = result.captures
        } catch {
          return false
        }
      }
      return true
    }

    /// Runs the programs (not the raw regex routes) of one source; `false` when a limit was hit.
    @inline(__always)
    mutating func runPrograms(_ index: SourceIndex, segment: UnsafeBufferPointer<UInt8>) -> Bool {
      if let span = index.literal.value(for: segment), !run(span, index) { return false }
      if index.dynamic.count > 0, !run(index.dynamic, index) { return false }
      return true
    }

    /// Whether the scratch holds the parameter offsets of ``best`` (or there is no match).
    var capturesAreInScratch: Bool { best == nil || bestInScratch }

    /// The parameter ranges of ``best``.
    var captures: CaptureRanges {
      guard bestInScratch, let best else { return savedCaptures }
      let groups = best.withObject { $0.parameterCount }
      return scratch.withObject { CaptureRanges(groups: groups, of: $0) }
    }

    /// Runs the programs of `span` that may beat the best match; `false` when a limit was hit.
    @inline(__always)
    mutating func run(_ span: ProgramSpan, _ index: SourceIndex) -> Bool {
      var position = Int(span.start)
      let end = position + Int(span.count)
      while position < end {
        let ran = index.unretainedPrograms[position].withObject { step($0) }
        if !ran { return false }
        position += 1
      }
      return true
    }

    /// Runs one program if it may beat the best match; `false` when a limit was hit.
    @inline(__always)
    private mutating func step(_ program: CompiledProgram) -> Bool {
      guard mayBeat(program.unretainedFirst) else { return true }
      if bestInScratch {
        savedCaptures = captures
        bestInScratch = false
      }
      let found: Int?
      do {
        found = try scratch.withObject { scratch in
          try program.match(
            path, firstSegmentEnd: segmentEnd, scratch: scratch,
            limits: table.withObject { $0.limits })
        }
      } catch {
        return false
      }
      guard let found else { return true }
      let route = program.route(at: found)
      guard mayBeat(route) else { return true }
      best = route
      bestInScratch = true
      return true
    }
  }
}
