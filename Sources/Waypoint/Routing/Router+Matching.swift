extension Router {
  /// The route that would take `url` first, and its parameters, without running middleware or
  /// handlers.
  ///
  /// - Returns: the match, or `nil` when no route matches.
  /// - Throws: the URL errors of ``RouteURL/init(_:maximumLength:)``,
  ///   ``RouteError/sourceNotAllowed(_:source:)``, or
  ///   ``RouteError/matchLimitExceeded(pattern:url:)``.
  public func match(_ url: String) throws(RouteError) -> RouteMatch? {
    try match(try RouteURL(url, maximumLength: configuration.maximumURLLength))
  }

  /// The route that would take `url` first, and its parameters.
  public func match(_ url: RouteURL) throws(RouteError) -> RouteMatch? {
    let admission = try admission(of: url)
    var blocked: Route?
    let table = self.table.withLock { $0 }
    return try table.firstMatch(
      url, admission: admission, origin: url.source, after: nil, blockedInternalOnly: &blocked)
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
    let source = url.source
    if configuration.accepts(source) { return .allRoutes }
    let table = self.table.withLock { $0 }
    switch source {
    case .appScheme(let scheme) where table.namedAppSchemes.contains(scheme):
      return .restrictedRoutesOnly
    case .webOrigin(let origin) where table.namedWebOrigins.contains(origin):
      return .restrictedRoutesOnly
    default:
      throw .sourceNotAllowed(url.string, source: source)
    }
  }
}
