extension RouteTableStorage {
  /// Which routes may serve `url`, given the accepted sources and the sources routes name.
  ///
  /// - Throws: ``MatchingError/tooManyParameters(_:count:limit:)`` for a URL with more query
  ///   items than the configuration allows, or ``MatchingError/sourceNotAllowed(_:source:)``
  ///   for a source that neither the configuration accepts nor any route names.
  package func admission(of url: RouteURL) throws(MatchingError) -> SourceAdmission {
    try checkQueryItems(url)
    let source = url.source
    if configuration.accepts(source) { return .allRoutes }
    switch source {
    case .appScheme(let scheme) where namedAppSchemes.contains(scheme):
      return .restrictedRoutesOnly
    case .webOrigin(let origin) where namedWebOrigins.contains(origin):
      return .restrictedRoutesOnly
    default:
      throw .sourceNotAllowed(url.string, source: source)
    }
  }

  /// Refuses a URL with more query items than the configuration allows.
  func checkQueryItems(_ url: RouteURL) throws(MatchingError) {
    guard url.components.query != nil else { return }
    let count = url.queryItemCount
    if count > configuration.maximumQueryItems {
      throw .tooManyParameters(url.string, count: count, limit: configuration.maximumQueryItems)
    }
  }

  /// The first route in dispatch order that matches `url`, admitted, and may serve a request
  /// from `origin` (the URL's own source by default).
  package func match(_ url: RouteURL, from origin: LinkSource? = nil) throws(MatchingError)
    -> MatchCore?
  {
    let admission: SourceAdmission
    if url.components.kind == .internal {
      try checkQueryItems(url)
      admission = .allRoutes
    } else {
      admission = try self.admission(of: url)
    }
    var blocked: RouteRecord?
    return try firstMatch(
      url, admission: admission, origin: origin ?? url.source, blockedInternalOnly: &blocked,
      scratch: PCRE2MatchScratch.current)
  }

  /// The first route in dispatch order that matches `url` and may serve a request from
  /// `origin`, among the routes `admission` allows.
  ///
  /// - Parameters:
  ///   - origin: the source the request came from first, before rewrites and redirects.
  ///   - blockedInternalOnly: set to an internal-only route that matched but may not serve an
  ///     external origin.
  ///   - scratch: this thread's match scratch.
  package func firstMatch(
    _ url: RouteURL, admission: SourceAdmission, origin: LinkSource,
    blockedInternalOnly: inout RouteRecord?, scratch: PCRE2MatchScratch
  ) throws(MatchingError) -> MatchCore? {
    let lookup = compiled.lookup(url, admission: admission, scratch: scratch)
    switch lookup {
    case .none:
      return nil
    case .match(let found, let captures)
    where !found.withObject { $0.internalOnly } || origin == .internal:
      return MatchCore(record: found.object, url: url, captures: captures)
    case .match, .needsReference:
      return try referenceMatch(
        url, admission: admission, origin: origin, from: 0,
        blockedInternalOnly: &blockedInternalOnly)
    }
  }

  /// The first match after `previous` in dispatch order, for a dispatch whose candidate of
  /// `previous` was passed over: rare, so it comes from the route-by-route reference.
  package func nextMatch(
    _ url: RouteURL, after previous: RouteRecord, admission: SourceAdmission,
    origin: LinkSource, blockedInternalOnly: inout RouteRecord?
  ) throws(MatchingError) -> MatchCore? {
    try referenceMatch(
      url, admission: admission, origin: origin, from: index(of: previous).map { $0 + 1 } ?? 0,
      blockedInternalOnly: &blockedInternalOnly)
  }

  /// The first match from `start` on, route by route with each route's own matcher: the
  /// reference the compiled table must agree with.
  package func referenceMatch(
    _ url: RouteURL, admission: SourceAdmission, origin: LinkSource, from start: Int,
    blockedInternalOnly: inout RouteRecord?
  ) throws(MatchingError) -> MatchCore? {
    var index = start
    while index < records.count {
      let record = records[index]
      index += 1
      if admission == .restrictedRoutesOnly && record.expression.source == nil { continue }
      guard let result = try record.matcher(configuration: configuration).match(url) else {
        continue
      }
      if record.internalOnly && origin != .internal {
        if blockedInternalOnly == nil { blockedInternalOnly = record }
        continue
      }
      return MatchCore(record: record, url: url, captures: result.captures)
    }
    return nil
  }
}
