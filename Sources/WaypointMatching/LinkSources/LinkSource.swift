/// Where a URL comes from, which decides how its route path is read
/// (<doc:RoutingSemantics#Link-sources-and-the-route-path>).
///
/// ```swift
/// try RouteURL("myapp://product/42").source          // .appScheme("myapp")
/// try RouteURL("https://app.example.com/p/1").source // .webOrigin(https://app.example.com)
/// try RouteURL("/product/42").source                 // .internal
/// ```
public enum LinkSource: Sendable, Hashable, CustomStringConvertible {
  /// A custom URL scheme such as `myapp`, lowercased. The host is the first path segment.
  case appScheme(String)
  /// A universal link from a web origin (`http` or `https` and a host).
  case webOrigin(WebOrigin)
  /// A path with no scheme, from the app itself.
  case `internal`

  /// `myapp://`, `https://app.example.com` or `internal`.
  public var description: String {
    switch self {
    case .appScheme(let scheme): return "\(scheme)://"
    case .webOrigin(let origin): return origin.description
    case .internal: return "internal"
    }
  }
}
