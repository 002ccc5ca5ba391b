extension LentMatch {
  /// Lends `found`, a match made the full way, to `body`: its offsets are laid out as a
  /// lookup's, on the stack, and its path's bytes read in place.
  static func lend(_ found: MatchCore, to body: (LentMatch) -> Void) {
    let count = found.record.parameterCount
    withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * count)) { offsets in
      for index in 0..<count {
        let range = found.captures.rangeIfPresent(at: index)
        offsets[2 * index] = range?.lowerBound ?? -1
        offsets[2 * index + 1] = range?.upperBound ?? -1
      }
      found.url.withPathBytes { path in
        LentMatch.lend(
          Unretained<AnyObject>(found.record), path: path, parameterCount: count,
          offsets: UnsafePointer(offsets.baseAddress!), to: body)
      }
    }
  }
}
