import Foundation

extension Router {
  /// Reads `url` as a value of `type`, as the router reads URLs (its app schemes, web origins,
  /// case rule and limits): URL → value, nothing dispatched.
  ///
  /// ```swift
  /// let router = try Router(appSchemes: ["notes"])
  /// try router.parse(AppRoute.self, "notes://items/42")  // .detail(id: 42)
  /// try router.parse(ProductDestination.self, "notes://product/7")
  /// ```
  ///
  /// This reads the type's own patterns; ``match(_:as:)`` asks which value the router's table
  /// sends the URL to.
  ///
  /// - Throws: the errors of ``TypedRoute/parse(_:configuration:)-(String,_)`` with this
  ///   router's ``configuration``.
  public func parse<Target: TypedRoute>(_ type: Target.Type, _ url: String) throws(RouteError)
    -> Target
  {
    try Target.parse(url, configuration: configuration)
  }

  /// Reads a Foundation `URL` as a value of `type`, as the router reads URLs.
  ///
  /// - Throws: the errors of ``parse(_:_:)-(_,String)``.
  public func parse<Target: TypedRoute>(_ type: Target.Type, _ url: URL) throws(RouteError)
    -> Target
  {
    try Target.parse(url.absoluteString, configuration: configuration)
  }

  /// Builds the URL of `value`, as a link this router reads back to an equal value: an
  /// internal path, or a link from `source`.
  ///
  /// ```swift
  /// try router.url(for: AppRoute.detail(id: 42))                            // "/items/42"
  /// try router.url(for: AppRoute.detail(id: 42), source: .appScheme("notes"))
  /// // "notes://items/42"
  /// ```
  ///
  /// - Throws: the errors of ``TypedRoute/url(source:)``;
  ///   ``RouteError/sourceNotAllowed(_:source:)`` when the router does not accept `source`
  ///   (nor does the pattern name it); ``RouteError/urlTooLong(length:limit:)`` when the link
  ///   is longer than the router reads.
  public func url(for value: some TypedRoute, source: LinkSource? = nil) throws(RouteError)
    -> String
  {
    let text: String
    if let source {
      text = try value.url(source: source)
    } else {
      text = try value.url()
    }
    let parsed = try RouteURL(reading: text, maximumLength: Int.max)
    let expression = try value.link().expression
    guard configuration.accepts(parsed.source) || expression.source == parsed.source else {
      throw .sourceNotAllowed(text, source: parsed.source)
    }
    let length = text.utf8.count
    guard length <= configuration.maximumURLLength else {
      throw .urlTooLong(length: length, limit: configuration.maximumURLLength)
    }
    return text
  }

  /// Which value of `type` the router sends `url` to, without dispatching it: the route
  /// that takes `url` (after following redirect routes) is one of the type's, or runs one of
  /// its handlers; `nil` when another route (or none) takes it.
  ///
  /// ```swift
  /// try router.match("notes://items/42", as: AppRoute.self)  // .detail(id: 42)
  /// try router.match("/detail/42", as: AppRoute.self)        // .detail(id: 42), by a former pattern
  /// try router.match("/help", as: AppRoute.self)             // nil: another route takes it
  /// try router.match("evil://items/1", as: AppRoute.self)    // throws .sourceNotAllowed
  /// ```
  ///
  /// Matching only, as ``match(_:)-(String)``: no rewrite, no middleware, no handler. A route of
  /// a manifest that runs a case's handler (`"handler": "app.detail"`) is that case.
  ///
  /// - Throws: the errors of ``match(_:)-(String)``; ``RouteError/redirectLoop(_:)`` or
  ///   ``RouteError/tooManyRedirects(limit:chain:)`` for redirects that do not end; the
  ///   parameter errors of ``TypedRoute/parse(_:configuration:)-(String,_)`` when the URL's
  ///   parameters do not fit the value.
  public func match<Target: TypedRoute>(_ url: String, as type: Target.Type) throws(RouteError)
    -> Target?
  {
    let table = try Target.typedRouteTable()
    let routes = routeTable
    var current = try RouteURL(reading: url, maximumLength: configuration.maximumURLLength)
    let origin = current.source
    var chain: [String] = []
    var seen: Set<String> = []
    while true {
      let found = try RouteError.wrapping { () throws(MatchingError) in
        try routes.match(current, from: origin)
      }
      guard let found else { return nil }
      if let target = found.redirectTarget() {
        chain.append(current.string)
        seen.insert(Self.redirectKey(current))
        let next = try RouteURL(reading: target, maximumLength: configuration.maximumURLLength)
        if seen.contains(Self.redirectKey(next)) { throw .redirectLoop(chain + [target]) }
        if chain.count > configuration.maximumRedirects {
          throw .tooManyRedirects(limit: configuration.maximumRedirects, chain: chain + [target])
        }
        current = next
        continue
      }
      let route = found.route
      let caseKey: String?
      if let handler = route.handler as? any TypedRouteHandling,
        handler.typedRouteType == ObjectIdentifier(type)
      {
        caseKey = handler.caseKey
      } else if let declaration = route.typedDeclaration, declaration.key.belongs(to: type) {
        caseKey = declaration.key.caseKey
      } else {
        return nil
      }
      let entry: TypedRouteTable.Entry?
      switch table.kind {
      case .destination: entry = table.entries.first
      case .enumeration: entry = caseKey.flatMap(table.entry(forCase:))
      }
      guard let entry else { return nil }
      let request = RouteRequest(
        url: found.url, source: origin, route: nil, pathParameters: found.parameters,
        primitiveParameters: [:], attributes: RequestAttributes(), callback: nil,
        redirects: chain)
      return try request.decode(type, as: entry, route: route.pattern, defaults: route.defaults)
    }
  }

  /// A URL's identity for finding redirect loops: its source, route path and query.
  private static func redirectKey(_ url: RouteURL) -> String {
    "\(url.source)\(url.path)?\(url.query.rawValue)"
  }

  /// Opens `value` in the app: builds its URL and handles it, through the same rewrites,
  /// middleware, gates and handlers as a link to it.
  ///
  /// ```swift
  /// await router.open(ProductDestination(id: 42, tab: .reviews, tags: []))
  /// // the same as: await router.handle("/product/42?tab=reviews")
  /// await router.open(AppRoute.detail(id: 42))   // as router.handle("/items/42")
  /// ```
  ///
  /// The URL is an internal path (unless the pattern names a source), so internal-only routes
  /// are reachable, and a route flagged ``RouteFlags/requiresLogin`` goes through the
  /// ``AuthenticationGate`` as a link would.
  ///
  /// - Parameters:
  ///   - value: where to go: a destination, or an enum's case.
  ///   - parameters: primitive parameters, as for
  ///     ``handle(_:parameters:attributes:callback:)-(String,_,_,_)``.
  ///   - attributes: what the call carries to its request, as for `handle`.
  ///   - callback: the caller's callback; it fires exactly once.
  /// - Returns: the outcome of handling the URL; ``RouteOutcome/rejected(_:)`` with the error
  ///   of ``TypedRoute/url()`` when no URL can carry the value (such as
  ///   ``RouteError/caseWithoutPattern(type:case:)``), in which case nothing is dispatched:
  ///   event observers see ``RouteEvent/rejected(url:error:)`` naming the value's pattern (or
  ///   its type and case), as they see a malformed URL, and no middleware runs.
  @discardableResult
  public func open(
    _ value: some TypedRoute, parameters: [String: any Sendable] = [:],
    attributes: RequestAttributes = RequestAttributes(),
    callback: (@Sendable (RouteResponse) -> Void)? = nil
  ) async -> RouteOutcome {
    let url: String
    do {
      url = try value.url()
    } catch {
      // Refused as an unreadable URL is: the same events, the callback fired with the failure.
      return refuse(
        value.refusalLabel(), error, parameters: parameters, attributes: attributes,
        callback: callback)
    }
    return await handle(url, parameters: parameters, attributes: attributes, callback: callback)
  }
}
