/// Which routes may serve a URL, given the router's accepted sources.
enum SourceAdmission: Sendable, Hashable {
  /// An internal path, or a URL from an accepted app scheme or web origin: every route.
  case allRoutes
  /// A source that the router does not accept but a route names explicitly: only the routes
  /// restricted to it.
  case restrictedRoutesOnly
}
