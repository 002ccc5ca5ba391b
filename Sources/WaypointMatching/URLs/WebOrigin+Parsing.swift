extension WebOrigin {
  /// Reads an origin such as `https://app.example.com`; a trailing `/` is allowed.
  ///
  /// - Throws: ``MatchingError/malformedURL(_:reason:)`` for anything but a scheme, a host and a
  ///   port, or the errors of ``RouteURL/init(_:maximumLength:)``.
  public init(_ string: String) throws(MatchingError) {
    let url = try RouteURL(string)
    guard case .webOrigin(let origin) = url.source, url.path == "/", url.components.query == nil,
      url.components.fragment == nil, !url.components.hasUserInfo, !string.hasSuffix("//")
    else {
      throw .malformedURL(
        string, reason: "a web origin is http or https and a host, with no path, query or user")
    }
    self = origin
  }
}
