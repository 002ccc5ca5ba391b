/// An immutable snapshot of a router's routes in dispatch order, each with its compiled matcher.
///
/// Registration builds a new table and swaps it in; a lookup works on the table it took, so it
/// never waits for registration and never sees half a change.
final class RouteTable: Sendable {
  /// A route with its matcher.
  struct Entry: Sendable {
    let route: Route
    let matcher: RouteMatcher
  }

  /// The routes in dispatch order.
  let entries: [Entry]
  /// App schemes that some route names explicitly (`otherapp://share/:id`).
  let namedAppSchemes: Set<String>
  /// Web origins that some route names explicitly.
  let namedWebOrigins: Set<WebOrigin>
  /// The routes by name.
  let routesByName: [String: Route]

  /// A table of `entries`, in any order.
  init(_ entries: [Entry]) {
    self.entries = entries.sorted { DispatchOrder.precedes($0.route, $1.route) }
    var schemes = Set<String>()
    var origins = Set<WebOrigin>()
    var names: [String: Route] = [:]
    for entry in entries {
      switch entry.route.expression.source {
      case .appScheme(let scheme)?: schemes.insert(scheme)
      case .webOrigin(let origin)?: origins.insert(origin)
      case .internal?, nil: break
      }
      if let name = entry.route.name { names[name] = entry.route }
    }
    namedAppSchemes = schemes
    namedWebOrigins = origins
    routesByName = names
  }

  /// The empty table.
  static let empty = RouteTable([])

  /// The routes in dispatch order.
  var routes: [Route] { entries.map(\.route) }

  /// The first route at or after `start` (in dispatch order) that matches `url`.
  ///
  /// - Parameters:
  ///   - admission: which routes may serve the URL's source.
  ///   - origin: the source the request came from first, before rewrites and redirects.
  ///   - blockedInternalOnly: set to an internal-only route that matched but may not serve an
  ///     external origin.
  func firstMatch(
    _ url: RouteURL, admission: SourceAdmission, origin: LinkSource, from start: Int = 0,
    blockedInternalOnly: inout Route?
  ) throws(RouteError) -> (index: Int, match: RouteMatch)? {
    var index = start
    while index < entries.count {
      let entry = entries[index]
      index += 1
      if admission == .restrictedRoutesOnly && entry.route.expression.source == nil { continue }
      guard let result = try entry.matcher.match(url) else { continue }
      if entry.route.flags.contains(.internalOnly) && origin != .internal {
        if blockedInternalOnly == nil { blockedInternalOnly = entry.route }
        continue
      }
      return (index - 1, RouteMatch(route: entry.route, result: result))
    }
    return nil
  }
}

/// Which routes may serve a URL, given the router's accepted sources.
enum SourceAdmission: Sendable, Hashable {
  /// An internal path, or a URL from an accepted app scheme or web origin: every route.
  case allRoutes
  /// A source that the router does not accept but a route names explicitly: only the routes
  /// restricted to it.
  case restrictedRoutesOnly
}
