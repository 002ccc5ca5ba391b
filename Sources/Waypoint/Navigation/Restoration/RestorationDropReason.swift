/// Why a saved entry is not restored (<doc:RestoringNavigation>).
public enum RestorationDropReason: Sendable, Hashable, CustomStringConvertible {
  /// No route of the current table takes its URL (after its redirects), or, for an entry
  /// without a URL, no route has its name.
  case notFound
  /// The middleware whose type is named refuses its link with the error.
  case refused(middleware: String, RouteError)
  /// The middleware whose type is named answers its link in the handler's place: no screen.
  case answered(middleware: String)
  /// Its route requires login (``RouteFlags/requiresLogin``) and the user is logged out: the
  /// authentication gate decides, as for a link.
  case requiresLogin
  /// Its link is refused before a route takes it: an unreadable URL, a source no longer
  /// admitted, an internal-only route, a redirect loop or too many redirects.
  case failed(RouteError)

  /// `not found`, `refused by SourceAllowlist: ...`, `requires login`, `failed: ...`.
  public var description: String {
    switch self {
    case .notFound: return "not found"
    case .refused(let middleware, let error): return "refused by \(middleware): \(error)"
    case .answered(let middleware): return "answered by \(middleware) in the handler's place"
    case .requiresLogin: return "requires login"
    case .failed(let error): return "failed: \(error)"
    }
  }
}
