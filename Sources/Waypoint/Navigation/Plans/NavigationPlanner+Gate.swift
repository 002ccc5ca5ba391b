extension NavigationPlanner {
  /// The screens `plan` shows whose routes require login (``RouteFlags/requiresLogin``),
  /// parents included.
  public func screensRequiringLogin(in plan: [NavigationStep]) -> [NavigationEntry] {
    plan.compactMap(\.entry).filter(requiresLogin)
  }

  /// The screens of `state` whose routes require login, for a state restored from a save:
  /// they go through the authentication gate as a link does.
  public func screensRequiringLogin(in state: NavigationState) -> [NavigationEntry] {
    state.entries.filter(requiresLogin)
  }

  /// `plan` when it shows no screen that requires login, or the router's authentication gate
  /// says the user is logged in; else the gate holds the link (`url` from `source`) until the
  /// login, and the plan goes to the gate's login route instead, from inside.
  ///
  /// - Returns: the plan to execute, and the URL the gate holds, if it holds one.
  func admitted(
    _ plan: [NavigationStep], url: String, source: LinkSource,
    parameters: [String: any Sendable], attributes: RequestAttributes, from state: NavigationState
  ) async throws(RouteError) -> (plan: [NavigationStep], heldForLogin: String?) {
    guard let router,
      let gate = router.middlewares.lazy.compactMap({ $0 as? AuthenticationGate }).first,
      !screensRequiringLogin(in: plan).isEmpty, !(await gate.isLoggedIn())
    else { return (plan, nil) }
    gate.hold(url: url, source: source, parameters: parameters, attributes: attributes)
    return (try self.plan(for: gate.loginURL, origin: .inside, from: state), url)
  }

  /// Whether the route of `entry` (by name, else by pattern) requires login.
  private func requiresLogin(_ entry: NavigationEntry) -> Bool {
    guard let router else { return false }
    let route =
      router.route(named: entry.route) ?? router.routes.first { $0.pattern == entry.route }
    return route?.flags.contains(.requiresLogin) == true
  }
}
