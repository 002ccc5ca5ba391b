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
  public func withMatch<Result>(
    _ url: String, _ body: (borrowing BorrowedMatch) -> Result
  ) throws(RouteError) -> Result? {
    var result: Result?
    var answered = false
    // A canonical URL without a query or fragment is answered in place, from the string's
    // bytes (in the string itself when it is short: `withContiguousStorageIfAvailable` copies
    // them to the stack), and `body` is called here, where it is inlined, not from the table.
    _ = url.utf8.withContiguousStorageIfAvailable { bytes in
      var loan = LentMatchLoan()
      switch publisher.borrowInPlace(bytes, into: &loan) {
      case .lent:
        result = loan.lend { body(BorrowedMatch($0)) }
        publisher.endLoan(of: loan.cache)
        answered = true
      case .noMatch:
        answered = true
      case .tooManyParameters:
        answered = publisher.lendInPlace(bytes) { lent in result = body(BorrowedMatch(lent)) }
      case .undecided:
        break
      }
    }
    if answered { return result }
    try lendSlowly(url) { lent in result = body(BorrowedMatch(lent)) }
    return result
  }

  /// Parses `url`, looks it up and calls `body` with the match, if there is one (kept apart,
  /// so that the in-place way stays a small function).
  @usableFromInline @inline(never)
  func lendSlowly(_ url: String, to body: (LentMatch) -> Void) throws(RouteError) {
    try RouteError.wrapping { () throws(MatchingError) in
      try publisher.lendSlowly(url, to: body)
    }
  }
}

/// A match lent to the closure of ``Router/withMatch(_:_:)``: the route, and each parameter
/// read in place in the URL's bytes, for as long as the closure runs.
///
/// The lookup hands it out without copying the URL, building a result or touching a
/// reference count, which makes ``Router/withMatch(_:_:)`` the fastest way to find a route and
/// read its parameters. It cannot be copied, so it cannot outlive the closure; keep a
/// ``RouteMatch`` from ``Router/match(_:)-(String)`` when the match has to live on.
///
/// ```swift
/// // Route "/repos/:owner/:repo"
/// let repo = try router.withMatch("/repos/apple/swift%20nio") { match in
///   match.decodedParameter(at: 1)  // "swift nio"
/// }
/// ```
public typealias BorrowedMatch = BorrowedTableMatch<Route>

extension BorrowedTableMatch where Value == Route {
  /// The route that matched (owned by the router's table, which the lookup keeps alive while
  /// lending).
  @inlinable public var route: Route {
    _read { yield value }
  }
}
