extension Router {
  /// The route that would take `url` first, and its parameters, without running middleware or
  /// handlers.
  ///
  /// - Returns: the match, or `nil` when no route matches.
  /// - Throws: the URL errors of ``RouteURL/init(_:maximumLength:)``,
  ///   ``RouteError/sourceNotAllowed(_:source:)``, or
  ///   ``RouteError/matchLimitExceeded(pattern:url:)``.
  public func match(_ url: String) throws(RouteError) -> RouteMatch? {
    // The common case, a URL that is canonical already (an internal path, or a URL of an
    // accepted app scheme or web origin) and has no query, is answered from the bytes of
    // `url`: one scan, one lookup among the unrestricted routes.
    let fast = matchInPlace(url)
    guard let fast, let components = fast.components, fast.isAnswered else {
      return try matchSlowly(url, components: fast?.components)
    }
    return routeMatch(fast, of: url, components: components)
  }

  /// The shortcut of ``match(_:)-(String)`` for `url`: what it found in place (`nil` for a
  /// string whose bytes are not contiguous).
  @inline(always)
  func matchInPlace(_ url: String) -> FastMatch? {
    let limit = configuration.maximumURLLength
    return url.utf8.withContiguousStorageIfAvailable { bytes in
      FastMatch(bytes, maximumLength: limit, table: table.cached(), accepted: acceptedPrefixes)
    }
  }

  /// The match that `fast`, an answer of the shortcut for `url` whose parts are `components`,
  /// found, or `nil` for none.
  @inline(always)
  func routeMatch(_ fast: FastMatch, of url: String, components: URLComponentOffsets)
    -> RouteMatch?
  {
    guard let found = fast.lookup.route, let scratch = fast.scratch else { return nil }
    // This thread's table cache still holds the table, and so the route and the scratch: only
    // a lookup on this thread could replace them.
    let route = found.takeUnretainedValue()
    let groups = route.parameterCount
    return RouteMatch(
      route: route, url: RouteURL(string: url, rewrittenPath: nil, components: components),
      captures: groups == 0
        ? CaptureRanges()
        : CaptureRanges(
          groups: groups, offsets: scratch._withUnsafeGuaranteedRef { $0.offsets },
          unset: pcre2Unset))
  }

  /// ``match(_:)-(String)`` the full way, for a URL the fast path did not answer;
  /// `components` are its parts when it is a canonical URL (parsed already). Kept
  /// apart so that the fast path stays a small function.
  @inline(never)
  func matchSlowly(_ url: String, components: URLComponentOffsets?) throws(RouteError)
    -> RouteMatch?
  {
    // A canonical path is parsed already (the parser would take the same shortcut).
    guard let components else {
      return try match(try RouteURL(url, maximumLength: configuration.maximumURLLength))
    }
    return try match(RouteURL(string: url, rewrittenPath: nil, components: components))
  }

  /// The route that would take `url` first, and its parameters.
  public func match(_ url: RouteURL) throws(RouteError) -> RouteMatch? {
    let admission: SourceAdmission
    if url.components.kind == .internal {
      try checkQueryItems(url)
      admission = .allRoutes
    } else {
      admission = try self.admission(of: url)
    }
    var blocked: Route?
    return try firstMatch(
      url, admission: admission, origin: url.source, blockedInternalOnly: &blocked)
  }

  /// The first route in dispatch order that matches `url` and may serve a request from
  /// `origin`, looked up in this thread's cached table (no lock); `blockedInternalOnly` is set
  /// to an internal-only route that matched but may not serve `origin`.
  func firstMatch(
    _ url: RouteURL, admission: SourceAdmission, origin: LinkSource,
    blockedInternalOnly blocked: inout Route?
  ) throws(RouteError) -> RouteMatch? {
    let found = table.withCurrent { table, scratch -> Result<RouteMatch?, RouteError> in
      do throws(RouteError) {
        return .success(
          try table.resolve(
            table.compiled.lookup(url, admission: admission, scratch: scratch), url: url,
            admission: admission, origin: origin, blockedInternalOnly: &blocked))
      } catch {
        return .failure(error)
      }
    }
    return try found.get()
  }

  /// Whether some route matches `url` (no middleware, no handler, no side effect).
  public func canHandle(_ url: String) -> Bool {
    // The match is only looked at, so it is lent rather than built.
    (try? withMatch(url) { _ in }) != nil
  }

  /// Which routes may serve a URL from `url.source`.
  ///
  /// - Throws: ``RouteError/sourceNotAllowed(_:source:)`` for a source that neither the
  ///   configuration accepts nor any route names.
  func admission(of url: RouteURL) throws(RouteError) -> SourceAdmission {
    try checkQueryItems(url)
    let source = url.source
    if configuration.accepts(source) { return .allRoutes }
    let table = table.current
    switch source {
    case .appScheme(let scheme) where table.namedAppSchemes.contains(scheme):
      return .restrictedRoutesOnly
    case .webOrigin(let origin) where table.namedWebOrigins.contains(origin):
      return .restrictedRoutesOnly
    default:
      throw .sourceNotAllowed(url.string, source: source)
    }
  }

  /// Refuses a URL with more query items than the configuration allows.
  func checkQueryItems(_ url: RouteURL) throws(RouteError) {
    guard url.components.query != nil else { return }
    let count = url.queryItemCount
    if count > configuration.maximumQueryItems {
      throw .tooManyParameters(url.string, count: count, limit: configuration.maximumQueryItems)
    }
  }
}

/// What the canonical fast path of ``Router/match(_:)-(String)`` found for a string's bytes:
/// plain values only.
struct FastMatch {
  /// The URL's parts when it is a canonical internal path, or a canonical URL of an accepted
  /// app scheme or web origin (`myapp://product/42`), else `nil`.
  var components: URLComponentOffsets?
  /// What the table found, if the URL has no query.
  var lookup = CompiledRouteTable.CanonicalLookup()
  /// The scratch holding the parameter offsets of the match found.
  var scratch: Unmanaged<PCRE2MatchScratch>?

  /// Scans `bytes` and, for a canonical URL without a query, looks it up in the router's
  /// current `table`; `accepted` are the prefixes of the router's accepted app schemes and
  /// web origins.
  @inline(__always)
  init(
    _ bytes: UnsafeBufferPointer<UInt8>, maximumLength: Int, table: CachedTable,
    accepted: AcceptedSourcePrefixes
  ) {
    var firstSegmentEnd = 0
    var source = CompiledRouteTable.CanonicalSource.internal
    components = URLParser.canonicalInternalPath(
      bytes, maximumLength: maximumLength, firstSegmentEnd: &firstSegmentEnd)
    if components == nil, let prefix = accepted.prefix(of: bytes) {
      source = .accepted
      components = URLParser.canonicalURL(
        bytes, after: prefix, maximumLength: maximumLength, firstSegmentEnd: &firstSegmentEnd)
    }
    guard let components, components.query == nil else { return }
    let scratch = table.scratch
    self.scratch = scratch
    let path = UnsafeBufferPointer(rebasing: bytes[components.path])
    lookup = table.compiled._withUnsafeGuaranteedRef { compiled in
      scratch._withUnsafeGuaranteedRef { scratch in
        compiled.lookupCanonical(
          path, firstSegmentEnd: firstSegmentEnd, from: source, scratch: scratch)
      }
    }
  }

  /// Whether the table answered: ``CompiledRouteTable/CanonicalLookup/route`` is the match.
  @inline(__always) var isAnswered: Bool { components != nil && lookup.status == .answered }
}
