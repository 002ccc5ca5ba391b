extension Router {
  /// Explains what the router does with `url`, route by route, without running any handler.
  ///
  /// ```swift
  /// let explanation = await router.explain("myapp://prodct/42")
  /// explanation.winner // nil
  /// explanation.nearestMisses.first?.verdict
  /// // .firstSegmentDiffers(expected: "product", found: "prodct")
  /// ```
  ///
  /// The URL is read, admitted and rewritten as `handle` does (the middleware's
  /// ``RouteMiddleware/rewrite(_:)`` hooks run; `before`, `after` and handlers do not), then
  /// every route is tried in dispatch order with its own matcher, and each miss is traced to
  /// the segment or constraint that refused the URL. This takes the slow path on purpose; it
  /// does not touch ``match(_:)-(String)`` or `handle`, which stay as fast as they are.
  ///
  /// - Complexity: O(routes × segments) matches, each route compiled once more for its
  ///   segments. Meant for debugging and tools, not for every link.
  public func explain(_ url: String) async -> RouteExplanation {
    let limit = configuration.maximumURLLength
    let parsed: RouteURL
    do {
      parsed = try RouteURL(reading: url, maximumLength: limit)
    } catch {
      return RouteExplanation(
        url: url, source: nil, admission: .refused, error: error, rewrites: [], path: nil,
        routes: [])
    }
    let origin = parsed.source
    var current = parsed
    var rewrites: [String] = []
    func refused(_ error: RouteError) -> RouteExplanation {
      RouteExplanation(
        url: url, source: origin, admission: .refused, error: error, rewrites: rewrites,
        path: current.path, routes: [])
    }
    let admission: SourceAdmission
    do throws(RouteError) {
      _ = try self.admission(of: current)
      for middleware in middlewares {
        guard let text = await middleware.rewrite(current), text != current.string else {
          continue
        }
        rewrites.append(text)
        current = try RouteURL(reading: text, maximumLength: limit)
      }
      admission = try self.admission(of: current)
    } catch {
      return refused(error)
    }
    let table = routeTable
    let explainer = RouteExplainer(
      url: current, origin: origin, configuration: table.configuration)
    var routes: [ExplainedRoute] = []
    var winner: TableRoute<Route>?
    var blocked: Route?
    var failure: RouteError?
    for (index, entry) in table.routes.enumerated() {
      let explained = explainer.explain(
        entry, rank: index + 1, admission: admission, winner: winner)
      switch explained.verdict {
      case .winner: winner = entry
      case .internalOnly where blocked == nil: blocked = entry.value
      case .matchFailed(let error) where winner == nil && failure == nil: failure = error
      default: break
      }
      routes.append(explained)
    }
    if winner == nil, failure == nil, let blocked {
      failure = .internalOnlyRoute(url: current.string, pattern: blocked.pattern)
    }
    return RouteExplanation(
      url: url, source: origin,
      admission: admission == .allRoutes ? .accepted : .restrictedRoutesOnly, error: failure,
      rewrites: rewrites, path: current.path, routes: routes)
  }
}
