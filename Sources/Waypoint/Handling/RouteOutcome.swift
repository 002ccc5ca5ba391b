/// How one `handle` call ended: exactly one outcome per call.
public enum RouteOutcome: Sendable, CustomStringConvertible {
  /// A handler (or a middleware) responded.
  case handled(RouteResponse)
  /// The URL was redirected to `to`, whose own dispatch ended with `outcome`.
  indirect case redirected(to: String, outcome: RouteOutcome)
  /// A middleware, the source policy, a limit or a handler's error stopped the request.
  case rejected(RouteError)
  /// No route took the URL and there is no fallback handler.
  case notFound(String)

  /// The response of a handled request, following redirects; `nil` otherwise.
  public var response: RouteResponse? {
    switch self {
    case .handled(let response): return response
    case .redirected(_, let outcome): return outcome.response
    case .rejected, .notFound: return nil
    }
  }

  /// What the caller's callback and x-callback-url receive: the response, or a failure with
  /// the error.
  var callbackResponse: RouteResponse {
    switch final {
    case .handled(let response): return response
    case .rejected(let error): return .failure(error)
    case .notFound(let url): return .failure(.notFound(url))
    case .redirected: preconditionFailure("the end of a redirect chain is not a redirect")
    }
  }

  /// The outcome at the end of the redirect chain.
  public var final: RouteOutcome {
    if case .redirected(_, let outcome) = self { return outcome.final }
    return self
  }

  /// The error of a rejected or not found request, following redirects; `nil` otherwise.
  public var error: RouteError? {
    switch final {
    case .rejected(let error): return error
    case .notFound(let url): return .notFound(url)
    case .handled, .redirected: return nil
    }
  }

  /// `handled: success`, `redirected to /x -> ...`, `rejected: ...` or `not found: /x`.
  public var description: String {
    switch self {
    case .handled(let response): return "handled: \(response)"
    case .redirected(let target, let outcome): return "redirected to \(target) -> \(outcome)"
    case .rejected(let error): return "rejected: \(error)"
    case .notFound(let url): return "not found: \(url)"
    }
  }
}
