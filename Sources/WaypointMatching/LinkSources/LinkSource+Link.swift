extension LinkSource {
  /// The link to `path` from this source: `myapp:/` + path for an app scheme (whose host is
  /// the first path segment, so `myapp://product/42`), the origin + path for a web origin, the
  /// path itself for an internal path.
  package func link(path: String) -> String {
    switch self {
    case .appScheme(let scheme): return scheme + ":/" + path
    case .webOrigin(let origin): return origin.description + path
    case .internal: return path
    }
  }
}
