/// A URL whose bytes are a canonical route path and nothing else, alone (an internal path) or
/// after the prefix of an accepted app scheme or web origin (`myapp://`,
/// `https://app.example.com`): the URLs a lookup answers in place, from the bytes of the
/// string, without parsing it into a ``RouteURL``. Plain values only, so that it is copied
/// without reference counting.
struct CanonicalURL {
  /// Where the route path starts in the URL's bytes.
  let pathStart: Int
  /// Where the route path ends in the URL's bytes (a trailing slash left out).
  let pathEnd: Int
  /// Where the route path's first segment ends, from the path's start (1 for `/`).
  let firstSegmentEnd: Int
  /// Where the URL comes from, as the compiled table's canonical lookup takes it.
  let source: CompiledRouteTable.CanonicalSource
  /// The parts of the URL before its route path (kind, scheme, host, port): the accepted
  /// source's, or none for an internal path.
  let prefixComponents: URLComponentOffsets

  /// The canonical URL `bytes` are, or `nil` for any other URL (one with a query or a
  /// fragment, or whose path the parser would rewrite), which the full lookup takes.
  /// `maximumLength` is the configuration's limit; `accepted` are its sources' prefixes.
  @inline(always)
  init?(
    _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int, accepted: AcceptedSourcePrefixes
  ) {
    if let scan = CanonicalPathScanner.scanCanonicalPath(bytes, maximumLength: maximumLength) {
      guard scan.end == bytes.count else { return nil }
      self.init(
        pathStart: 0, pathEnd: scan.routePathEnd, firstSegmentEnd: scan.firstSegmentEnd,
        source: .internal, prefixComponents: URLComponentOffsets())
      return
    }
    guard let accepted = Self.accepted(bytes, maximumLength: maximumLength, accepted: accepted)
    else { return nil }
    self = accepted
  }

  private init(
    pathStart: Int, pathEnd: Int, firstSegmentEnd: Int,
    source: CompiledRouteTable.CanonicalSource, prefixComponents: URLComponentOffsets
  ) {
    self.pathStart = pathStart
    self.pathEnd = pathEnd
    self.firstSegmentEnd = firstSegmentEnd
    self.source = source
    self.prefixComponents = prefixComponents
  }

  /// ``init(_:maximumLength:accepted:)`` for an accepted source's URL (kept apart, so that
  /// the internal paths' way stays small).
  @inline(never)
  private static func accepted(
    _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int, accepted: AcceptedSourcePrefixes
  ) -> CanonicalURL? {
    guard let prefix = accepted.prefix(of: bytes),
      let scan = CanonicalPathScanner.scanCanonicalPath(
        of: bytes, after: prefix, maximumLength: maximumLength),
      prefix.pathStart + scan.end == bytes.count
    else { return nil }
    return CanonicalURL(
      pathStart: prefix.pathStart, pathEnd: bytes.count, firstSegmentEnd: scan.firstSegmentEnd,
      source: .accepted, prefixComponents: prefix.components)
  }

  /// The route path's bytes in `bytes`, the URL's.
  @inline(__always)
  func path(in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes.baseAddress! + pathStart, count: pathEnd - pathStart)
  }

  /// The URL's parts, as the parser would find them: what a ``RouteURL`` of the string holds.
  @inline(__always)
  var components: URLComponentOffsets {
    var components = prefixComponents
    components.path = pathStart..<pathEnd
    return components
  }
}

/// What the in-place lookup of a string found: plain values, so that the answer leaves the
/// table without reference counting or copying, and the match is made only at the end, where
/// it is returned.
package struct InPlaceAnswer {
  /// How the lookup ended.
  package enum Status {
    /// ``route`` is the first route in dispatch order that matches; its parameter offsets
    /// are in the scratch.
    case matched
    /// No route matches.
    case noMatch
    /// The in-place lookup cannot answer: the full lookup decides.
    case undecided
  }

  package var status = Status.undecided
  /// The route found (owned by the table, which the caller keeps alive).
  var route: Unretained<RouteRecord>?
  /// The offset vector of the match found, in this thread's scratch: valid until this
  /// thread's next lookup.
  var offsets: UnsafePointer<Int>?
  /// The URL's parts, when it is a canonical URL (read already): ``isCanonical``.
  var components = URLComponentOffsets()
  /// Whether the URL is a canonical URL, whose parts are ``components``.
  var isCanonical = false

  /// An undecided answer, for a lookup to fill in.
  package init() {}

  /// The match the lookup found for `string`, made where it is returned; only for an answer
  /// whose status is ``Status/matched``. Mutating only so that the answer is read where it
  /// is, not copied for the call (see ``parts(of:)``).
  @inline(__always)
  package mutating func match(of string: String) -> MatchCore {
    let (record, url, captures) = parts(of: string)
    return MatchCore(record: record, url: url, captures: captures)
  }

  /// What a match of `string` is made of, for a caller that keeps them in a value of its own
  /// (a dispatch's request): the record of the route found (retained), the URL, and the ranges
  /// of the parameters, read from the scratch. Only for an answer whose status is
  /// ``Status/matched``, before this thread's next lookup. A tuple, taken apart where it is
  /// returned: a struct's fields, read out of it, were copied and the struct released.
  ///
  /// Mutating only so that the answer is read where it is: passed by value from another
  /// module, it was copied in 16-byte loads that straddle the narrower stores the lookup had
  /// just made into it, which the processor cannot forward.
  @inline(__always)
  package mutating func parts(of string: String) -> (
    record: RouteRecord, url: RouteURL, captures: CaptureRanges
  ) {
    let route = route.unsafelyUnwrapped
    let groups = route.withObject { $0.parameterCount }
    return (
      route.object, RouteURL(string: string, rewrittenPath: nil, components: components),
      groups == 0
        ? CaptureRanges()
        : CaptureRanges(groups: groups, offsets: offsets.unsafelyUnwrapped, unset: pcre2Unset)
    )
  }

  /// The URL's parts when it is canonical, for the full lookup.
  package var canonicalComponents: URLComponentOffsets? { isCanonical ? components : nil }
}

extension RouteTableStorage {
  /// Looks up `url`, a canonical URL in `bytes`, among the routes that may serve it without
  /// its parsed form; the route found (owned by the table), or `nil` for none, when the table
  /// answers; its parameter offsets are then in the scratch. Only after
  /// ``CompiledRouteTable/exactStaticRoute(_:maximumLength:)`` found nothing for `bytes`:
  /// when the route path is all of them, no static route is looked for again.
  @inline(always)
  func lookUp(
    _ url: CanonicalURL, in bytes: UnsafeBufferPointer<UInt8>, scratch: PCRE2MatchScratch
  ) -> CompiledRouteTable.CanonicalLookup {
    compiled.lookupCanonical(
      url.path(in: bytes), firstSegmentEnd: url.firstSegmentEnd, from: url.source,
      askedByteCount: bytes.count, scratch: scratch)
  }

  /// The first route that matches the URL `string`: answered in place for a canonical URL,
  /// else the full way (parsing, admission, lookup). The one lookup behind a table's and a
  /// router's `match` and a dispatch's first candidate.
  ///
  /// - Throws: the URL errors of ``RouteURL/init(_:maximumLength:)``,
  ///   ``MatchingError/sourceNotAllowed(_:source:)``,
  ///   ``MatchingError/tooManyParameters(_:count:limit:)`` or
  ///   ``MatchingError/matchLimitExceeded(pattern:url:)``.
  package func match(_ string: String, scratch: PCRE2MatchScratch) throws(MatchingError)
    -> MatchCore?
  {
    var answer = InPlaceAnswer()
    answerInPlace(string, scratch: scratch, into: &answer)
    switch answer.status {
    case .matched: return answer.match(of: string)
    case .noMatch: return nil
    case .undecided: return try matchSlowly(string, canonical: answer.canonicalComponents)
    }
  }

  /// The first candidate of a dispatch for `string` (see
  /// ``SnapshotPublisher/firstCandidate(of:)``).
  package func firstCandidate(of string: String, scratch: PCRE2MatchScratch) -> MatchCore? {
    var answer = InPlaceAnswer()
    let found = firstCandidate(of: string, scratch: scratch, into: &answer)
    return answer.status == .matched ? answer.match(of: string) : found
  }

  /// The first candidate of a dispatch for `string`, for a caller that makes its own value of
  /// it: either in `answer`, when the in-place lookup found it (status
  /// ``InPlaceAnswer/Status/matched``: the caller reads the route, the URL and the ranges
  /// from the answer, with no match made in between), or returned, when the full lookup did.
  @inline(__always)
  package func firstCandidate(
    of string: String, scratch: PCRE2MatchScratch, into answer: inout InPlaceAnswer
  ) -> MatchCore? {
    answerInPlace(string, scratch: scratch, into: &answer)
    // A string that starts with `/` has no scheme: it is an internal path, or refused. Any
    // other string the in-place lookup did not decide is not a canonical URL of an accepted
    // source, which the first candidate is looked up for.
    guard answer.status == .undecided, string.utf8.first == UInt8(ascii: "/") else { return nil }
    return try? matchSlowly(string, canonical: answer.canonicalComponents)
  }

  /// What the in-place lookup finds for `string`, written into `answer`, a new answer (left
  /// undecided for a string whose bytes are not contiguous): the answer is written where the
  /// caller keeps it, not copied out through each call.
  @inline(__always)
  func answerInPlace(
    _ string: String, scratch: PCRE2MatchScratch, into answer: inout InPlaceAnswer
  ) {
    _ = string.utf8.withContiguousStorageIfAvailable { bytes in
      answerInPlace(bytes, scratch: scratch, into: &answer)
    }
  }

  /// ``answerInPlace(_:scratch:into:)`` for the bytes of a string: one function, with the
  /// scan and the table's lookup inlined into it.
  @inline(never)
  private func answerInPlace(
    _ bytes: UnsafeBufferPointer<UInt8>, scratch: PCRE2MatchScratch,
    into answer: inout InPlaceAnswer
  ) {
    if let route = compiled.exactStaticRoute(bytes, maximumLength: configuration.maximumURLLength) {
      answer.status = .matched
      answer.route = route
      answer.offsets = UnsafePointer(scratch.offsets)
      answer.components.path = 0..<bytes.count
      answer.isCanonical = true
      return
    }
    guard
      let url = CanonicalURL(
        bytes, maximumLength: configuration.maximumURLLength, accepted: acceptedPrefixes)
    else { return }
    answer.components = url.components
    answer.isCanonical = true
    let found = lookUp(url, in: bytes, scratch: scratch)
    guard found.status == .answered else { return }
    guard let route = found.route else {
      answer.status = .noMatch
      return
    }
    answer.status = .matched
    answer.route = route
    // The scratch holds the offsets of the match just run.
    answer.offsets = UnsafePointer(scratch.offsets)
  }

  /// ``match(_:scratch:)`` the full way, for a URL the in-place lookup did not answer;
  /// `canonical` are its parts when it is a canonical URL (read already). Kept apart, so
  /// that the in-place way stays a small function.
  @inline(never)
  package func matchSlowly(_ string: String, canonical: URLComponentOffsets?) throws(MatchingError)
    -> MatchCore?
  {
    guard let canonical else {
      return try match(try RouteURL(string, maximumLength: configuration.maximumURLLength))
    }
    return try match(RouteURL(string: string, rewrittenPath: nil, components: canonical))
  }
}
