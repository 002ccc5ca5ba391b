extension Router {
  /// Where a link would end without its handler: the request the handler of the route that
  /// takes it would get, after the rewrite hooks, the redirect routes and the `before` hooks
  /// of the middleware (redirects followed, bounded as a dispatch bounds them), or why it ends
  /// before a handler. For a feature that re-resolves saved links, such as restoring a
  /// navigation state.
  ///
  /// No handler, `shouldHandle`, `after` hook or callback runs, and no event is reported; the
  /// middleware for which `skips` is `true` is passed over (a feature that does its work
  /// itself, such as the authentication gate's).
  ///
  /// - Parameters:
  ///   - url: a URL or an internal path.
  ///   - origin: where the link came from first; by default the source of `url`.
  package func reach(
    _ url: String, from origin: LinkSource? = nil,
    skipping skips: (any RouteMiddleware) -> Bool = { _ in false }
  ) async -> LinkReach {
    let snapshot = self.snapshot
    var text = url
    var origin = origin
    var chain = RedirectChain()
    while true {
      let step = await reachStep(text, origin: origin, chain: chain, snapshot, skipping: skips)
      guard case .redirect(let request, let target) = step else {
        guard case .end(let reach) = step else { preconditionFailure("a step ends or redirects") }
        return reach
      }
      chain = chain.adding(request.url.string)
      if chain.contains(target) { return .rejected(.redirectLoop(chain.urls + [target])) }
      if chain.count > configuration.maximumRedirects {
        return .rejected(
          .tooManyRedirects(limit: configuration.maximumRedirects, chain: chain.urls + [target]))
      }
      origin = request.source
      text = target
    }
  }

  /// One URL's way in ``reach(_:from:skipping:)``.
  private enum ReachStep {
    /// The way ends.
    case end(LinkReach)
    /// The request is redirected to a URL.
    case redirect(RouteRequest, String)
  }

  /// The way of `text` from `origin` to a handler, a redirect or an end.
  private func reachStep(
    _ text: String, origin: LinkSource?, chain: RedirectChain, _ snapshot: RouterSnapshot,
    skipping skips: (any RouteMiddleware) -> Bool
  ) async -> ReachStep {
    var url: RouteURL
    do {
      url = try RouteURL(reading: text, maximumLength: configuration.maximumURLLength)
    } catch {
      return .end(.rejected(error))
    }
    let origin = origin ?? url.source
    let entries = snapshot.middleware.entries.filter { !skips($0.middleware) }
    var admission: SourceAdmission
    do {
      admission = try self.admission(of: url)
      for entry in entries where entry.calls.contains(.rewrite) {
        guard let rewritten = await entry.middleware.rewrite(url), rewritten != url.string
        else { continue }
        url = try RouteURL(reading: rewritten, maximumLength: configuration.maximumURLLength)
        admission = try self.admission(of: url)
      }
    } catch {
      return .end(.rejected(error))
    }
    var blocked: RouteRecord?
    let found: MatchCore?
    do {
      found = try RouteError.wrapping { () throws(MatchingError) in
        try snapshot.tableStorage.firstMatch(
          url, admission: admission, origin: origin, blockedInternalOnly: &blocked,
          scratch: PCRE2MatchScratch.current)
      }
    } catch {
      return .end(.rejected(error))
    }
    if found == nil, let blocked {
      return .end(
        .rejected(.internalOnlyRoute(url: url.string, pattern: blocked.expression.pattern)))
    }
    // A URL no route takes still meets the `before` hooks, which may redirect it.
    let parts = found.map(RouteMatch.init)?.parts()
    var request = RouteRequest(
      url: parts?.url ?? url, source: origin, record: parts?.record,
      captures: parts?.captures ?? CaptureRanges(), primitiveParameters: [:],
      attributes: RequestAttributes(), callback: nil, redirects: chain.urls)
    if case .redirect(let target)? = request.route?.action {
      do {
        let next = try RouteError.wrapping { () throws(MatchingError) in
          try target.url(from: request.pathParameters, query: request.url.query.rawValue)
        }
        return .redirect(request, next)
      } catch {
        return .end(.rejected(error))
      }
    }
    for entry in entries where entry.calls.contains(.before) {
      switch await entry.middleware.before(request) {
      case .continue:
        continue
      case .continueWith(let changed):
        request = changed
      case .redirect(let target):
        return .redirect(request, target)
      case .reject(let error):
        return .end(.rejected(error, middleware: String(describing: type(of: entry.middleware))))
      case .respond:
        return .end(.answered(middleware: String(describing: type(of: entry.middleware))))
      }
    }
    guard request.route != nil else { return .end(.notFound(request.url.string)) }
    return .end(.reached(request))
  }
}

/// Where a link ends without its handler (``Router/reach(_:from:skipping:)``).
package enum LinkReach: Sendable {
  /// The request the handler of its route would get (its route is never `nil`).
  case reached(RouteRequest)
  /// No route takes the URL (the last of its redirects).
  case notFound(String)
  /// It is refused: by the middleware whose type is named, or before matching (unreadable, a
  /// source not admitted, an internal-only route, a redirect loop) when `middleware` is `nil`.
  case rejected(RouteError, middleware: String? = nil)
  /// The middleware whose type is named answers in the handler's place.
  case answered(middleware: String)
}
