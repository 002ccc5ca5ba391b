extension Router {
  /// The association file this router's table needs on `origin`: one component per way of
  /// writing each route that universal links from `origin` reach, so that the system opens the
  /// app for the URLs the app routes and leaves the rest to the browser
  /// (<doc:AssociationFiles#What-waypoint-aasa-writes>).
  ///
  /// - Routes reached: those restricted to `origin`, and unrestricted ones when the router
  ///   accepts `origin` (with `origin` `nil`, unrestricted ones only). Redirect routes are
  ///   included: the app receives the link and redirects it.
  /// - Internal-only routes become `"exclude": true` components, written first, so that the
  ///   system never opens the app for them.
  /// - Where the format cannot say what a route matches (a parameter is one segment, `\d+`
  ///   repeats), the component is the narrowest pattern that covers the route, and its comment
  ///   says `wider:` and why.
  /// - A router that ignores case writes `"caseSensitive": false` on every component; a
  ///   component with a percent-encoded literal says `"percentEncoded": true`.
  /// - Left out, with a warning: raw regex routes, which cannot be written as a path. Left
  ///   out silently: routes for app schemes, internal paths or other origins, and the routes
  ///   `browserRoutes` names (by name or pattern), which hand the link back to the browser.
  ///
  /// ```swift
  /// let router = try Router(webOrigins: ["https://shop.example.com"])
  /// try router.register("/product/:id(\\d+)", name: "product") { _ in .ok }
  /// let file = router.siteAssociation(
  ///   appIDs: ["ABCDE12345.com.example.shop"], origin: try WebOrigin("https://shop.example.com"))
  /// file.details[0].components?[0].path  // "/product/$(digit)*"
  /// ```
  ///
  /// - Parameters:
  ///   - appIDs: `TEAMID.bundle.identifier` of the apps, in one details entry.
  ///   - origin: the web origin the file is served from; `nil` for the unrestricted routes
  ///     alone.
  ///   - browserRoutes: names or patterns of routes that hand the link back to the browser.
  ///   - webFragment: a fragment that keeps any URL in the browser (`#web`): an exclusion
  ///     written before every other component, as Apple's own example does.
  public func siteAssociation(
    appIDs: [String], origin: WebOrigin?, browserRoutes: Set<String> = [],
    webFragment: String? = nil
  ) -> SiteAssociation {
    siteAssociation(
      written: associationWriter(origin: origin, browserRoutes: browserRoutes), appIDs: appIDs,
      webFragment: webFragment)
  }

  /// The components of the routes that universal links from `origin` reach, but
  /// `browserRoutes`.
  func associationWriter(origin: WebOrigin?, browserRoutes: Set<String>) -> AssociationWriter {
    var writer = AssociationWriter(caseInsensitive: configuration.caseInsensitive)
    for (index, route) in routeTable.routes.enumerated()
    where isReached(route, from: origin) && !isBrowserRoute(route, browserRoutes) {
      writer.add(route, index: index)
    }
    return writer
  }

  /// The file of what `writer` wrote.
  func siteAssociation(written writer: AssociationWriter, appIDs: [String], webFragment: String?)
    -> SiteAssociation
  {
    var components = writer.excludes + writer.includes
    if let webFragment {
      components.insert(
        SiteAssociation.Component(
          fragment: webFragment, exclude: true,
          caseSensitive: configuration.caseInsensitive ? false : nil,
          comment: "#\(webFragment) keeps any URL in the browser"),
        at: 0)
    }
    var association = SiteAssociation(
      details: [SiteAssociation.Details(appIDs: appIDs, components: components)],
      substitutionVariables: writer.variables)
    association.warnings = writer.warnings
    return association
  }

  /// The web origins that routes of the table are restricted to, in dispatch order: the
  /// origins an association file is needed for besides those the router accepts.
  package var routeWebOrigins: [WebOrigin] {
    var origins: [WebOrigin] = []
    for route in routeTable.routes {
      if case .webOrigin(let origin)? = route.expression.source, !origins.contains(origin) {
        origins.append(origin)
      }
    }
    return origins
  }

  /// Whether universal links from `origin` reach `route`: it is restricted to `origin`, or
  /// unrestricted and the router accepts `origin` (any origin, for `nil`).
  func isReached(_ route: TableRoute<Route>, from origin: WebOrigin?) -> Bool {
    switch route.expression.source {
    case nil: return origin.map { configuration.accepts(.webOrigin($0)) } ?? true
    case .webOrigin(let restriction)?: return restriction == origin
    case .appScheme?, .internal?: return false
    }
  }

  /// Whether `browserRoutes` names `route`, by its name or its pattern.
  func isBrowserRoute(_ route: TableRoute<Route>, _ browserRoutes: Set<String>) -> Bool {
    browserRoutes.contains(route.value.pattern)
      || route.value.name.map(browserRoutes.contains) == true
  }
}
