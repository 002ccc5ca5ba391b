extension CompiledProgram {
  /// The route at `index` in ``routes``, unretained.
  @inline(always)
  func route(at index: Int) -> Unretained<RouteRecord> {
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
      return segments.withObject { $0.match(path, from: start, offsets: offsets) }
    }
    guard try code.unsafelyUnwrapped.match(path, from: start, scratch: scratch, limits: limits)
    else { return nil }
    guard marksRoutes else { return unmarkedRoute }
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
