/// Carries one `handle` call through the dispatch steps of spec section 6: parse and
/// normalize, rewrite, admit the source, match, run the `before` chain, handle, run the
/// `after` chain; trying the next candidate when a handler declines.
struct Dispatcher: Sendable {
  let router: Router
  /// The middleware in run order, as installed when the call began.
  let middleware: [any RouteMiddleware]
  /// The middleware that observe events, in run order.
  let observers: [any RouteEventObserver]
  let primitiveParameters: [String: any Sendable]
  let callback: RouteCallback

  init(router: Router, primitiveParameters: [String: any Sendable], callback: RouteCallback) {
    self.router = router
    (self.middleware, self.observers) = router.middleware.withLock { ($0.middleware, $0.observers) }
    self.primitiveParameters = primitiveParameters
    self.callback = callback
  }

  /// Dispatches `text`; `origin` is the source of the first URL of the chain.
  ///
  /// A URL refused before matching (unreadable, its source not admitted, too many query items,
  /// or rewritten into such a URL) ends here without middleware. Every URL admitted ends
  /// through ``finish(_:_:)``: the callback, then the `after` chain, exactly once.
  func dispatch(
    _ text: String, origin: LinkSource?, chain: RedirectChain
  ) async -> RouteOutcome {
    let url: RouteURL
    do {
      url = try RouteURL(text, maximumLength: router.configuration.maximumURLLength)
    } catch {
      return refuseUnreadable(text, error)
    }
    return await dispatch(url, origin: origin, chain: chain)
  }

  /// Refuses `text`, which could not be read as a URL.
  func refuseUnreadable(_ text: String, _ error: RouteError) -> RouteOutcome {
    emit(.received(url: text, source: .internal))
    return reject(text, error)
  }

  /// Dispatches `url`, parsed already.
  @inline(__always)
  func dispatch(
    _ url: RouteURL, origin: LinkSource?, chain: RedirectChain
  ) async -> RouteOutcome {
    // The clock is read only for an observer: the `handled` event carries the duration.
    let started = observers.isEmpty ? nil : ContinuousClock.now
    var url = url
    let origin = origin ?? url.source
    emit(.received(url: url.string, source: origin))
    var admission: SourceAdmission
    do {
      admission = try router.admission(of: url)
      if !middleware.isEmpty {
        url = try await rewritten(url)
        admission = try router.admission(of: url)
      }
    } catch {
      return reject(url.string, error)
    }
    return await route(url, admission: admission, origin: origin, chain: chain, started: started)
  }

  /// Runs every middleware's rewrite hook in order.
  private func rewritten(_ url: RouteURL) async throws(RouteError)
    -> RouteURL
  {
    var url = url
    for middleware in middleware {
      guard let text = await middleware.rewrite(url), text != url.string else { continue }
      let rewritten = try RouteURL(text, maximumLength: router.configuration.maximumURLLength)
      emit(.rewritten(from: url.string, to: text))
      url = rewritten
    }
    return url
  }

  /// Tries the candidates in dispatch order, then the fallback, and finishes with the request
  /// the outcome belongs to.
  @inline(__always)
  private func route(
    _ url: RouteURL, admission: SourceAdmission, origin: LinkSource, chain: RedirectChain,
    started: ContinuousClock.Instant?
  ) async -> RouteOutcome {
    /// The request for the URL without a route: for the fallback, and for `after` when the URL
    /// ends before a route took it.
    func unmatched() -> RouteRequest {
      makeRequest(url, origin: origin, route: nil, CaptureRanges(), chain)
    }
    var blocked: Route?
    // The table later candidates come from, taken at the first decline and kept, so that one
    // table answers for every candidate after it.
    var declineTable: RouteTable?
    do {
      var candidate = try router.firstMatch(
        url, admission: admission, origin: origin, blockedInternalOnly: &blocked)
      while let match = candidate {
        emit(.matched(url: url.string, route: match.route.pattern))
        var request = makeRequest(url, origin: origin, route: match.route, match.captures, chain)
        switch await attempt(&request, handler: match.route.handler, chain: chain, started: started)
        {
        case .declined(let reason):
          emit(.declined(url: url.string, route: match.route.pattern, reason: reason))
        case .finished(let outcome):
          return await finish(request, outcome)
        }
        // A declined candidate is rare: the next one comes from the route-by-route reference.
        let table = declineTable ?? router.table.current
        declineTable = table
        candidate = try table.firstMatch(
          url, admission: admission, origin: origin, after: match.route,
          blockedInternalOnly: &blocked)
      }
    } catch {
      return await finish(unmatched(), reject(url.string, error))
    }
    if let blocked {
      return await finish(
        unmatched(),
        reject(url.string, .internalOnlyRoute(url: url.string, pattern: blocked.pattern)))
    }
    var request = unmatched()
    switch await attempt(&request, handler: router.fallback, chain: chain, started: started) {
    case .finished(let outcome):
      return await finish(request, outcome)
    case .declined(let reason):
      emit(.declined(url: url.string, route: "fallback", reason: reason))
      emit(.notFound(url: url.string))
      return await finish(request, .notFound(url.string))
    }
  }

  /// The request for `url` matched to `route` (`nil` for none) with `captures` in its path.
  private func makeRequest(
    _ url: RouteURL, origin: LinkSource, route: Route?, _ captures: CaptureRanges,
    _ chain: RedirectChain
  ) -> RouteRequest {
    RouteRequest(
      url: url, source: origin, route: route,
      parameterNames: route?.expression.parameterNames ?? [], captures: captures,
      primitiveParameters: primitiveParameters, callback: callback, redirects: chain.urls)
  }

  /// How one candidate went.
  private enum Attempt {
    case declined(String)
    /// The outcome, for the request as the `before` chain left it.
    case finished(RouteOutcome)
  }

  /// Runs the `before` chain and the handler for one candidate request, leaving `request` as
  /// the `before` chain changed it; a redirect route redirects at once, without the `before`
  /// chain (its target gets its own).
  private func attempt(
    _ request: inout RouteRequest, handler: (any RouteHandler)?, chain: RedirectChain,
    started: ContinuousClock.Instant?
  ) async -> Attempt {
    let route = request.route
    if case .redirect(let target)? = route?.action {
      do {
        let url = try target.redirectURL(
          from: request.pathParameters, query: request.url.query.rawValue)
        return .finished(await redirect(request, to: url, chain: chain).at(route))
      } catch {
        return .finished(reject(request.url.string, error).at(route))
      }
    }
    for middleware in middleware {
      switch await middleware.before(request) {
      case .continue:
        continue
      case .continueWith(let changed):
        request = changed
      case .redirect(let target):
        return .finished(await redirect(request, to: target, chain: chain).at(route))
      case .reject(let error):
        return .finished(reject(request.url.string, error).at(route))
      case .respond(let response):
        emit(handled(request, response, started))
        return .finished(.handled(response, at: route, byHandler: false))
      }
    }
    guard let handler else {
      emit(.notFound(url: request.url.string))
      return .finished(.notFound(request.url.string))
    }
    guard handler.shouldHandle(request) else { return .declined("shouldHandle returned false") }
    do {
      let response = try await handler.handle(request)
      emit(handled(request, response, started))
      return .finished(.handled(response, at: route, byHandler: true))
    } catch let decline as RouteDecline {
      return .declined(decline.reason)
    } catch let error as RouteError {
      return .finished(reject(request.url.string, error).at(route, byHandler: true))
    } catch {
      let error = RouteError.handlerFailed(url: request.url.string, message: "\(error)")
      return .finished(reject(request.url.string, error).at(route, byHandler: true))
    }
  }

  /// Ends the dispatch of an admitted URL, in the order of spec section 6: the caller's
  /// callback fires (if nothing fired it yet), then the `after` chain runs, once.
  private func finish(_ request: RouteRequest, _ outcome: RouteOutcome)
    async -> RouteOutcome
  {
    callback.fire(outcome.callbackResponse)
    for middleware in middleware {
      await middleware.after(request, outcome: outcome)
    }
    return outcome
  }

  /// Follows a redirect, bounded and checked for loops.
  private func redirect(
    _ request: RouteRequest, to target: String, chain: RedirectChain
  ) async
    -> RouteOutcome
  {
    let chain = chain.adding(request.url.string)
    if chain.contains(target) {
      return reject(target, .redirectLoop(chain.urls + [target]))
    }
    if chain.count > router.configuration.maximumRedirects {
      return reject(
        target,
        .tooManyRedirects(
          limit: router.configuration.maximumRedirects, chain: chain.urls + [target]))
    }
    emit(.redirected(from: request.url.string, to: target))
    let outcome = await dispatch(target, origin: request.source, chain: chain)
    return .redirected(to: target, outcome: outcome)
  }

  private func reject(_ url: String, _ error: RouteError) -> RouteOutcome {
    emit(.rejected(url: url, error: error))
    return .rejected(error)
  }

  private func handled(
    _ request: RouteRequest, _ response: RouteResponse, _ started: ContinuousClock.Instant?
  ) -> RouteEvent {
    .handled(
      url: request.url.string, route: request.route?.pattern, response: response,
      duration: started.map { ContinuousClock.now - $0 } ?? .zero)
  }

  /// Reports an event to every middleware that observes events; without one, the event is not
  /// even made.
  func emit(_ event: @autoclosure () -> RouteEvent) {
    guard !observers.isEmpty else { return }
    let event = event()
    for observer in observers {
      observer.observe(event)
    }
  }
}
