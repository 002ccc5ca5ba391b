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
  func dispatch(_ text: String, origin: LinkSource?, chain: RedirectChain) async -> RouteOutcome {
    let started = ContinuousClock.now
    var url: RouteURL
    do {
      url = try RouteURL(text, maximumLength: router.configuration.maximumURLLength)
    } catch {
      emit(.received(url: text, source: .internal))
      return reject(text, error)
    }
    let origin = origin ?? url.source
    emit(.received(url: text, source: origin))
    do {
      _ = try router.admission(of: url)
      url = try await rewritten(url)
      let admission = try router.admission(of: url)
      return try await route(
        url, admission: admission, origin: origin, chain: chain, started: started)
    } catch {
      return reject(url.string, error)
    }
  }

  /// Runs every middleware's rewrite hook in order.
  private func rewritten(_ url: RouteURL) async throws(RouteError) -> RouteURL {
    var url = url
    for middleware in middleware {
      guard let text = await middleware.rewrite(url), text != url.string else { continue }
      let rewritten = try RouteURL(text, maximumLength: router.configuration.maximumURLLength)
      emit(.rewritten(from: url.string, to: text))
      url = rewritten
    }
    return url
  }

  /// Tries the candidates in dispatch order, then the fallback.
  private func route(
    _ url: RouteURL, admission: SourceAdmission, origin: LinkSource, chain: RedirectChain,
    started: ContinuousClock.Instant
  ) async throws(RouteError) -> RouteOutcome {
    let table = router.table.current
    var previous: Route?
    var blocked: Route?
    while let match = try table.firstMatch(
      url, admission: admission, origin: origin, after: previous, blockedInternalOnly: &blocked)
    {
      previous = match.route
      emit(.matched(url: url.string, route: match.route.pattern))
      let request = makeRequest(url, origin: origin, route: match.route, match.parameters, chain)
      switch await attempt(request, handler: match.route.handler, chain: chain, started: started) {
      case .declined(let reason):
        emit(.declined(url: url.string, route: match.route.pattern, reason: reason))
      case .finished(let outcome):
        return outcome
      }
    }
    if let blocked {
      throw .internalOnlyRoute(url: url.string, pattern: blocked.pattern)
    }
    let empty = PathParameters(url: url, allNames: [], captures: CaptureRanges())
    let request = makeRequest(url, origin: origin, route: nil, empty, chain)
    let fallback = router.fallback
    switch await attempt(request, handler: fallback, chain: chain, started: started) {
    case .finished(let outcome):
      return outcome
    case .declined(let reason):
      emit(.declined(url: url.string, route: "fallback", reason: reason))
      emit(.notFound(url: url.string))
      return .notFound(url.string)
    }
  }

  private func makeRequest(
    _ url: RouteURL, origin: LinkSource, route: Route?, _ parameters: PathParameters,
    _ chain: RedirectChain
  ) -> RouteRequest {
    RouteRequest(
      url: url, source: origin, route: route, pathParameters: parameters,
      primitiveParameters: primitiveParameters, callback: callback, redirects: chain.urls)
  }

  /// How one candidate went.
  private enum Attempt {
    case declined(String)
    case finished(RouteOutcome)
  }

  /// Runs the `before` chain and the handler for one candidate request.
  private func attempt(
    _ request: RouteRequest, handler: (any RouteHandler)?, chain: RedirectChain,
    started: ContinuousClock.Instant
  ) async -> Attempt {
    if case .redirect(let target)? = request.route?.action {
      do {
        let url = try redirectURL(request, target: target)
        return .finished(await redirect(request, to: url, chain: chain))
      } catch {
        return .finished(reject(request.url.string, error))
      }
    }
    var request = request
    for middleware in middleware {
      switch await middleware.before(request) {
      case .continue:
        continue
      case .continueWith(let changed):
        request = changed
      case .redirect(let target):
        return .finished(await finish(request, await redirect(request, to: target, chain: chain)))
      case .reject(let error):
        return .finished(await finish(request, reject(request.url.string, error)))
      case .respond(let response):
        callback(response)
        emit(handled(request, response, started))
        return .finished(await finish(request, .handled(response)))
      }
    }
    guard let handler else {
      emit(.notFound(url: request.url.string))
      return .finished(await finish(request, .notFound(request.url.string)))
    }
    guard handler.shouldHandle(request) else { return .declined("shouldHandle returned false") }
    let outcome: RouteOutcome
    do {
      let response = try await handler.handle(request)
      callback(response)
      emit(handled(request, response, started))
      outcome = .handled(response)
    } catch let decline as RouteDecline {
      return .declined(decline.reason)
    } catch let error as RouteError {
      outcome = reject(request.url.string, error)
    } catch {
      outcome = reject(
        request.url.string, .handlerFailed(url: request.url.string, message: "\(error)"))
    }
    return .finished(await finish(request, outcome))
  }

  /// Runs the `after` chain and returns the outcome.
  private func finish(_ request: RouteRequest, _ outcome: RouteOutcome) async -> RouteOutcome {
    for middleware in middleware {
      await middleware.after(request, outcome: outcome)
    }
    return outcome
  }

  /// Follows a redirect, bounded and checked for loops.
  private func redirect(_ request: RouteRequest, to target: String, chain: RedirectChain) async
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

  /// The URL a redirect route sends a request to: its target filled in with the matched
  /// parameters, with the query carried over.
  private func redirectURL(_ request: RouteRequest, target: RouteExpression) throws(RouteError)
    -> String
  {
    try target.redirectURL(
      parameters: request.pathParameters.dictionary, query: request.url.query.rawValue)
  }

  private func reject(_ url: String, _ error: RouteError) -> RouteOutcome {
    emit(.rejected(url: url, error: error))
    return .rejected(error)
  }

  private func handled(
    _ request: RouteRequest, _ response: RouteResponse, _ started: ContinuousClock.Instant
  ) -> RouteEvent {
    .handled(
      url: request.url.string, route: request.route?.pattern, response: response,
      duration: ContinuousClock.now - started)
  }

  /// Reports an event to every middleware that observes events.
  func emit(_ event: RouteEvent) {
    for observer in observers {
      observer.observe(event)
    }
  }
}
