/// A route of a router and what it matched, from the router's `match(_:)`: the route, the
/// URL and the parameters.
///
/// ```swift
/// // Route "/repos/:owner/:repo"
/// let match = try router.match("/repos/apple/swift%20nio")
/// match?.route.pattern                         // "/repos/:owner/:repo"
/// match?.parameters["repo"]                    // "swift nio"
/// match?.rawParameter(at: 1)?.substring      // "swift%20nio", a view of the URL
/// ```
public typealias RouteMatch = TableMatch<Route>

extension TableMatch where Value == Route {
  /// The route that matched.
  @inlinable public var route: Route { value }

  /// The route's record, the URL and the ranges of the match, taken apart, for a request made
  /// of them.
  @inline(__always)
  consuming func parts() -> (record: RouteRecord, url: RouteURL, captures: CaptureRanges) {
    (record, url, captures)
  }
}
