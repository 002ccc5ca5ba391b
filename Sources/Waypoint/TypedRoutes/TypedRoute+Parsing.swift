import Foundation

extension TypedRoute {
  /// Reads a URL as a value of this type: URL → value (a destination, or an enum's case).
  ///
  /// ```swift
  /// try ProductDestination.parse("/product/42?tab=reviews")
  /// // ProductDestination(id: 42, tab: .reviews, tags: [])
  /// try AppRoute.parse("/items/42")                               // .detail(id: 42)
  /// try AppRoute.parse("notes://items/42", configuration: router.configuration)
  /// try router.parse(AppRoute.self, "notes://items/42")           // the same
  /// try AppRoute.parse("notes://items/42")
  /// // throws .noConfiguration("notes://items/42", source: .appScheme("notes"))
  /// try ProductDestination.parse("/product/42?tab=video")
  /// // throws .invalidParameter(name: "tab", value: "video", route: "/product/:id(\\d+)",
  /// //                          reason: "Cannot initialize Tab from invalid String value video")
  /// ```
  ///
  /// The URL is read as the router reads it (normalized, the host of an app scheme as the
  /// first segment) and must match a pattern of the type (for an enum, the cases' patterns
  /// and former patterns, in dispatch order); query items the type does not declare are
  /// ignored, and a path parameter is never read from the query. Nothing is dispatched: no
  /// middleware, no handler. ``Router/match(_:as:)`` says instead which value the router's
  /// own table sends a URL to.
  ///
  /// - Parameters:
  ///   - url: a URL or an internal path.
  ///   - configuration: the accepted app schemes and web origins, the case rule and the
  ///     limits, such as a router's (``Router/parse(_:_:)-(_,String)`` passes its own). Without
  ///     one, internal paths only, and the sources the patterns name.
  /// - Throws: the errors of ``typedRouteTable()``; the URL errors of
  ///   ``RouteURL/init(_:maximumLength:)``; ``RouteError/noConfiguration(_:source:)`` without a
  ///   configuration, or ``RouteError/sourceNotAllowed(_:source:)`` with one, for a source it
  ///   does not accept; ``RouteError/notFound(_:)`` when no pattern matches;
  ///   ``RouteError/missingParameter(name:route:)`` or
  ///   ``RouteError/invalidParameter(name:value:route:reason:)`` naming the parameter that does
  ///   not fit (`detail.id` for an enum's case) and why.
  public static func parse(_ url: String, configuration: Router.Configuration? = nil)
    throws(RouteError) -> Self
  {
    let table = try typedRouteTable()
    let used = configuration ?? Router.Configuration()
    let parsed = try RouteURL(reading: url, maximumLength: used.maximumURLLength)
    let source = parsed.source
    let named = table.entries.contains { entry in
      entry.expression.source == source || entry.formerly.contains { $0.source == source }
    }
    guard used.accepts(source) || named else {
      if configuration == nil { throw .noConfiguration(url, source: source) }
      throw .sourceNotAllowed(url, source: source)
    }
    if parsed.components.query != nil, parsed.queryItemCount > used.maximumQueryItems {
      throw .tooManyParameters(url, count: parsed.queryItemCount, limit: used.maximumQueryItems)
    }
    let matching = try TypedRouteTables.matchingTable(
      of: Self.self, table, configuration: used.matching)
    let found = try RouteError.wrapping { () throws(MatchingError) in try matching.match(parsed) }
    guard let found else { throw .notFound(url) }
    let entry = table.entries[found.value]
    let request = RouteRequest(
      url: parsed, source: source, route: nil, pathParameters: found.parameters,
      primitiveParameters: [:], attributes: RequestAttributes(), callback: nil, redirects: [])
    return try request.decode(Self.self, as: entry, route: found.expression.pattern)
  }

  /// Reads a Foundation `URL` (its absolute string) as a value of this type, as an app's
  /// `onOpenURL` or `application(_:open:options:)` receives it.
  ///
  /// - Throws: the errors of ``parse(_:configuration:)-(String,_)``.
  public static func parse(_ url: URL, configuration: Router.Configuration? = nil)
    throws(RouteError) -> Self
  {
    try parse(url.absoluteString, configuration: configuration)
  }
}
