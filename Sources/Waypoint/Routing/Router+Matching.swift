extension Router {
  /// The route that would take `url` first, and its parameters, without running middleware or
  /// handlers.
  ///
  /// - Returns: the match, or `nil` when no route matches.
  /// - Throws: the URL errors of ``RouteURL/init(_:maximumLength:)``,
  ///   ``RouteError/sourceNotAllowed(_:source:)``, or
  ///   ``RouteError/matchLimitExceeded(pattern:url:)``.
  public func match(_ url: String) throws(RouteError) -> RouteMatch? {
    // The common case, an internal path that is canonical already and has no query, is
    // answered from the bytes of `url`: one scan, only the unrestricted routes.
    let limit = configuration.maximumURLLength
    var components: URLComponentOffsets?
    var found: Unmanaged<Route>?
    var captures = CaptureRanges()
    var answered = false
    _ = url.utf8.withContiguousStorageIfAvailable { bytes in
      components = URLParser.canonicalInternalPath(bytes, maximumLength: limit)
      guard let components, components.query == nil else { return }
      let path = UnsafeBufferPointer(rebasing: bytes[components.path])
      table.withCurrent { table, scratch in
        answered = table.compiled.lookupInternal(
          path, scratch: scratch, route: &found, captures: &captures)
      }
    }
    guard let components else { return try match(try RouteURL(url, maximumLength: limit)) }
    // A canonical path is parsed already (the parser would take the same shortcut): each
    // branch builds its URL value in place, so that the result is not copied.
    guard answered else {
      return try match(RouteURL(string: url, rewrittenPath: nil, components: components))
    }
    guard let found else { return nil }
    // This thread's table cache still holds the table, and so the route: only a lookup on this
    // thread could replace it.
    return RouteMatch(
      route: found.takeUnretainedValue(),
      url: RouteURL(string: url, rewrittenPath: nil, components: components), captures: captures)
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
    var found: RouteMatch?
    var failure: RouteError?
    table.withCurrent { table, scratch in
      do throws(RouteError) {
        found = try table.resolve(
          table.compiled.lookup(url, admission: admission, scratch: scratch), url: url,
          admission: admission, origin: origin, blockedInternalOnly: &blocked)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return found
  }

  /// Whether some route matches `url` (no middleware, no handler, no side effect).
  public func canHandle(_ url: String) -> Bool {
    (try? match(url)) != nil
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
