import Foundation

extension Router {
  /// Handles a URL: normalize, rewrite, match, run the middleware and the handler.
  ///
  /// ```swift
  /// let outcome = await router.handle("myapp://product/42", parameters: ["source": "push"]) {
  ///   response in print("done:", response)
  /// }
  /// ```
  ///
  /// Every call ends with exactly one outcome, and `callback` fires exactly once: with the
  /// handler's response (or what the handler passed to it first), a middleware's response, or
  /// a failure response carrying the error. It fires when the handler returns, before the
  /// middleware's `after` chain.
  ///
  /// When the URL carries `x-success`, `x-error` or `x-cancel`, the callback URL for the
  /// response's status is dispatched afterwards with the response, but only if the URL reached
  /// a handler and the callback URL comes from an accepted source: a refused URL has no side
  /// effects. ``RouteOutcome/callbackURL`` says what became of it.
  ///
  /// The call runs on the caller's executor (`nonisolated(nonsending)`), with no executor hop
  /// of its own.
  ///
  /// - Parameters:
  ///   - url: a URL or an internal path.
  ///   - parameters: primitive parameters: native values that no URL can override.
  ///   - attributes: what the call carries to its request for handlers and middleware, beside
  ///     the parameters (a delivery identifier, where the link came from).
  ///   - callback: the caller's callback (WLRRouter's `targetCallBack`).
  /// - Returns: the outcome; errors come as ``RouteOutcome/rejected(_:)``.
  ///
  /// The defaults are spelled `Dictionary()`, not `[:]`: a caller evaluates a default on every
  /// call, and the empty literal is a call of `init(dictionaryLiteral:)`, which is not inlined.
  @discardableResult
  public func handle(
    _ url: String, parameters: [String: any Sendable] = Dictionary(),
    attributes: RequestAttributes = RequestAttributes(),
    callback: (@Sendable (RouteResponse) -> Void)? = nil
  ) async -> RouteOutcome {
    // No callback is made for a caller that passes none.
    let once = RouteCallback.wrapping(callback)
    // While the router is idle (no middleware to run, no intake stage taking links), the
    // first candidate is looked up in the snapshot's table at once, and the snapshot is not
    // kept.
    // The request is written where `handle` keeps it, not returned through `withCurrent`'s
    // generic result, which copied it.
    var snapshot: RouterSnapshot?
    var first: RouteRequest?
    publisher.withCurrent(as: RouterSnapshot.self) { current, scratch in
      guard current.servesDirectly else {
        snapshot = current
        return
      }
      var answer = InPlaceAnswer()
      let found = current.tableStorage.firstCandidate(of: url, scratch: scratch, into: &answer)
      if case .matched = answer.status {
        first = RouteRequest(
          &answer, of: url, primitiveParameters: parameters, attributes: attributes,
          callback: once)
      } else if let found {
        first = RouteRequest(
          found, primitiveParameters: parameters, attributes: attributes, callback: once)
      }
    }
    if let intake = snapshot?.intake, intake.isTakingLinks {
      let link = IncomingLink(
        url: url, parameters: parameters, attributes: attributes, callback: once)
      return await intake.take(link, on: self)
    }
    return await dispatch(
      url, parameters: parameters, attributes: attributes, callback: once,
      first: consume first, snapshot: snapshot)
  }

  /// Dispatches `link`, which the intake stages passed on, now: no stage is asked again.
  package func dispatch(_ link: IncomingLink) async -> RouteOutcome {
    await dispatch(
      link.url, parameters: link.parameters, attributes: link.attributes,
      callback: link.callback, first: nil, snapshot: snapshot)
  }

  /// What `handle` does once the URL is not held: dispatch, complete the callback, follow
  /// x-callback-url. `first` is the first candidate, looked up while the router was idle
  /// (`snapshot` is `nil` then); otherwise `snapshot` is what the dispatch works on.
  @inline(__always)
  private func dispatch(
    _ url: String, parameters: [String: any Sendable], attributes: RequestAttributes,
    callback once: RouteCallback?, first: consuming RouteRequest?, snapshot: RouterSnapshot?
  ) async -> RouteOutcome {
    // The common case, an internal path or an accepted app scheme's or web origin's canonical
    // URL whose first candidate has a handler while the router is idle, takes the direct
    // way; a closure handler (most are) is called without an existential call. `first` is
    // the request for the first candidate, made where it was found.
    let remaining: RouteMatch?
    if let request = consume first {
      if let closure = request.matchedRoute.closureHandler {
        return await dispatchDirectly(request, to: closure)
      }
      if case .handler(let handler) = request.matchedRoute.action {
        return await dispatchDirectly(request, to: handler)
      }
      remaining = request.match
    } else {
      remaining = nil
    }
    let idle = snapshot == nil
    let snapshot = snapshot ?? self.snapshot
    let dispatcher = Dispatcher(
      router: self, snapshot: snapshot, primitiveParameters: parameters,
      attributes: attributes, callback: once)
    let started = dispatcher.startTime
    // The first candidate is looked up once: above while the router is idle, here when no
    // middleware rewrites URLs.
    let found: RouteMatch?
    if idle {
      found = consume remaining
    } else if snapshot.middleware.rewrites {
      found = nil
    } else {
      found = firstCandidate(
        of: url, in: snapshot.tableStorage, scratch: PCRE2MatchScratch.current)
    }
    let parsed: RouteURL
    if let foundURL = found?.url {
      parsed = foundURL
    } else {
      do {
        parsed = try RouteURL(reading: url, maximumLength: configuration.maximumURLLength)
      } catch {
        let outcome = dispatcher.refuseUnreadable(url, error)
        once?.fire(with: outcome)
        return outcome
      }
    }
    // Only a URL with a query can name a callback URL (x-callback-url): the URL is kept for
    // that, and otherwise handed on.
    let queried = parsed.hasQuery ? parsed : nil
    var outcome = await dispatcher.dispatch(
      consume parsed, origin: nil, chain: RedirectChain(), found: consume found, started: started)
    once?.fire(with: outcome)
    if let queried {
      await followCallbackURL(of: queried, into: &outcome, dispatcher: dispatcher)
    }
    return outcome
  }

  /// Dispatches `request`, made of the first candidate, whose route has the handler `handler`,
  /// while the router is idle: the steps of the whole way that do something then (ask the
  /// handler, fire the callback, follow x-callback-url), without the dispatcher's, which carry
  /// the request through an enum per step. A handler that declines or fails hands the request
  /// to the dispatcher, which goes on from there.
  @inline(__always)
  private func dispatchDirectly<Handler: RouteHandler>(
    _ request: RouteRequest, to handler: Handler
  ) async -> RouteOutcome {
    var outcome: RouteOutcome
    do {
      guard handler.shouldHandle(request) else {
        return await dispatchOnward(after: request, thrown: nil)
      }
      // The response goes straight into the outcome.
      outcome = .handled(try await handler.handle(request), at: request.route, byHandler: true)
    } catch {
      return await dispatchOnward(after: request, thrown: error)
    }
    request.callerCallback?.fire(with: outcome)
    if request.url.hasQuery {
      await followCallbackURL(of: request.url, into: &outcome, dispatcher: nil)
    }
    return outcome
  }

  /// The rest of a direct dispatch whose handler declined `request` or failed (`error`), and
  /// the x-callback-url its URL names.
  @inline(never)
  private func dispatchOnward(
    after request: RouteRequest, thrown error: (any Error)?
  ) async -> RouteOutcome {
    let dispatcher = Dispatcher(
      router: self, primitiveParameters: request.primitiveParameters,
      attributes: request.attributes, callback: request.callerCallback)
    // The dispatcher ends it through its `finish`, which fires the callback.
    var outcome = await dispatcher.dispatchOnward(after: request, thrown: error)
    if request.url.hasQuery {
      await followCallbackURL(of: request.url, into: &outcome, dispatcher: dispatcher)
    }
    return outcome
  }

  /// Sets the x-callback-url outcome of `outcome`, for `url`, the URL handed to `handle`:
  /// what became of the callback URL it names, dispatched when the rules allow it. Events go
  /// to `dispatcher`'s observers (a dispatcher on the current snapshot when `nil`).
  @inline(never)
  private func followCallbackURL(
    of url: RouteURL, into outcome: inout RouteOutcome, dispatcher: Dispatcher?
  ) async {
    let dispatcher = dispatcher ?? Dispatcher(router: self)
    outcome.callbackURL = await XCallback(router: self, dispatcher: dispatcher)
      .follow(url, outcome: outcome)
  }

  /// Handles a Foundation `URL` (its absolute string).
  @discardableResult
  public func handle(
    _ url: URL, parameters: [String: any Sendable] = Dictionary(),
    attributes: RequestAttributes = RequestAttributes(),
    callback: (@Sendable (RouteResponse) -> Void)? = nil
  ) async -> RouteOutcome {
    await handle(
      url.absoluteString, parameters: parameters, attributes: attributes, callback: callback)
  }

  /// Handles a URL for callers that are not `async`; `completion` receives the outcome once.
  public func handle(
    _ url: String, parameters: [String: any Sendable] = Dictionary(),
    attributes: RequestAttributes = RequestAttributes(),
    callback: (@Sendable (RouteResponse) -> Void)? = nil,
    completion: @escaping @Sendable (RouteOutcome) -> Void
  ) {
    Task {
      completion(
        await handle(url, parameters: parameters, attributes: attributes, callback: callback))
    }
  }

  /// Handles a Foundation `URL` for callers that are not `async`.
  public func handle(
    _ url: URL, parameters: [String: any Sendable] = Dictionary(),
    attributes: RequestAttributes = RequestAttributes(),
    callback: (@Sendable (RouteResponse) -> Void)? = nil,
    completion: @escaping @Sendable (RouteOutcome) -> Void
  ) {
    handle(
      url.absoluteString, parameters: parameters, attributes: attributes, callback: callback,
      completion: completion)
  }

  /// Dispatches a URL that comes from `origin` (kept through rewrites and redirects), for a
  /// feature that resumes a request, such as the authentication gate.
  package func dispatch(
    _ url: String, from origin: LinkSource, parameters: [String: any Sendable],
    attributes: RequestAttributes
  ) async -> RouteOutcome {
    let dispatcher = Dispatcher(
      router: self, primitiveParameters: parameters, attributes: attributes, callback: nil)
    return await dispatcher.dispatch(url, origin: origin, chain: RedirectChain())
  }

  /// Ends a call for `text`, which no URL could be made of, as `handle` ends an unreadable
  /// URL: a `received` and a `rejected` event, the callback fired with the failure, no
  /// middleware; for a feature that turns values into URLs, such as typed routes.
  package func refuse(
    _ text: String, _ error: RouteError, parameters: [String: any Sendable],
    attributes: RequestAttributes, callback: (@Sendable (RouteResponse) -> Void)?
  ) -> RouteOutcome {
    let once = RouteCallback.wrapping(callback)
    let outcome = Dispatcher(
      router: self, primitiveParameters: parameters, attributes: attributes, callback: once
    ).refuseUnreadable(text, error)
    once?.fire(with: outcome)
    return outcome
  }

  /// Reports `event` to the middleware that observe events, as a dispatch does.
  package func emit(_ event: @autoclosure () -> RouteEvent) {
    Dispatcher(router: self).emit(event())
  }
}
