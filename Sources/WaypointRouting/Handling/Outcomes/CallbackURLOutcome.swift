/// What became of the x-callback-url callback URL a handled URL named: dispatched, refused
/// because it leaves the accepted sources, or withheld because the request itself was refused.
///
/// Only a URL that reached a handler may trigger its `x-success`, `x-error` or `x-cancel` URL, and
/// only to a source the router accepts (<doc:RoutingSemantics#Callback-URLs>):
///
/// ```swift
/// let outcome = await router.handle("evil://x?x-error=myapp%3A%2F%2Ffailed")
/// outcome.error?.code          // "sourceNotAllowed"
/// outcome.callbackURL?.kind    // .withheld: myapp://failed was not opened
/// outcome.callbackURL?.url     // "myapp://failed"
/// ```
public struct CallbackURLOutcome: Sendable, CustomStringConvertible {
  /// What became of a callback URL.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// It was dispatched; ``CallbackURLOutcome/outcome`` says how it ended.
    case dispatched
    /// It was not opened: it is malformed or its source is not one the router accepts
    /// (``RouteError/callbackNotAllowed(_:)``).
    case notAllowed
    /// It was not opened because the URL that named it was refused (malformed, source not
    /// allowed, internal-only, rejected by a middleware, too many query items) or reached no
    /// handler; the request's own outcome says why.
    case withheld
  }

  /// What became of it.
  public let kind: Kind
  /// The query item that named it: `x-success`, `x-error` or `x-cancel`.
  public let parameter: String
  /// The callback URL as the request named it (decoded from the query).
  public let url: String
  private let dispatched: Boxed<RouteOutcome>?

  init(_ kind: Kind, parameter: String, url: String, outcome: RouteOutcome? = nil) {
    self.kind = kind
    self.parameter = parameter
    self.url = url
    self.dispatched = outcome.map(Boxed.init)
  }

  /// How the dispatched callback URL ended (its URL carries the response values in its query);
  /// `nil` when it was not dispatched.
  public var outcome: RouteOutcome? { dispatched?.value }

  /// Why it was not dispatched: ``RouteError/callbackNotAllowed(_:)`` for ``Kind/notAllowed``;
  /// `nil` otherwise (for ``Kind/withheld``, the request's own error says why).
  public var error: RouteError? {
    kind == .notAllowed ? .callbackNotAllowed(url) : nil
  }

  /// `x-error myapp://failed: withheld`, or `x-success /done: dispatched -> handled: success`.
  public var description: String {
    let head = "\(parameter) \(url): \(kind.rawValue)"
    return outcome.map { "\(head) -> \($0)" } ?? head
  }
}
