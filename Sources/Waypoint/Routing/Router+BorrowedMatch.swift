extension Router {
  /// Looks `url` up as ``match(_:)-(String)`` does and, when a route matches, calls `body`
  /// with the match lent in place; returns what `body` returns, or `nil` when no route
  /// matches.
  ///
  /// This is the lookup for hot paths: the match is not built as a value, so nothing is
  /// copied, allocated or reference counted; a parameter is read in the URL's bytes.
  ///
  /// ```swift
  /// // Route "/user/:id"
  /// let id = try router.withMatch("/user/42") { match in
  ///   match.withRawParameter(at: 0) { bytes in bytes.map { Array($0) } }
  /// }
  /// ```
  ///
  /// `body` may look up again, on this router or another, and may register routes: the match
  /// it was lent stays valid until it returns.
  ///
  /// - Throws: the errors of ``match(_:)-(String)``.
  @inlinable
  public func withMatch<Result>(_ url: String, _ body: (borrowing BorrowedMatch) -> Result)
    throws(RouteError) -> Result?
  {
    var result: Result?
    try lendMatch(url) { result = body($0) }
    return result
  }

  /// Looks `url` up and calls `body` with the match, if there is one.
  @usableFromInline
  func lendMatch(_ url: String, to body: (borrowing BorrowedMatch) -> Void) throws(RouteError) {
    let limit = configuration.maximumURLLength
    // A canonical URL is answered in place (see `match(_:)`); the tables lent
    // stay alive while `body` runs, whatever it looks up.
    let fast = url.utf8.withContiguousStorageIfAvailable { bytes -> FastLookup in
      let lease = table.lend()
      defer { lease.end() }
      let fast = FastMatch(
        bytes, maximumLength: limit, table: lease.current, accepted: acceptedPrefixes)
      guard let components = fast.components, fast.isAnswered else {
        return .undecided(components: fast.components)
      }
      guard let route = fast.lookup.route else { return .answered }
      // The scratch's offsets are copied: a lookup in `body` would overwrite them.
      let offsets = lease.current.scratch._withUnsafeGuaranteedRef { $0.offsets } + 2
      Self.lend(
        route, path: UnsafeBufferPointer(rebasing: bytes[components.path]),
        parameterCount: route._withUnsafeGuaranteedRef { $0.parameterCount },
        offsets: UnsafePointer(offsets), offsetsReadable: PCRE2MatchScratch.minimumPairs - 1,
        to: body)
      return .answered
    }
    var components: URLComponentOffsets?
    switch fast {
    case .answered: return
    case .undecided(let parsed): components = parsed
    case nil: break
    }
    guard let found = try matchSlowly(url, components: components) else { return }
    let count = found.parameterCount
    withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * count)) { offsets in
      for index in 0..<count {
        let range = found.captures.rangeIfPresent(at: index)
        offsets[2 * index] = range?.lowerBound ?? -1
        offsets[2 * index + 1] = range?.upperBound ?? -1
      }
      found.url.withPathBytes { path in
        Self.lend(
          Unmanaged.passUnretained(found.route), path: path, parameterCount: count,
          offsets: UnsafePointer(offsets.baseAddress!), offsetsReadable: count, to: body)
      }
    }
  }

  /// Calls `body` with a match of `route` on `path`, whose `count` parameters' offsets (two
  /// each, -1 for a parameter not set) are at `offsets`, copied to the stack;
  /// `offsetsReadable` pairs (at least `count`) may be read there.
  @inline(__always)
  private static func lend(
    _ route: Unmanaged<Route>, path: UnsafeBufferPointer<UInt8>, parameterCount count: Int,
    offsets: UnsafePointer<Int>, offsetsReadable: Int,
    to body: (borrowing BorrowedMatch) -> Void
  ) {
    guard count <= inlineParameters, offsetsReadable >= inlineParameters else {
      withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * count)) { copy in
        let copy = copy.baseAddress!
        copy.update(from: offsets, count: 2 * count)
        body(BorrowedMatch(route: route, path: path, offsets: copy, parameterCount: count))
      }
      return
    }
    // Up to four parameters, a fixed eight offsets: a copy without a loop.
    var inline = UnsafeRawPointer(offsets).loadUnaligned(
      as: (Int, Int, Int, Int, Int, Int, Int, Int).self)
    withUnsafeMutableBytes(of: &inline) { raw in
      let copy = raw.baseAddress!.assumingMemoryBound(to: Int.self)
      body(BorrowedMatch(route: route, path: path, offsets: copy, parameterCount: count))
    }
  }

  /// How many parameters' offsets a lent match keeps in a fixed buffer.
  private static var inlineParameters: Int { 4 }
}

/// What the in-place lookup of ``Router/withMatch(_:_:)`` did.
private enum FastLookup {
  /// It answered (and lent the match, if any).
  case answered
  /// It could not answer: look up the full way; `components` are the URL's parts when it is
  /// a canonical internal path.
  case undecided(components: URLComponentOffsets?)
}
