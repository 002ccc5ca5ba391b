import Foundation

extension RouteDestination {
  /// Reads a URL as this destination: URL → value.
  ///
  /// ```swift
  /// let configuration = router.configuration // accepts shop://
  /// try ProductDestination.parse("shop://product/42?tab=reviews", configuration: configuration)
  /// // ProductDestination(id: 42, tab: .reviews, tags: [])
  /// try ProductDestination.parse("/product/42?tab=video")
  /// // throws .invalidParameter(name: "tab", value: "video", route: "/product/:id(\\d+)",
  /// //                          reason: "Cannot initialize Tab from invalid String value video")
  /// ```
  ///
  /// The URL is read as the router reads it (normalized, the host of an app scheme as the
  /// first segment) and must match ``pattern``; query items the destination does not declare
  /// are ignored. Nothing is dispatched: no middleware, no handler.
  ///
  /// - Parameters:
  ///   - url: a URL or an internal path.
  ///   - configuration: the accepted app schemes and web origins, the case rule and the
  ///     limits; by default internal paths only (and the source ``pattern`` names, if any).
  /// - Throws: the URL errors of ``RouteURL/init(_:maximumLength:)``;
  ///   ``RouteError/sourceNotAllowed(_:source:)``; ``RouteError/notFound(_:)`` when the URL
  ///   does not match the pattern; ``RouteError/missingParameter(name:route:)`` or
  ///   ``RouteError/invalidParameter(name:value:route:reason:)`` naming the parameter that
  ///   does not fit and why.
  public static func parse(
    _ url: String, configuration: Router.Configuration = Router.Configuration()
  ) throws(RouteError) -> Self {
    let parsed = try RouteURL(url, maximumLength: configuration.maximumURLLength)
    let matcher = try DestinationMatchers.matcher(
      for: pattern, options: configuration.matcherOptions)
    let source = parsed.source
    guard configuration.accepts(source) || matcher.expression.source == source else {
      throw .sourceNotAllowed(url, source: source)
    }
    if parsed.components.query != nil, parsed.queryItemCount > configuration.maximumQueryItems {
      throw .tooManyParameters(
        url, count: parsed.queryItemCount, limit: configuration.maximumQueryItems)
    }
    guard let match = try matcher.match(parsed) else { throw .notFound(url) }
    let request = RouteRequest(
      url: parsed, source: source, route: nil, pathParameters: match.parameters,
      primitiveParameters: [:], callback: nil, redirects: [])
    return try request.decode(Self.self, route: pattern)
  }

  /// Reads a Foundation `URL` (its absolute string) as this destination, as an app's
  /// `onOpenURL` or `application(_:open:options:)` receives it.
  ///
  /// - Throws: the errors of ``parse(_:configuration:)-(String,_)``.
  public static func parse(
    _ url: URL, configuration: Router.Configuration = Router.Configuration()
  ) throws(RouteError) -> Self {
    try parse(url.absoluteString, configuration: configuration)
  }
}
