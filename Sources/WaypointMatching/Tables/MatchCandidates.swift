/// The routes of a table that match one URL, in dispatch order, one at a time: for a
/// dispatcher whose handlers may decline (the next candidate is then asked).
///
/// ```swift
/// var candidates = try table.candidates(for: RouteURL("/user/me"))
/// while let match = try candidates.next() {
///   if accepts(match.value) { break }
/// }
/// ```
///
/// The first candidate is found with the compiled table; the ones after it route by route,
/// which is slower but rare (a candidate passed over).
public struct MatchCandidates<Value: Sendable>: Sendable {
  let storage: RouteTableStorage
  /// The URL every candidate is matched on.
  public let url: RouteURL
  /// Which routes may serve the URL's source.
  public let admission: SourceAdmission
  /// The source the request came from first: an internal-only route serves only `.internal`.
  public let origin: LinkSource
  /// The last candidate handed out, `nil` before the first.
  private var last: RouteRecord?
  private var started = false
  /// An internal-only route that matched but may not serve ``origin``, the first met.
  private var blocked: RouteRecord?

  init(
    storage: RouteTableStorage, url: RouteURL, admission: SourceAdmission, origin: LinkSource,
    after last: RouteRecord? = nil
  ) {
    self.storage = storage
    self.url = url
    self.admission = admission
    self.origin = origin
    self.last = last
    self.started = last != nil
  }

  /// The next candidate in dispatch order, or `nil` when none is left.
  ///
  /// - Throws: ``MatchingError/matchLimitExceeded(pattern:url:)`` when a route's constraint
  ///   backtracks too much on the URL.
  public mutating func next() throws(MatchingError) -> TableMatch<Value>? {
    let found: MatchCore?
    if let last {
      found = try storage.nextMatch(
        url, after: last, admission: admission, origin: origin, blockedInternalOnly: &blocked)
    } else if !started {
      found = try storage.firstMatch(
        url, admission: admission, origin: origin, blockedInternalOnly: &blocked,
        scratch: PCRE2MatchScratch.current)
    } else {
      found = nil
    }
    started = true
    last = found?.record
    return found.map(TableMatch.init)
  }

  /// An internal-only route that matched the URL but may not serve a request from
  /// ``origin``, once the candidates before it were handed out: a dispatcher that runs out of
  /// candidates refuses the URL naming it, rather than reporting no route.
  public var blockedInternalOnly: TableRoute<Value>? { blocked.map(TableRoute.init) }
}
