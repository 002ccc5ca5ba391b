/// Carries one `handle` call through the dispatch steps of the Routing semantics article, *Steps*
/// (under *Dispatch*): parse and normalize, rewrite, admit the source, match, run the `before`
/// chain, handle, run the `after` chain; trying the next candidate when a handler declines.
///
/// A dispatch works on one snapshot of the router from start to end: the table, middleware
/// and fallback it began with, whatever changes meanwhile.
struct Dispatcher: Sendable {
  let router: Router
  /// What the router served with when the call began.
  let snapshot: RouterSnapshot
  /// The caller's primitive parameters.
  let primitiveParameters: [String: any Sendable]
  /// What the caller and features attached to the call.
  let attributes: RequestAttributes
  /// The caller's callback; `nil` when the caller passed none.
  let callback: RouteCallback?

  /// A dispatcher on the router's current snapshot.
  init(
    router: Router, primitiveParameters: [String: any Sendable],
    attributes: RequestAttributes, callback: RouteCallback?
  ) {
    self.init(
      router: router, snapshot: router.snapshot, primitiveParameters: primitiveParameters,
      attributes: attributes, callback: callback)
  }

  /// A dispatcher on `snapshot`, read by the caller when the call began.
  init(
    router: Router, snapshot: RouterSnapshot, primitiveParameters: [String: any Sendable],
    attributes: RequestAttributes, callback: RouteCallback?
  ) {
    self.router = router
    self.snapshot = snapshot
    self.primitiveParameters = primitiveParameters
    self.attributes = attributes
    self.callback = callback
  }

  /// A dispatcher for a call of the router's own (an x-callback URL, an event), on its current
  /// snapshot, with no caller parameters, attributes or callback.
  init(router: Router) {
    self.init(
      router: router, primitiveParameters: [:], attributes: RequestAttributes(), callback: nil)
  }

  /// The middleware, as installed when the call began.
  var middleware: MiddlewareStack { snapshot.middleware }

  /// The time on the continuous clock, as a `Duration` since a fixed instant: the start of a
  /// dispatch is kept so, rather than as a `ContinuousClock.Instant`, whose size the compiler
  /// does not know (the standard library keeps the right to change it), so that every async
  /// frame holding one took an allocation of its own from the task allocator.
  @inline(never)
  static var now: Duration { ContinuousClock.now - clockOrigin }
  private static let clockOrigin = ContinuousClock.now

  /// Dispatches `text`; `origin` is the source of the first URL of the chain.
  ///
  /// A URL refused before matching (unreadable, its source not admitted, too many query items,
  /// or rewritten into such a URL) ends here without middleware. Every URL admitted ends
  /// through ``finish(_:_:)``: the callback, then the `after` chain, exactly once.
  ///
  /// For redirects and callback URLs, which are rare: never inlined, so that each of them does
  /// not carry a copy of the dispatch below.
  @inline(never)
  func dispatch(
    _ text: String, origin: LinkSource?, chain: RedirectChain
  ) async -> RouteOutcome {
    let url: RouteURL
    do {
      url = try RouteURL(reading: text, maximumLength: router.configuration.maximumURLLength)
    } catch {
      return refuseUnreadable(text, error)
    }
    let started = startTime
    return await dispatch(url, origin: origin, chain: chain, started: started)
  }

  /// When a dispatch starting now started, for the `handled` event's duration: `nil` without
  /// an observer, so that the clock is read only for one.
  var startTime: Duration? { middleware.observers.isEmpty ? nil : Self.now }

  /// Refuses `text`, which could not be read as a URL.
  func refuseUnreadable(_ text: String, _ error: RouteError) -> RouteOutcome {
    emit(.received(url: text, source: .internal))
    return reject(text, error)
  }

  /// Dispatches `url`, parsed already.
  ///
  /// The async functions of a dispatch keep only what lives across an `await`: every step
  /// between two awaits (admission, matching, building the request, reading the handler's
  /// answer) is a synchronous function of its own. Inlined into the async function, those steps
  /// made its frame in the task allocator over 12 KiB, and every nested async call costs a frame
  /// there too; so the common case (one candidate that takes the request) makes no async call
  /// but the handler's and the hooks' that a middleware implements.
  ///
  /// `found` is the first candidate when the caller has looked it up already, with
  /// ``Router/match(_:)-(String)``, whose shortcut for a canonical internal path beats parsing
  /// the URL and looking it up here: only for the first URL of a `handle` call (`origin` is
  /// `nil`), when no middleware rewrites URLs.
  ///
  /// Always inlined into `handle` (an async frame fewer on the dispatcher's way): the compiler's
  /// cost model, which `@inline(__always)` only advises, found it too large.
  @inline(always)
  func dispatch(
    _ url: consuming RouteURL, origin: LinkSource?, chain: RedirectChain,
    found: consuming RouteMatch? = nil, started: Duration?
  ) async -> RouteOutcome {
    assert(found == nil || (origin == nil && !middleware.rewrites), "a match found too early")
    let origin = origin ?? url.source
    var admission: SourceAdmission
    do {
      admission = try admit(url, origin: origin)
      if middleware.rewrites {
        let rewritten = try await self.rewritten(url)
        if rewritten.string != url.string {
          url = rewritten
          admission = try self.admission(of: url)
        }
      }
    } catch {
      return reject(url.string, error)
    }
    // Without a `before` hook, nothing can replace the request a candidate declines, so its URL
    // is the dispatch's: the URL is kept apart only for a `before` chain.
    var candidates = Candidates(
      url: middleware.runsBefore ? copy url : nil, admission: admission, origin: origin)
    let step = firstStep(url, found: found, &candidates, chain: chain)
    return await run(consume step, &candidates, chain: chain, started: started)
  }

  /// The rest of the dispatch without middleware of an internal path or an accepted source's
  /// URL whose first candidate, `request`, `handle` gave to its route's handler itself, which
  /// declined it (`shouldHandle` returned `false`, or the handler threw ``RouteDecline`` as
  /// `error`) or failed with `error`.
  func dispatchOnward(
    after request: RouteRequest, thrown error: (any Error)?
  ) async -> RouteOutcome {
    assert(!middleware.isActive, "not a direct dispatch")
    let route = request.route
    let attempt =
      error.map { failed(request, $0, route: route) }
      ?? .declined("shouldHandle returned false", route)
    switch consume attempt {
    case .finished(let outcome):
      return await finish(request, consume outcome)
    case .declined(let reason, let route):
      // The direct way takes internal paths and URLs of accepted sources: every route may
      // serve them, but an internal-only one only an internal path.
      var candidates = Candidates(url: nil, admission: .allRoutes, origin: request.source)
      let chain = RedirectChain()
      let step = nextStep(&candidates, declined: route, reason, request: request, chain: chain)
      return await run(consume step, &candidates, chain: chain, started: nil)
    }
  }

  /// Runs `step` and the steps after it until one ends the dispatch.
  @inline(always)
  private func run(
    _ first: consuming Step, _ candidates: inout Candidates, chain: RedirectChain,
    started: Duration?
  ) async -> RouteOutcome {
    var step = consume first
    while true {
      switch consume step {
      case .end(let request, let outcome):
        return await finish(request, consume outcome)
      case .attempt(var request):
        let attempted = await attempt(&request, chain: chain, started: started)
        switch consume attempted {
        case .finished(let outcome):
          return await finish(request, consume outcome)
        case .declined(let reason, let route):
          step = nextStep(&candidates, declined: route, reason, request: request, chain: chain)
        }
      }
    }
  }

  /// Reports that `url` arrived from `origin`, and which routes may serve it.
  @inline(never)
  private func admit(_ url: RouteURL, origin: LinkSource) throws(RouteError) -> SourceAdmission {
    emit(.received(url: url.string, source: origin))
    return try admission(of: url)
  }

  /// Which routes of the table may serve `url`.
  private func admission(of url: RouteURL) throws(RouteError) -> SourceAdmission {
    try RouteError.wrapping { () throws(MatchingError) in try snapshot.table.admission(of: url) }
  }

  /// `url` as the rewrite hooks leave it, run in order.
  private func rewritten(_ url: RouteURL) async throws(RouteError) -> RouteURL {
    var url = url
    for entry in middleware.entries where entry.calls.contains(.rewrite) {
      let text = await entry.middleware.rewrite(url)
      learn(.rewrite, of: entry)
      guard let text, text != url.string else { continue }
      let rewritten = try RouteURL(
        reading: text, maximumLength: router.configuration.maximumURLLength)
      emit(.rewritten(from: url.string, to: text))
      url = rewritten
    }
    return url
  }

  /// Where a dispatch is in its candidates: the routes that match in dispatch order, then the
  /// fallback.
  private struct Candidates {
    /// The URL every candidate is tried for, when a `before` hook may replace the request that
    /// carries it (`nil`: the declined request's URL is this one).
    let url: RouteURL?
    let admission: SourceAdmission
    let origin: LinkSource
    /// An internal-only route that matched but may not serve the origin.
    var blocked: RouteRecord?

    init(url: RouteURL?, admission: SourceAdmission, origin: LinkSource) {
      self.url = url
      self.admission = admission
      self.origin = origin
    }
  }

  /// What a dispatch does next.
  private enum Step {
    /// Run the `before` chain and the handler for the request: its route's, or the fallback
    /// for a request without a route.
    case attempt(RouteRequest)
    /// End with the outcome, for the request.
    case end(RouteRequest, RouteOutcome)
  }

  /// The first candidate's step for `url`; `found` is that candidate when the caller has
  /// looked it up already.
  @inline(never)
  private func firstStep(
    _ url: consuming RouteURL, found: consuming RouteMatch?, _ candidates: inout Candidates,
    chain: RedirectChain
  ) -> Step {
    if let found = consume found {
      return step(found, url, &candidates, chain: chain)
    }
    let match: MatchCore?
    do throws(MatchingError) {
      match = try snapshot.tableStorage.firstMatch(
        url, admission: candidates.admission, origin: candidates.origin,
        blockedInternalOnly: &candidates.blocked, scratch: PCRE2MatchScratch.current)
    } catch {
      let text = url.string
      return .end(unmatched(url, candidates, chain), reject(text, RouteError(error)))
    }
    return step(match.map(RouteMatch.init), url, &candidates, chain: chain)
  }

  /// The step after the candidate of `route` (`nil`: the fallback) declined with `reason`;
  /// `request` is the declined request.
  @inline(never)
  private func nextStep(
    _ candidates: inout Candidates, declined route: Route?, _ reason: String,
    request: RouteRequest, chain: RedirectChain
  ) -> Step {
    let url = candidates.url ?? request.url
    guard let route else {
      emit(.declined(url: url.string, route: "fallback", reason: reason))
      emit(.notFound(url: url.string))
      return .end(request, .notFound(url.string))
    }
    emit(.declined(url: url.string, route: route.pattern, reason: reason))
    // A declined candidate is rare: the next one comes from the route-by-route reference.
    let storage = snapshot.tableStorage
    let match: MatchCore?
    do throws(MatchingError) {
      if let record = storage.byExpression[route.expression] {
        match = try storage.nextMatch(
          url, after: record, admission: candidates.admission, origin: candidates.origin,
          blockedInternalOnly: &candidates.blocked)
      } else {
        match = nil
      }
    } catch {
      return .end(unmatched(copy url, candidates, chain), reject(url.string, RouteError(error)))
    }
    return step(match.map(RouteMatch.init), url, &candidates, chain: chain)
  }

  /// The step for the candidate `match` on `url`, or, with none left, for the fallback.
  @inline(__always)
  private func step(
    _ match: consuming RouteMatch?, _ url: consuming RouteURL, _ candidates: inout Candidates,
    chain: RedirectChain
  ) -> Step {
    if let match = consume match {
      emit(.matched(url: url.string, route: match.route.pattern))
      return .attempt(
        makeRequest(url, origin: candidates.origin, record: match.record, match.captures, chain))
    }
    if let blocked = candidates.blocked {
      let text = url.string
      return .end(
        unmatched(url, candidates, chain),
        reject(text, .internalOnlyRoute(url: text, pattern: blocked.expression.pattern)))
    }
    return .attempt(unmatched(url, candidates, chain))
  }

  /// The request for `url` without a route: for the fallback, and for `after` when the URL
  /// ends before a route took it.
  private func unmatched(
    _ url: consuming RouteURL, _ candidates: Candidates, _ chain: RedirectChain
  ) -> RouteRequest {
    makeRequest(url, origin: candidates.origin, record: nil, CaptureRanges(), chain)
  }

  /// The request for `url` matched by the route of `record` (`nil` for none) with `captures`
  /// in its path.
  private func makeRequest(
    _ url: consuming RouteURL, origin: LinkSource, record: RouteRecord?,
    _ captures: CaptureRanges, _ chain: RedirectChain
  ) -> RouteRequest {
    RouteRequest(
      url: url, source: origin, record: record, captures: captures,
      primitiveParameters: primitiveParameters, attributes: attributes, callback: callback,
      redirects: chain.urls)
  }

  /// How one candidate went.
  private enum Attempt {
    /// The candidate of the route (`nil`: the fallback) declined, for the reason given.
    case declined(String, Route?)
    /// The outcome, for the request as the `before` chain left it.
    case finished(RouteOutcome)
  }

  /// Runs the `before` chain and the handler for one candidate request, leaving `request` as
  /// the `before` chain changed it; a redirect route redirects at once, without the `before`
  /// chain (its target gets its own).
  @inline(__always)
  private func attempt(
    _ request: inout RouteRequest, chain: RedirectChain, started: Duration?
  ) async -> Attempt {
    let route = request.route
    // The route's handler when it is a closure handler (most are), called directly; otherwise
    // the handler of the route, or the fallback (`nil` when there is none).
    let closure = route?.closureHandler
    var handler: (any RouteHandler)? = nil
    if closure == nil {
      switch route?.action {
      case .redirect(let target)?:
        return .finished(await redirect(request, to: target, chain: chain))
      case .handler(let routeHandler)?:
        handler = routeHandler
      case nil:
        handler = snapshot.fallback
      }
    }
    if middleware.runsBefore, let stopped = await before(&request, chain: chain, started: started) {
      return .finished(stopped.at(route))
    }
    let response: RouteResponse
    do {
      if let closure {
        guard closure.shouldHandle(request) else {
          return .declined("shouldHandle returned false", route)
        }
        response = try await closure.handle(request)
      } else {
        guard let handler else {
          emit(.notFound(url: request.url.string))
          return .finished(.notFound(request.url.string))
        }
        guard handler.shouldHandle(request) else {
          return .declined("shouldHandle returned false", route)
        }
        response = try await handler.handle(request)
      }
    } catch {
      return failed(request, error, route: route)
    }
    emit(handled(request, response, started))
    return .finished(.handled(response, at: route, byHandler: true))
  }

  /// What a handler's `error` means: a decline, or the end of the request.
  @inline(never)
  private func failed(_ request: RouteRequest, _ error: any Error, route: Route?) -> Attempt {
    if let decline = error as? RouteDecline { return .declined(decline.reason, route) }
    let error =
      error as? RouteError ?? .handlerFailed(url: request.url.string, message: "\(error)")
    return .finished(reject(request.url.string, error).at(route, byHandler: true))
  }

  /// Follows the redirect of a redirect route, which carries the matched parameters over.
  ///
  /// Never inlined: a redirect route is rare, and the dispatch, inlined into `handle`, stays
  /// smaller without its steps.
  @inline(never)
  private func redirect(
    _ request: RouteRequest, to target: RedirectTarget, chain: RedirectChain
  ) async -> RouteOutcome {
    do {
      let url = try RouteError.wrapping { () throws(MatchingError) in
        try target.url(from: request.pathParameters, query: request.url.query.rawValue)
      }
      return await redirect(request, to: url, chain: chain).at(request.route)
    } catch {
      return reject(request.url.string, error).at(request.route)
    }
  }

  /// Runs the `before` hooks in order on `request`; returns the outcome when one stops it (its
  /// route is set by the caller), `nil` when the request goes on to the handler.
  private func before(
    _ request: inout RouteRequest, chain: RedirectChain, started: Duration?
  ) async -> RouteOutcome? {
    for entry in middleware.entries where entry.calls.contains(.before) {
      let decision = await entry.middleware.before(request)
      learn(.before, of: entry)
      switch decision {
      case .continue:
        continue
      case .continueWith(let changed):
        request = changed
      case .redirect(let target):
        return await redirect(request, to: target, chain: chain)
      case .reject(let error):
        return reject(request.url.string, error).stopped(
          byMiddlewareOfType: type(of: entry.middleware))
      case .respond(let response):
        emit(handled(request, response, started))
        return RouteOutcome.handled(response, at: nil, byHandler: false)
          .stopped(byMiddlewareOfType: type(of: entry.middleware))
      }
    }
    return nil
  }

  /// Ends the dispatch of an admitted URL, in the order of the Routing semantics article, *The
  /// after chain*: the caller's callback fires (if nothing fired it yet), then the `after` chain
  /// runs, once.
  @inline(__always)
  private func finish(_ request: RouteRequest, _ outcome: consuming RouteOutcome) async
    -> RouteOutcome
  {
    callback?.fire(with: outcome)
    if middleware.runsAfter {
      await after(request, outcome)
    }
    return outcome
  }

  /// Runs the `after` hooks in order.
  private func after(_ request: RouteRequest, _ outcome: RouteOutcome) async {
    for entry in middleware.entries where entry.calls.contains(.after) {
      await entry.middleware.after(request, outcome: outcome)
      learn(.after, of: entry)
    }
  }

  /// Tells the router that `hook` of `entry` has run, the first time it runs: the router then
  /// knows whether it is the default, to skip from now on.
  @inline(__always)
  private func learn(_ hook: MiddlewareHooks, of entry: MiddlewareEntry) {
    if entry.unknown.contains(hook) { router.learnHook(hook, of: entry) }
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
    _ request: RouteRequest, _ response: RouteResponse, _ started: Duration?
  ) -> RouteEvent {
    .handled(
      url: request.url.string, route: request.route?.pattern, response: response,
      duration: started.map { Self.now - $0 } ?? .zero)
  }

  /// Reports an event to every middleware that observes events; without one, the event is not
  /// even made.
  func emit(_ event: @autoclosure () -> RouteEvent) {
    guard !middleware.observers.isEmpty else { return }
    let event = event()
    for observer in middleware.observers {
      observer.observe(event)
    }
  }
}
