extension Router {
  /// The route that would take `url` first, and its parameters, without running middleware or
  /// handlers.
  ///
  /// A URL that is canonical already (an internal path, or a URL of an accepted app scheme or
  /// web origin) and has no query or fragment is answered from the bytes of `url`: one scan,
  /// one lookup; any other is parsed first.
  ///
  /// - Returns: the match, or `nil` when no route matches.
  /// - Throws: the URL errors of `RouteURL(_:maximumLength:)`,
  ///   ``RouteError/sourceNotAllowed(_:source:)``, or
  ///   ``RouteError/matchLimitExceeded(pattern:url:)``.
  public func match(_ url: String) throws(RouteError) -> RouteMatch? {
    var answer = InPlaceAnswer()
    publisher.answerInPlace(url, into: &answer)
    switch answer.status {
    case .matched: return RouteMatch(answer.match(of: url))
    case .noMatch: return nil
    case .undecided: return try matchSlowly(url, after: answer)
    }
  }

  /// ``match(_:)-(String)`` the full way, for a URL the in-place lookup did not answer (kept
  /// apart, so that the in-place way stays a small function).
  @inline(never)
  private func matchSlowly(_ url: String, after answer: InPlaceAnswer) throws(RouteError)
    -> RouteMatch?
  {
    do {
      return try publisher.matchSlowly(url, after: answer).map(RouteMatch.init)
    } catch {
      throw RouteError(error)
    }
  }

  /// The route that would take `url` first, and its parameters.
  public func match(_ url: RouteURL) throws(RouteError) -> RouteMatch? {
    try RouteError.wrapping { () throws(MatchingError) in try snapshot.table.match(url) }
  }

  /// Which routes may serve `url`: every route for an accepted source, only the routes
  /// restricted to it for a source that a route names.
  ///
  /// - Throws: ``RouteError/sourceNotAllowed(_:source:)`` or
  ///   ``RouteError/tooManyParameters(_:count:limit:)``.
  package func admission(of url: RouteURL) throws(RouteError) -> SourceAdmission {
    try RouteError.wrapping { () throws(MatchingError) in try snapshot.table.admission(of: url) }
  }

  /// Whether some route matches `url` (no middleware, no handler, no side effect).
  public func canHandle(_ url: String) -> Bool {
    // The match is only looked at, so it is lent rather than built.
    (try? withMatch(url) { _ in }) != nil
  }

  /// The first candidate for `url`, from `match`, whose in-place lookup beats parsing the
  /// URL and looking it up in the dispatch: for an internal path, or for a URL of an accepted
  /// app scheme or web origin that the in-place lookup answers. `nil` for any other URL, and
  /// for a URL that `match` refuses or finds no route for: those take the whole way, which
  /// reports them with their events.
  ///
  /// From another source than the app itself, an internal-only route may match first, which
  /// `match` passes over but a dispatch must remember (a URL that reaches it ends refused when
  /// every later candidate declines): the in-place lookup answers such a URL only when no
  /// route is restricted to a source and the route it finds is not internal-only, so that no
  /// route comes before it in dispatch order.
  func firstCandidate(
    of url: String, in storage: RouteTableStorage, scratch: PCRE2MatchScratch
  ) -> RouteMatch? {
    storage.firstCandidate(of: url, scratch: scratch).map(RouteMatch.init)
  }
}
