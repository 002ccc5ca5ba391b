/// How one `handle` call ended: exactly one outcome per call.
///
/// Everything a caller or a test asks of an outcome is a property, so no `if case` is needed:
///
/// ```swift
/// let outcome = await router.handle("myapp://item/42?x-success=myapp%3A%2F%2Fdone")
/// outcome.kind                  // .redirected (a redirect route sent it on)
/// outcome.redirects             // ["/product/42?x-success=myapp%3A%2F%2Fdone"]
/// outcome.final.kind            // .handled
/// outcome.route?.pattern        // "/product/:id", the route that took the last URL
/// outcome.response?.values      // what its handler answered
/// outcome.error                 // nil
/// outcome.callbackURL?.kind     // .dispatched: myapp://done was handled too
/// ```
public struct RouteOutcome: Sendable, CustomStringConvertible {
  /// What kind of ending an outcome is: comparable, for tests and `switch`.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A handler (or a middleware) responded.
    case handled
    /// The URL was redirected; ``RouteOutcome/next`` is the new URL's own outcome.
    case redirected
    /// A middleware, the source policy, a limit or a handler's error stopped the request.
    case rejected
    /// No route took the URL and there is no fallback handler (or it declined).
    case notFound
  }

  /// How this outcome ended; a redirect is ``Kind/redirected`` whatever its target did (see
  /// ``final``).
  public var kind: Kind {
    switch ending {
    case .handled: return .handled
    case .redirected: return .redirected
    case .rejected: return .rejected
    case .notFound: return .notFound
    }
  }

  private enum Ending: Sendable {
    case handled(RouteResponse)
    /// The target's own outcome is ``RouteOutcome/redirectOutcome``.
    case redirected(to: String)
    case rejected(RouteError)
    case notFound(String)
  }

  private let ending: Ending
  /// The redirect target's own outcome, for a redirected outcome (`nil` for every other).
  /// Kept beside the ending, not in it: the ending holds a response, whose payload has a size
  /// the compiler does not know, so that even asking the ending for its case copied it, and
  /// ``route`` and ``response`` ask whether the outcome was redirected.
  private let redirectOutcome: Boxed<RouteOutcome>?
  /// The route the request was matched to when this step ended, `nil` for none.
  private let ownRoute: Route?
  /// Whether a handler (a route's or the fallback) produced this step's response or error.
  let reachedHandler: Bool

  /// What became of the x-callback-url callback URL that the handled URL named (`x-success`,
  /// `x-error` or `x-cancel` for the response's status); `nil` when it named none, or could not
  /// be read. Set on the outcome ``Router/handle(_:parameters:attributes:callback:)-(String,_,_,_)``
  /// returns, not on the outcomes middleware sees.
  public internal(set) var callbackURL: CallbackURLOutcome? {
    get { rare?.value.callbackURL }
    set { rare = Rare.boxed(callbackURL: newValue, middleware: rare?.value.middleware) }
  }

  /// The type name of the middleware whose `before` hook ended this step (it rejected the
  /// request or responded itself), following redirects; `nil` when no middleware did. Receipts
  /// name it as what rejected a link.
  package var stoppingMiddleware: String? { final.rare?.value.middleware }

  /// What few outcomes carry (a callback URL's outcome, the middleware that stopped the
  /// request), behind one reference: every outcome is copied up through the dispatch, so
  /// inline fields (40 bytes for the callback URL's outcome alone) made every copy larger.
  private var rare: Boxed<Rare>?

  /// The parts of ``rare``.
  private struct Rare: Sendable {
    var callbackURL: CallbackURLOutcome?
    var middleware: String?

    /// A box of the parts, `nil` when both are `nil`.
    static func boxed(callbackURL: CallbackURLOutcome?, middleware: String?) -> Boxed<Rare>? {
      guard callbackURL != nil || middleware != nil else { return nil }
      return Boxed(Rare(callbackURL: callbackURL, middleware: middleware))
    }
  }

  private init(
    _ ending: Ending, redirectOutcome: Boxed<RouteOutcome>? = nil, route: Route?,
    reachedHandler: Bool, rare: Boxed<Rare>? = nil
  ) {
    self.ending = ending
    self.redirectOutcome = redirectOutcome
    self.ownRoute = route
    self.reachedHandler = reachedHandler
    self.rare = rare
  }

  /// A handler (or a middleware) responded with `response`.
  public static func handled(_ response: RouteResponse) -> RouteOutcome {
    RouteOutcome(.handled(response), route: nil, reachedHandler: false)
  }

  /// The URL was redirected to `target`, whose own dispatch ended with `outcome`.
  public static func redirected(to target: String, outcome: RouteOutcome) -> RouteOutcome {
    RouteOutcome(
      .redirected(to: target), redirectOutcome: Boxed(outcome), route: nil,
      reachedHandler: false)
  }

  /// The request was stopped with `error`.
  public static func rejected(_ error: RouteError) -> RouteOutcome {
    RouteOutcome(.rejected(error), route: nil, reachedHandler: false)
  }

  /// No route took `url`.
  public static func notFound(_ url: String) -> RouteOutcome {
    RouteOutcome(.notFound(url), route: nil, reachedHandler: false)
  }

  /// `response` for a request matched to `route`, made in one step (the hot path of dispatch);
  /// `byHandler` when a handler produced it.
  static func handled(
    _ response: consuming RouteResponse, at route: Route?, byHandler: Bool
  ) -> RouteOutcome {
    RouteOutcome(.handled(response), route: route, reachedHandler: byHandler)
  }

  /// This outcome for a request matched to `route`; `byHandler` when a handler produced it.
  func at(_ route: Route?, byHandler: Bool = false) -> RouteOutcome {
    RouteOutcome(
      ending, redirectOutcome: redirectOutcome, route: route, reachedHandler: byHandler,
      rare: rare)
  }

  /// This outcome, ended by the `before` hook of the middleware whose type is `middleware` (a
  /// rejection or a response of its own).
  func stopped(byMiddlewareOfType middleware: Any.Type) -> RouteOutcome {
    var outcome = self
    outcome.rare = Rare.boxed(
      callbackURL: rare?.value.callbackURL, middleware: String(describing: middleware))
    return outcome
  }

  /// Whether a handler (a route's or the fallback) produced the response or the error at the
  /// end of the redirect chain: `false` for a middleware's response or rejection, a refusal
  /// before matching, a URL nothing took, or a dropped link.
  package var finalReachedHandler: Bool { final.reachedHandler }

  /// The outcome at the end of the redirect chain.
  public var final: RouteOutcome {
    var outcome = self
    while let next = outcome.next { outcome = next }
    return outcome
  }

  /// The redirect target's own outcome, for a redirected outcome; `nil` otherwise.
  public var next: RouteOutcome? { redirectOutcome?.value }

  /// The redirect target, for a redirected outcome; `nil` otherwise.
  public var redirectTarget: String? {
    if case .redirected(let target) = ending { return target }
    return nil
  }

  /// The URLs the request was redirected to, in order; empty when it was not redirected.
  public var redirects: [String] {
    var targets: [String] = []
    var outcome = self
    while let target = outcome.redirectTarget, let next = outcome.next {
      targets.append(target)
      outcome = next
    }
    return targets
  }

  /// The response of a handled request, following redirects; `nil` otherwise.
  public var response: RouteResponse? {
    if let next { return next.response }
    switch ending {
    case .handled(let response): return response
    case .redirected, .rejected, .notFound: return nil
    }
  }

  /// The error of a rejected or not found request, following redirects; `nil` otherwise.
  public var error: RouteError? {
    switch final.ending {
    case .rejected(let error): return error
    case .notFound(let url): return .notFound(url)
    case .handled, .redirected: return nil
    }
  }

  /// The route that took the last URL of the request, following redirects: the route whose
  /// handler answered or failed, or whose middleware responded or rejected. `nil` for the
  /// fallback handler, a URL no route took, or a URL refused before matching (an internal-only
  /// route reached from outside is named by its error,
  /// ``RouteError/internalOnlyRoute(url:pattern:)``).
  public var route: Route? {
    guard let next else { return ownRoute }
    return next.route
  }

  /// What the caller's callback and x-callback-url receive: the response, or a failure with
  /// the error.
  var callbackResponse: RouteResponse {
    if let next { return next.callbackResponse }
    switch ending {
    case .handled(let response): return response
    case .rejected(let error): return .failure(error)
    case .notFound(let url): return .failure(.notFound(url))
    // Not reached: a redirected outcome has the target's outcome, answered above.
    case .redirected: return .ok
    }
  }

  /// `handled: success`, `redirected to /x -> ...`, `rejected: ...` or `not found: /x`.
  public var description: String {
    switch ending {
    case .handled(let response): return "handled: \(response)"
    case .redirected(let target): return "redirected to \(target) -> \(next?.description ?? "")"
    case .rejected(let error): return "rejected: \(error)"
    case .notFound(let url): return "not found: \(url)"
    }
  }
}
