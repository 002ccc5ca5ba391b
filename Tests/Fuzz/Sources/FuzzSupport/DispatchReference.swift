import WaypointRouting

/// What `router.handle(url)` should end with, worked out from ``ReferenceRouter`` and the dispatch
/// rules of the Routing semantics article, *Dispatch*, for a router without middleware or fallback
/// whose handlers are ``RecordingHandler``s.
public struct DispatchReference {
  /// An outcome, comparable: the actual ``RouteOutcome`` and the expected one meet here.
  public indirect enum Outcome: Equatable, CustomStringConvertible {
    /// A handler answered; its name.
    case handled(String)
    /// Redirected to a URL, then this.
    case redirected(to: String, Outcome)
    /// Refused, with the error's code.
    case rejected(String)
    /// No route took the URL.
    case notFound(String)

    /// The comparable form of `outcome`.
    public init(_ outcome: RouteOutcome) {
      if let target = outcome.redirectTarget, let next = outcome.next {
        self = .redirected(to: target, Outcome(next))
        return
      }
      switch outcome.kind {
      case .handled:
        self = .handled(outcome.response?.values["handler"] ?? "<no handler>")
      case .rejected:
        self = .rejected(outcome.error?.code ?? "<no error>")
      case .notFound:
        if case .notFound(let url)? = outcome.error {
          self = .notFound(url)
        } else {
          self = .notFound("<no URL>")
        }
      case .redirected:
        Invariant.fail("a redirected outcome without a target: \(outcome)")
      }
    }

    /// The outcome at the end of the redirects.
    public var final: Outcome {
      if case .redirected(_, let next) = self { return next.final }
      return self
    }

    /// A short description.
    public var description: String {
      switch self {
      case .handled(let name): return "handled by \(name)"
      case .redirected(let target, let next): return "redirected to \(target) -> \(next)"
      case .rejected(let code): return "rejected: \(code)"
      case .notFound(let url): return "not found: \(url)"
      }
    }
  }

  /// The expected outcome, and how many times a handler's `handle` should run.
  public struct Expectation {
    /// The outcome.
    public var outcome: Outcome
    /// The number of `handle` runs (declines by throwing and failures count).
    public var invocations: Int
  }

  /// The route-by-route reference.
  public let reference: ReferenceRouter
  private let targets = TargetExpressions()

  /// A reference for the router of `reference`.
  public init(_ reference: ReferenceRouter) {
    self.reference = reference
  }

  /// The redirect targets read as expressions, and the URLs built from them with placeholder
  /// values, each once: both are functions of their inputs (the target's text; the target and
  /// which parameters are filled in), and `RouteExpression.url(parameters:)` compiles the
  /// target's regex on every call.
  private final class TargetExpressions {
    private var expressions: [String: Result<RouteExpression, MatchingError>] = [:]
    private var placeholderURLs: [[String]: Result<String, MatchingError>] = [:]

    func expression(_ target: String) throws(MatchingError) -> RouteExpression {
      if let known = expressions[target] { return try known.get() }
      let read = Result { () throws(MatchingError) in try RouteExpression(target) }
      expressions[target] = read
      return try read.get()
    }

    /// `expression.url(parameters: placeholders)`, where `placeholders` give each of `names`
    /// its placeholder (see ``DispatchReference/fill(_:with:)``).
    func placeholderURL(_ expression: RouteExpression, names: [String]) throws(MatchingError)
      -> String
    {
      let key = [expression.pattern] + names
      if let known = placeholderURLs[key] { return try known.get() }
      var placeholders: [String: String] = [:]
      for (index, name) in names.enumerated() {
        placeholders[name] = DispatchReference.placeholder(index)
      }
      let built = Result { () throws(MatchingError) in
        try expression.url(parameters: placeholders)
      }
      placeholderURLs[key] = built
      return try built.get()
    }
  }

  /// What handling `text` should end with.
  ///
  /// - Parameter lookup: `reference.lookup(text)`, when the caller has it already (it is the
  ///   first step of dispatch).
  public func expectation(for text: String, lookup: ReferenceRouter.Lookup? = nil) -> Expectation {
    var invocations = 0
    let outcome = dispatch(
      lookup ?? reference.lookup(text), origin: nil, chain: [], invocations: &invocations)
    return Expectation(outcome: outcome, invocations: invocations)
  }

  /// Dispatches a URL looked up for a request from `origin` (`nil`: the URL's own source).
  private func dispatch(
    _ lookup: ReferenceRouter.Lookup, origin: LinkSource?, chain: [String],
    invocations: inout Int
  ) -> Outcome {
    let url: RouteURL
    switch lookup.url {
    case .failure(let error): return .rejected(error.code)
    case .success(let parsed): url = parsed
    }
    let candidates = lookup.candidates
    if let failure = candidates.failure { return .rejected(failure.code) }
    let origin = origin ?? url.source
    for candidate in candidates.matches {
      if let target = candidate.route.redirectTarget {
        return redirect(
          url, candidate: candidate, target: target, origin: origin, chain: chain,
          invocations: &invocations)
      }
      guard let handler = candidate.route.handler as? RecordingHandler else {
        Invariant.fail("route \(candidate.route) has a handler the reference cannot predict")
      }
      guard handler.accepts(candidate.result.parameters) else { continue }
      invocations += 1
      switch handler.behaviour {
      case .throwDecline: continue
      case .fail: return .rejected("handlerFailed")
      case .accept, .declineWhen: return .handled(handler.name)
      }
    }
    if candidates.blocked != nil { return .rejected("internalOnlyRoute") }
    return .notFound(url.string)
  }

  private func redirect(
    _ url: RouteURL, candidate: ReferenceRouter.Candidate, target: String, origin: LinkSource,
    chain: [String], invocations: inout Int
  ) -> Outcome {
    let built: String
    do throws(MatchingError) {
      built = try fill(try targets.expression(target), with: candidate.result.parameters)
    } catch {
      return .rejected(error.code)
    }
    let query = url.query.rawValue
    let next = query.isEmpty ? built : built + (built.contains("?") ? "&" : "?") + query
    let chain = chain + [Self.key(url.string)]
    if chain.contains(Self.key(next)) { return .rejected("redirectLoop") }
    if chain.count > reference.router.configuration.maximumRedirects {
      return .rejected("tooManyRedirects")
    }
    return .redirected(
      to: next,
      dispatch(
        reference.lookup(next, origin: origin), origin: origin, chain: chain,
        invocations: &invocations))
  }

  /// The redirect target `expression` filled in with the captured parameters in their encoded form
  /// (the Routing semantics article, *Redirects*: `a%2Fb` stays `a%2Fb`, even in a wildcard): built
  /// with placeholder values through the public reverse routing, then each placeholder replaced by
  /// the raw value; a wildcard's `/` becomes `%2F` in a single-segment parameter.
  func fill(_ expression: RouteExpression, with parameters: PathParameters)
    throws(MatchingError) -> String
  {
    let names = expression.parameterNames.filter { parameters.raw($0) != nil }
    var text = try targets.placeholderURL(expression, names: names)
    for (index, name) in names.enumerated().reversed() {
      guard let raw = parameters.raw(name) else { continue }
      let isWildcard = expression.pattern.contains("*\(name)")
      let value =
        isWildcard
        ? String(raw)
        : raw.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "%2F")
      text = text.replacing(Self.placeholder(index), with: value)
    }
    return text
  }

  /// The placeholder value of the parameter at `index` while a redirect target is built: text
  /// that no pattern or URL of the fuzz tables contains.
  static func placeholder(_ index: Int) -> String { "wpzq\(index)qzpw" }

  /// A URL's identity in a redirect chain: its source, route path and query.
  private static func key(_ text: String) -> String {
    guard let url = try? RouteURL(text, maximumLength: Int.max) else { return text }
    return "\(url.source)\(url.path)?\(url.query.rawValue)"
  }
}
