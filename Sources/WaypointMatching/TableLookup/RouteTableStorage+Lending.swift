extension RouteTableStorage {
  /// Looks `url` up as ``match(_:scratch:)`` does and lends the match, if there is one, to
  /// `body`, for a table's `withMatch`: the caller holds this storage, so what is lent stays
  /// valid while `body` runs, whatever it looks up.
  @usableFromInline
  package func lend(_ url: String, to body: (LentMatch) -> Void) throws(MatchingError) {
    let answered = url.utf8.withContiguousStorageIfAvailable { bytes in
      var loan = LentMatchLoan()
      switch borrow(
        bytes, maximumLength: configuration.maximumURLLength, accepted: acceptedPrefixes,
        scratch: PCRE2MatchScratch.current, into: &loan)
      {
      case .lent:
        loan.lend(body)
        return true
      case .noMatch: return true
      case .undecided: return false
      }
    }
    if answered == true { return }
    guard let found = try matchSlowly(url, canonical: nil) else { return }
    LentMatch.lend(found, to: body)
  }

  /// Looks `bytes`, a URL, up in place when it is a canonical URL (an internal path, or an
  /// accepted source's URL, with no query or fragment), and holds the match, if there is one,
  /// in `loan` (see ``SnapshotPublisher/borrowInPlace(_:into:)``). `maximumLength` and
  /// `accepted` are the limit and accepted prefixes of the configuration.
  @inline(__always)
  func borrow(
    _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int, accepted: AcceptedSourcePrefixes,
    scratch: PCRE2MatchScratch, into loan: inout LentMatchLoan
  ) -> InPlaceBorrow {
    if let record = compiled.exactStaticRoute(
      bytes, maximumLength: configuration.maximumURLLength)
    {
      // A static route's path is literal: it has no parameter, so no offsets are copied.
      assert(record.withObject { $0.parameterCount } == 0, "a static route with parameters")
      loan.record = record.anyObject
      loan.path = bytes
      return .lent
    }
    guard let url = CanonicalURL(bytes, maximumLength: maximumLength, accepted: accepted) else {
      return .undecided
    }
    let answer = lookUp(url, in: bytes, scratch: scratch)
    guard answer.status == .answered else { return .undecided }
    guard let record = answer.route else { return .noMatch }
    let count = record.withObject { $0.parameterCount }
    loan.record = record.anyObject
    loan.path = url.path(in: bytes)
    loan.parameterCount = count
    guard count <= LentMatchLoan.parameterCapacity else {
      // Copied when the match is lent, before anything else can overwrite the scratch.
      loan.scratchOffsets = UnsafePointer(scratch.offsets + 2)
      return .lent
    }
    // The scratch has room for at least this many pairs after the whole match's (and the
    // pairs past the route's are not read).
    assert(PCRE2MatchScratch.minimumPairs - 1 >= LentMatchLoan.parameterCapacity)
    loan.offsets = UnsafeRawPointer(scratch.offsets + 2).loadUnaligned(
      as: (Int, Int, Int, Int, Int, Int, Int, Int).self)
    return .lent
  }
}
