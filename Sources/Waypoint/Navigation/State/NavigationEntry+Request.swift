extension NavigationEntry {
  /// The entry of a request's link: its route's name (its pattern when it has none), its path
  /// parameters and the query items its placement names as identifying, and its URL.
  ///
  /// ```swift
  /// // route "/search" named "search", identifyingQueryItems ["q"]
  /// // handled: "myapp://search?q=shoes&ref=mail"
  /// NavigationEntry(request)  // search(q=shoes), url "myapp://search?q=shoes&ref=mail"
  /// ```
  public init(_ request: RouteRequest) {
    guard let route = request.route else {
      self.init(request.url.string, url: request.url.string)
      return
    }
    self = Self.entry(
      route: route, parameters: request.pathParameters.dictionary, query: request.query,
      url: request.url.string)
  }

  /// The entry of `route`'s screen for a link to `url` with `parameters` and `query`.
  static func entry(
    route: Route, parameters: [String: String], query: QueryParameters, url: String
  ) -> NavigationEntry {
    var parameters = parameters
    for name in route.placement.identifyingQueryItems {
      if let value = query[name] { parameters[name] = value }
    }
    return NavigationEntry(route.name ?? route.pattern, parameters: parameters, url: url)
  }
}
