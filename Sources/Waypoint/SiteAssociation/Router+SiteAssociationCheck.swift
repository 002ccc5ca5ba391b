extension Router {
  /// Compares a deployed association file with this router's table, both ways, on sample URLs
  /// (<doc:AssociationFiles#Checking-a-deployed-file>): the URLs the file sends to the app that
  /// no route takes (``SiteAssociationCheck/unrouted``: the app opens on nothing), and the URLs
  /// of routes of `origin` that the file does not send (``SiteAssociationCheck/missing``: the
  /// link opens the browser).
  ///
  /// The file is read as Apple documents the system reads it: components in order, the first
  /// that matches deciding, an `exclude` one keeping the URL in the browser; `*` and `?`;
  /// `caseSensitive`, `percentEncoded` and `defaults`; substitution variables; the `paths` of
  /// the format before iOS 13.
  ///
  /// - The route side: the URLs ``Router/linkChanges(to:urls:)`` samples, for every route that
  ///   universal links from `origin` reach, made absolute on `origin` (in upper case too when
  ///   the router ignores case), and `urls` (a path is taken as on `origin`). Routes for which
  ///   no URL can be made (raw regex routes) are listed in
  ///   ``SiteAssociationCheck/notChecked``.
  /// - The file side: URLs made from each component of an entry for `appIDs`, that the whole
  ///   file sends to the app.
  /// - The router takes a URL when it ends at a route, redirects followed, other than the
  ///   routes `browserRoutes` names (by name or pattern): those hand the link back to the
  ///   browser, so that the file should not send their URLs.
  ///
  /// Matching only: no middleware, handler or callback runs.
  ///
  /// - Complexity: each URL is matched against the file's components in order, and looked up
  ///   in the table: O(u × c) pattern matches for u URLs (about two per route, up to eight
  ///   per component) and c components.
  ///
  /// ```swift
  /// let file = try SiteAssociation(json: deployedFile)
  /// let check = router.checkSiteAssociation(
  ///   file, origin: try WebOrigin("https://shop.example.com"),
  ///   appIDs: ["ABCDE12345.com.example.shop"], browserRoutes: ["app.browser"])
  /// check.agrees  // false
  /// check.missing.map(\.url)  // ["https://shop.example.com/cart/add/42"]
  /// ```
  public func checkSiteAssociation(
    _ file: SiteAssociation, origin: WebOrigin, appIDs: some Sequence<String>,
    urls: [String] = [], browserRoutes: Set<String> = []
  ) -> SiteAssociationCheck {
    var ids: [String] = []
    for id in appIDs where !ids.contains(id) { ids.append(id) }
    let idSet = Set(ids)
    let rules = AssociationRules(file)
    var warnings = file.warnings + rules.warnings
    if !file.details.contains(where: { !Set($0.appIDs).isDisjoint(with: idSet) }) {
      warnings.append(
        SiteAssociationWarning(
          location: "applinks.details",
          message:
            "no entry lists \(ids.joined(separator: ", ")): the file opens none of these apps"
        ))
    }
    if !configuration.accepts(.webOrigin(origin)) {
      warnings.append(
        SiteAssociationWarning(
          location: origin.description,
          message:
            "the router does not accept this origin: only routes restricted to it take its links"
        ))
    }
    let written = associationWriter(origin: origin, browserRoutes: browserRoutes)
    let reference = siteAssociation(written: written, appIDs: ids, webFragment: nil)
    let referenceRules = AssociationRules(reference)

    var probes: [(url: String, route: TableRoute<Route>?)] = []
    var seen: Set<String> = []
    var notChecked: [SiteAssociationCheck.UncheckedRoute] = []
    let table = routeTable
    for route in table.routes
    where isReached(route, from: origin) && !isBrowserRoute(route, browserRoutes) {
      switch RouteSampler.samples(of: route, configuration: table.configuration) {
      case .failure(let failure):
        notChecked.append(
          .init(pattern: route.value.pattern, name: route.value.name, reason: failure.reason))
      case .success(let samples):
        for sample in samples {
          let url = sample.hasPrefix("/") ? origin.description + sample : sample
          var variants = [url]
          if configuration.caseInsensitive, url.hasPrefix(origin.description) {
            let path = url.dropFirst(origin.description.count)
            variants.append(origin.description + Self.asciiUppercased(path))
          }
          for variant in variants where seen.insert(variant).inserted {
            probes.append((variant, route))
          }
        }
      }
    }
    for url in urls {
      let absolute: String
      if url.hasPrefix("/") {
        absolute = origin.description + url
      } else if AssociationURL(url).isOn(origin) {
        absolute = url
      } else {
        warnings.append(
          SiteAssociationWarning(
            location: url, message: "not on \(origin): the file does not speak for it; not checked")
        )
        continue
      }
      if seen.insert(absolute).inserted { probes.append((absolute, nil)) }
    }
    let routeURLCount = probes.count
    var fileURLs: Set<String> = []
    for rule in rules.rules where !rule.exclude && !rule.appIDs.isDisjoint(with: idSet) {
      var sends = false
      for url in rules.samples(of: rule, on: origin)
      where rules.verdict(for: AssociationURL(url), appIDs: idSet).opensApp {
        sends = true
        fileURLs.insert(url)
        if seen.insert(url).inserted { probes.append((url, nil)) }
      }
      if !sends {
        warnings.append(
          SiteAssociationWarning(
            location: rule.location.description,
            message:
              "no URL made from it opens the app: a component before it decides them, or it matches nothing (\"\(rule.pathText)\")"
          ))
      }
    }

    var missing: [SiteAssociationCheck.Finding] = []
    var unrouted: [SiteAssociationCheck.Finding] = []
    var approximated: [SiteAssociationCheck.Finding] = []
    var internalOnly: [SiteAssociationCheck.Finding] = []
    for (url, route) in probes {
      let verdict = rules.verdict(for: AssociationURL(url), appIDs: idSet)
      let (taken, resolution) = associationFate(of: url, browserRoutes: browserRoutes)
      guard verdict.opensApp != taken else { continue }
      var cover: SiteAssociation.Component?
      // Approximated: the table's own file sends it too, by a component wider than its route.
      if !taken,
        case .app(let location) = referenceRules.verdict(for: AssociationURL(url), appIDs: idSet),
        let component = reference.component(at: location),
        let path = component.path, written.widerPaths.contains(path)
      {
        cover = component
      }
      let finding = SiteAssociationCheck.Finding(
        url: url, verdict: verdict, component: verdict.location.flatMap(file.component(at:)),
        resolution: resolution, routePattern: route?.value.pattern, routeName: route?.value.name,
        cover: cover)
      if taken {
        if route?.isInternalOnly == true {
          internalOnly.append(finding)
        } else {
          missing.append(finding)
        }
      } else if cover != nil {
        approximated.append(finding)
      } else {
        unrouted.append(finding)
      }
    }
    return SiteAssociationCheck(
      origin: origin, appIDs: ids, missing: missing, unrouted: unrouted,
      approximated: approximated, internalOnly: internalOnly, notChecked: notChecked,
      warnings: warnings, routeURLCount: routeURLCount, fileURLCount: fileURLs.count)
  }

  /// Whether the app shows something for `url`: it ends at a route, redirects followed (as
  /// many as the router follows), that is not one of `browserRoutes`; and what happens, said.
  ///
  /// A redirect's target is matched as ``resolution(of:)`` matches it, as an internal path
  /// when it is one: a dispatch would also refuse an internal-only route there for a link
  /// from the web, which this does not see.
  func associationFate(of url: String, browserRoutes: Set<String>) -> (
    taken: Bool, description: String
  ) {
    var steps: [String] = []
    // A redirect's target is a path: the URL counts by its path and query.
    func key(_ url: String) -> String {
      let parts = AssociationURL(url)
      return parts.path + (parts.query.map { "?" + $0 } ?? "")
    }
    var seen: Set<String> = [key(url)]
    var current = url
    for _ in 0...configuration.maximumRedirects {
      let resolution = resolution(of: current)
      switch resolution {
      case .route(let pattern, let name, _):
        if browserRoutes.contains(pattern) || name.map(browserRoutes.contains) == true {
          steps.append("\(resolution) (hands the link to the browser)")
          return (false, steps.joined(separator: "; "))
        }
        steps.append(resolution.description)
        return (true, steps.joined(separator: "; "))
      case .redirect(_, let target):
        steps.append(resolution.description)
        guard seen.insert(key(target)).inserted else {
          steps.append("redirect loop")
          return (false, steps.joined(separator: "; "))
        }
        current = target
      case .notFound, .refused:
        steps.append(resolution.description)
        return (false, steps.joined(separator: "; "))
      }
    }
    steps.append("more than \(configuration.maximumRedirects) redirects")
    return (false, steps.joined(separator: "; "))
  }

  /// `text` with its ASCII letters in upper case.
  private static func asciiUppercased(_ text: Substring) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map {
          ("a"..."z").contains($0) ? Unicode.Scalar(UInt8($0.value - 32)) : $0
        }))
  }
}
