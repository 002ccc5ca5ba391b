extension RouteTableStorage {
  /// Looks `url` up as ``match(_:scratch:)`` does and lends the match, if there is one, to
  /// `body`, for a table's `withMatch`: the caller holds this storage, so what is lent stays
  /// valid while `body` runs, whatever it looks up.
  @usableFromInline
  package func lend(_ url: String, to body: (LentMatch) -> Void) throws(MatchingError) {
    let scratch = PCRE2MatchScratch.current
    let answered = url.utf8.withContiguousStorageIfAvailable { bytes in
      if lendExactStatic(bytes, to: body) { return true }
      guard
        let canonical = CanonicalURL(
          bytes, maximumLength: configuration.maximumURLLength, accepted: acceptedPrefixes)
      else { return false }
      return lend(canonical, in: bytes, scratch: scratch, to: body)
    }
    if answered == true { return }
    guard let found = try matchSlowly(url, canonical: nil) else { return }
    LentMatch.lend(found, to: body)
  }

  /// Lends the match of the static route whose path `bytes` are (see
  /// ``CompiledRouteTable/exactStaticRoute(_:maximumLength:)``) to `body`; `false` when
  /// there is none.
  @inline(__always)
  func lendExactStatic(_ bytes: UnsafeBufferPointer<UInt8>, to body: (LentMatch) -> Void)
    -> Bool
  {
    guard
      let record = compiled.exactStaticRoute(
        bytes, maximumLength: configuration.maximumURLLength)
    else { return false }
    // A static route's path is literal: it has no parameter, so no offsets are copied.
    assert(record.withObject { $0.parameterCount } == 0, "a static route with parameters")
    LentMatch.lendWithoutParameters(record.anyObject, path: bytes, to: body)
    return true
  }

  /// Looks up `url`, a canonical URL in `bytes`, and lends the match, if there is one, to
  /// `body`; `false` when the full lookup must decide. Only after
  /// ``lendExactStatic(_:to:)`` found nothing for `bytes` (see
  /// ``lookUp(_:in:scratch:)``).
  @inline(__always)
  func lend(
    _ url: CanonicalURL, in bytes: UnsafeBufferPointer<UInt8>, scratch: PCRE2MatchScratch,
    to body: (LentMatch) -> Void
  ) -> Bool {
    let answer = lookUp(url, in: bytes, scratch: scratch)
    guard answer.status == .answered else { return false }
    if let record = answer.route {
      // The scratch's offsets are copied: a lookup in `body` would overwrite them.
      LentMatch.lend(
        record.anyObject, path: url.path(in: bytes),
        parameterCount: record.withObject { $0.parameterCount },
        offsets: scratch.offsets + 2, to: body)
    }
    return true
  }

  /// Looks `bytes`, a URL, up in place, as ``SnapshotPublisher/lendInPlace(_:to:)`` does, and
  /// holds the match, if there is one, in `loan` (see ``SnapshotPublisher/borrowInPlace(_:into:)``).
  /// `maximumLength` and `accepted` are the publisher's limit and accepted prefixes.
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
    guard count <= LentMatchLoan.parameterCapacity else { return .tooManyParameters }
    loan.hold(
      record.anyObject, path: url.path(in: bytes), parameterCount: count,
      offsets: UnsafePointer(scratch.offsets + 2))
    return .lent
  }
}
