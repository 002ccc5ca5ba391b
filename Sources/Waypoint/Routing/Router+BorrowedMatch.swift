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
    // A canonical internal path is answered in place (see `match(_:)`); the tables lent
    // stay alive while `body` runs, whatever it looks up.
    let fast = url.utf8.withContiguousStorageIfAvailable { bytes in
      table.withLentTable { current, scratch -> FastLookup in
        let fast = FastMatch(bytes, maximumLength: limit, table: current, scratch: scratch)
        guard let components = fast.components, fast.isAnswered else {
          return .undecided(components: fast.components)
        }
        if let route = fast.lookup.route {
          let path = UnsafeBufferPointer(rebasing: bytes[components.path])
          let offsets = scratch._withUnsafeGuaranteedRef { $0.offsets }
          route._withUnsafeGuaranteedRef { route in
            Self.lend(route, path: path, to: body) { copy, count in
              // The scratch's offsets are copied: a lookup in `body` would overwrite them.
              // Up to four parameters, a fixed eight offsets (the scratch has at least 32).
              if count <= Self.inlineParameters {
                copy.update(from: offsets + 2, count: 2 * Self.inlineParameters)
              } else {
                copy.update(from: offsets + 2, count: 2 * count)
              }
            }
          }
        }
        return .answered
      }
    }
    if case .answered = fast { return }
    let found: RouteMatch?
    if case .undecided(let components) = fast {
      found = try matchSlowly(url, components: components)
    } else {
      found = try match(url)
    }
    guard let found else { return }
    found.url.withPathBytes { path in
      Self.lend(found.route, path: path, to: body) { copy, count in
        for index in 0..<count {
          let range = found.captures.rangeIfPresent(at: index)
          copy[2 * index] = range?.lowerBound ?? -1
          copy[2 * index + 1] = range?.upperBound ?? -1
        }
      }
    }
  }

  /// Calls `body` with a match of `route` on `path`, whose parameter offsets `fill` writes
  /// into a buffer on the stack (two per parameter, -1 for a parameter not set).
  @inline(__always)
  private static func lend(
    _ route: Route, path: UnsafeBufferPointer<UInt8>,
    to body: (borrowing BorrowedMatch) -> Void,
    fill: (UnsafeMutablePointer<Int>, Int) -> Void
  ) {
    let count = route.parameterCount
    func lend(_ offsets: UnsafeMutablePointer<Int>) {
      fill(offsets, count)
      body(
        BorrowedMatch(
          route: Unmanaged.passUnretained(route), path: path, offsets: offsets,
          parameterCount: count))
    }
    guard count <= inlineParameters else {
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { lend($0.baseAddress!) }
      return
    }
    var inline = (0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &inline) { lend($0.baseAddress!.assumingMemoryBound(to: Int.self)) }
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
