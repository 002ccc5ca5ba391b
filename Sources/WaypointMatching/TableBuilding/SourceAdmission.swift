/// Which routes of a table may serve a URL, given the accepted sources.
public enum SourceAdmission: Sendable, Hashable {
  /// An internal path, or a URL from an accepted app scheme or web origin: every route.
  case allRoutes
  /// A source that the configuration does not accept but a route names explicitly: only the
  /// routes restricted to it.
  case restrictedRoutesOnly
}
