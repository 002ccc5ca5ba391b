/// One decision the router took while handling a URL, for logs and metrics.
public enum RouteEvent: Sendable, CustomStringConvertible {
  /// A URL arrived from `source`.
  case received(url: String, source: LinkSource)
  /// A middleware rewrote a URL before matching.
  case rewritten(from: String, to: String)
  /// A route matched the URL.
  case matched(url: String, route: String)
  /// The route's handler (or a middleware) declined; the next candidate is tried.
  case declined(url: String, route: String, reason: String)
  /// The request was stopped with an error.
  case rejected(url: String, error: RouteError)
  /// The URL was redirected.
  case redirected(from: String, to: String)
  /// The request was handled; `route` is `nil` for the fallback handler or a middleware.
  case handled(url: String, route: String?, response: RouteResponse, duration: Duration)
  /// No route took the URL.
  case notFound(url: String)
  /// An x-callback-url callback was dispatched.
  case callback(url: String)
  /// A suspended router holds the URL until it resumes.
  case deferred(url: String)
  /// A suspended router dropped the URL without dispatching it.
  case dropped(url: String, reason: DeferredLinkDropReason)
  /// The URL arrived again while the same link waited to be shown or within the duplicate
  /// window, and was not dispatched.
  case duplicate(url: String)
  /// A link that an earlier process held (in a link store) was taken back: it waits for the
  /// launch or the login again.
  case restored(url: String)
  /// The link store's file could not be read as a store and was moved aside to `movedTo`;
  /// `reason` says what was wrong with it.
  case quarantined(file: String, movedTo: String, reason: String)
  /// The link store could not be read or written; the router keeps the links in memory.
  case linkStoreFailed(reason: String)

  /// One line for a log.
  public var description: String {
    switch self {
    case .received(let url, let source): return "received \(url) from \(source)"
    case .rewritten(let from, let to): return "rewritten \(from) -> \(to)"
    case .matched(let url, let route): return "matched \(url) with \(route)"
    case .declined(let url, let route, let reason): return "declined \(url) by \(route): \(reason)"
    case .rejected(let url, let error): return "rejected \(url): \(error)"
    case .redirected(let from, let to): return "redirected \(from) -> \(to)"
    case .handled(let url, let route, let response, let duration):
      return "handled \(url) with \(route ?? "no route") in \(duration): \(response)"
    case .notFound(let url): return "not found \(url)"
    case .callback(let url): return "callback \(url)"
    case .deferred(let url): return "deferred \(url)"
    case .dropped(let url, let reason): return "dropped \(url): \(reason)"
    case .duplicate(let url): return "duplicate \(url)"
    case .restored(let url): return "restored \(url)"
    case .quarantined(let file, let movedTo, let reason):
      return "quarantined \(file) as \(movedTo): \(reason)"
    case .linkStoreFailed(let reason): return "link store failed: \(reason)"
    }
  }
}
