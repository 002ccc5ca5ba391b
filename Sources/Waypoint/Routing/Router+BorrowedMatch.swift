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
  ///
  /// Inlined into the caller: a string's bytes are in the string itself when it is short
  /// (`withContiguousStorageIfAvailable` copies them to the stack) or in its storage, and each
  /// way calls the one lookup function (inlined, it would be here twice over).
  @inlinable @inline(__always)
  func lendMatch(_ url: String, to body: (borrowing BorrowedMatch) -> Void) throws(RouteError) {
    // A canonical URL without a query or fragment is answered in place (see `match(_:)`).
    let answered = url.utf8.withContiguousStorageIfAvailable { bytes in
      lendInPlace(bytes, to: body)
    }
    if answered == true { return }
    try lendSlowly(url, to: body)
  }

  /// Parses `url`, looks it up and calls `body` with the match, if there is one (kept apart,
  /// so that the in-place way stays a small function).
  @usableFromInline @inline(never)
  func lendSlowly(_ url: String, to body: (borrowing BorrowedMatch) -> Void)
    throws(RouteError)
  {
    guard let found = try matchSlowly(url, components: nil) else { return }
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

  /// Looks up `bytes`, a URL, in place when its path is canonical and it has no query or
  /// fragment, and lends the match to `body`; `false` when the full lookup must decide.
  @usableFromInline
  func lendInPlace(_ bytes: UnsafeBufferPointer<UInt8>, to body: (borrowing BorrowedMatch) -> Void)
    -> Bool
  {
    let maximumLength = configuration.maximumURLLength
    guard let scan = URLParser.scanCanonicalPath(bytes, maximumLength: maximumLength) else {
      return lendAcceptedInPlace(bytes, maximumLength: maximumLength, to: body)
    }
    guard scan.end == bytes.count else { return false }
    return lendCanonical(
      UnsafeBufferPointer(rebasing: bytes[..<scan.routePathEnd]),
      firstSegmentEnd: scan.firstSegmentEnd, from: .internal, to: body)
  }

  /// ``lendInPlace(_:to:)`` for a canonical URL of an accepted app scheme or web
  /// origin (kept apart, so that the internal paths' way stays small).
  @inline(never)
  private func lendAcceptedInPlace(
    _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int,
    to body: (borrowing BorrowedMatch) -> Void
  ) -> Bool {
    guard let prefix = acceptedPrefixes.prefix(of: bytes),
      let scan = URLParser.scanCanonicalPath(
        of: bytes, after: prefix, maximumLength: maximumLength),
      prefix.pathStart + scan.end == bytes.count
    else { return false }
    return lendCanonical(
      UnsafeBufferPointer(rebasing: bytes[prefix.pathStart...]),
      firstSegmentEnd: scan.firstSegmentEnd, from: .accepted, to: body)
  }

  /// Looks up `path`, the canonical route path of a URL from `source`, whose first segment
  /// ends at `firstSegmentEnd`, and lends the match to `body`; `false` when the full lookup
  /// must decide.
  ///
  /// The tables lent stay alive while `body` runs, whatever it looks up.
  @inline(__always)
  private func lendCanonical(
    _ path: UnsafeBufferPointer<UInt8>, firstSegmentEnd: Int,
    from source: CompiledRouteTable.CanonicalSource, to body: (borrowing BorrowedMatch) -> Void
  ) -> Bool {
    let lease = table.lend()
    let current = lease.current
    let lookup = current.compiled._withUnsafeGuaranteedRef { compiled in
      current.scratch._withUnsafeGuaranteedRef { scratch in
        compiled.lookupCanonical(
          path, firstSegmentEnd: firstSegmentEnd, from: source, scratch: scratch)
      }
    }
    guard lookup.status == .answered else {
      lease.end()
      return false
    }
    if let route = lookup.route {
      // The scratch's offsets are copied: a lookup in `body` would overwrite them.
      let offsets = current.scratch._withUnsafeGuaranteedRef { $0.offsets } + 2
      Self.lend(
        route, path: path, parameterCount: route._withUnsafeGuaranteedRef { $0.parameterCount },
        offsets: UnsafePointer(offsets), offsetsReadable: PCRE2MatchScratch.minimumPairs - 1,
        to: body)
    }
    lease.end()
    return true
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
      lendCopying(route, path: path, parameterCount: count, offsets: offsets, to: body)
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

  /// ``lend(_:path:parameterCount:offsets:offsetsReadable:to:)`` for more parameters than
  /// the fixed buffer takes: the offsets are copied to a temporary allocation.
  @inline(never)
  private static func lendCopying(
    _ route: Unmanaged<Route>, path: UnsafeBufferPointer<UInt8>, parameterCount count: Int,
    offsets: UnsafePointer<Int>, to body: (borrowing BorrowedMatch) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * count)) { copy in
      let copy = copy.baseAddress!
      copy.update(from: offsets, count: 2 * count)
      body(BorrowedMatch(route: route, path: path, offsets: copy, parameterCount: count))
    }
  }

  /// How many parameters' offsets a lent match keeps in a fixed buffer.
  private static var inlineParameters: Int { 4 }
}
