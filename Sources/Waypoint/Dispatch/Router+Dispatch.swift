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
  /// - Parameters:
  ///   - url: a URL or an internal path.
  ///   - parameters: primitive parameters: native values that no URL can override.
  ///   - callback: the caller's callback (WLRRouter's `targetCallBack`).
  /// - Returns: the outcome; errors come as ``RouteOutcome/rejected(_:)``.
  @discardableResult
  public func handle(
    _ url: String, parameters: [String: any Sendable] = [:],
    callback: (@Sendable (RouteResponse) -> Void)? = nil
  ) async -> RouteOutcome {
    // No callback is made for a caller that passes none.
    let once = RouteCallback.wrapping(callback)
    // The closure that a held URL keeps for later is made only while the router holds URLs: a
    // running router pays one atomic load here, and no allocation.
    if deferredLinks.isHolding {
      let dispatch = { @Sendable in
        await self.dispatch(url, parameters: parameters, callback: once)
      }
      if let held = await holdIfSuspended(url, callback: once, dispatch: dispatch) { return held }
    }
    return await dispatch(url, parameters: parameters, callback: once)
  }

  /// What `handle` does once the URL is not held: dispatch, complete the callback, follow
  /// x-callback-url.
  @inline(__always)
  private func dispatch(
    _ url: String, parameters: [String: any Sendable], callback once: RouteCallback?
  ) async -> RouteOutcome {
    // The middleware as it is when the call begins: while none is active, no lock is taken.
    let idle = !middlewareActive.load()
    let first = idle ? firstCandidate(of: url) : nil
    // The common case, an internal path or an accepted app scheme's or web origin's canonical
    // URL whose first candidate has a handler while no middleware is active, takes the direct
    // way; a closure handler (most are) is called without an existential call.
    if let route = first?.route {
      if let closure = route.closureHandler {
        return await dispatchDirectly(
          consume first, to: closure, parameters: parameters, callback: once)
      }
      if case .handler(let handler) = route.action {
        return await dispatchDirectly(
          consume first, to: handler, parameters: parameters, callback: once)
      }
    }
    let dispatcher = Dispatcher(
      router: self, middleware: idle ? .none : middlewareStack, primitiveParameters: parameters,
      callback: once)
    let started = dispatcher.startTime
    // The first candidate is looked up once: above while no middleware is active, here when no
    // middleware rewrites URLs.
    let found: RouteMatch?
    if idle {
      found = consume first
    } else {
      found = dispatcher.middleware.rewrites ? nil : firstCandidate(of: url)
    }
    let parsed: RouteURL
    if let foundURL = found?.url {
      parsed = foundURL
    } else {
      do {
        parsed = try RouteURL(url, maximumLength: configuration.maximumURLLength)
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
      outcome.callbackURL = await XCallback(router: self, dispatcher: dispatcher)
        .follow(queried, outcome: outcome)
    }
    return outcome
  }

  /// Dispatches a URL whose first candidate, `found`, has the handler `handler`, while no
  /// middleware is active: the steps of the whole way that do something then (make the
  /// request, ask the handler, fire the callback, follow x-callback-url), without the
  /// dispatcher's, which carry the request through an enum per step. A handler that declines
  /// or fails hands the request to the dispatcher, which goes on from there.
  @inline(__always)
  private func dispatchDirectly<Handler: RouteHandler>(
    _ found: consuming RouteMatch?, to handler: Handler,
    parameters: [String: any Sendable], callback once: RouteCallback?
  ) async -> RouteOutcome {
    guard let found = consume found else { preconditionFailure("no first candidate") }
    let request = RouteRequest(consume found, primitiveParameters: parameters, callback: once)
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
    once?.fire(with: outcome)
    if request.url.hasQuery {
      let dispatcher = Dispatcher(
        router: self, middleware: .none, primitiveParameters: parameters, callback: once)
      outcome.callbackURL = await XCallback(router: self, dispatcher: dispatcher)
        .follow(request.url, outcome: outcome)
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
      router: self, middleware: .none, primitiveParameters: request.primitiveParameters,
      callback: request.callerCallback)
    // The dispatcher ends it through its `finish`, which fires the callback.
    var outcome = await dispatcher.dispatchOnward(after: request, thrown: error)
    if request.url.hasQuery {
      outcome.callbackURL = await XCallback(router: self, dispatcher: dispatcher)
        .follow(request.url, outcome: outcome)
    }
    return outcome
  }

  /// The first candidate for `url`, from `match`, whose shortcut for a canonical URL beats
  /// parsing the URL and looking it up in the dispatch: for an internal path, or for a URL of
  /// an accepted app scheme or web origin that the shortcut answers. `nil` for any other URL,
  /// and for a URL that `match` refuses or finds no route for: those take the whole way, which
  /// reports them with their events.
  ///
  /// From another source than the app itself, an internal-only route may match first, which
  /// `match` passes over but a dispatch must remember (a URL that reaches it ends refused when
  /// every later candidate declines): the shortcut answers such a URL only when no route is
  /// restricted to a source and the route it finds is not internal-only, so that no route
  /// comes before it in dispatch order.
  func firstCandidate(of url: String) -> RouteMatch? {
    // A string that starts with `/` has no scheme: it is an internal path, or refused.
    if url.utf8.first == UInt8(ascii: "/") { return try? match(url) }
    guard let fast = matchInPlace(url), let components = fast.components, fast.isAnswered
    else { return nil }
    return routeMatch(fast, of: url, components: components)
  }

  /// Handles a Foundation `URL` (its absolute string).
  @discardableResult
  public func handle(
    _ url: URL, parameters: [String: any Sendable] = [:],
    callback: (@Sendable (RouteResponse) -> Void)? = nil
  ) async -> RouteOutcome {
    await handle(url.absoluteString, parameters: parameters, callback: callback)
  }

  /// Handles a URL for callers that are not `async`; `completion` receives the outcome once.
  public func handle(
    _ url: String, parameters: [String: any Sendable] = [:],
    callback: (@Sendable (RouteResponse) -> Void)? = nil,
    completion: @escaping @Sendable (RouteOutcome) -> Void
  ) {
    Task {
      completion(await handle(url, parameters: parameters, callback: callback))
    }
  }

  /// Handles a Foundation `URL` for callers that are not `async`.
  public func handle(
    _ url: URL, parameters: [String: any Sendable] = [:],
    callback: (@Sendable (RouteResponse) -> Void)? = nil,
    completion: @escaping @Sendable (RouteOutcome) -> Void
  ) {
    handle(url.absoluteString, parameters: parameters, callback: callback, completion: completion)
  }

  /// Dispatches a URL that comes from `origin` (kept through rewrites and redirects), for
  /// middleware that resumes a request, such as the authentication gate.
  func resume(
    _ url: String, origin: LinkSource, parameters: [String: any Sendable]
  ) async -> RouteOutcome {
    let dispatcher = Dispatcher(router: self, primitiveParameters: parameters, callback: nil)
    return await dispatcher.dispatch(url, origin: origin, chain: RedirectChain())
  }
}
