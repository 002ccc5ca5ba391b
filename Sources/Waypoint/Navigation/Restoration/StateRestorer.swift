/// Restores one saved navigation state for ``Router/restore(_:tabs:)``, gathering what it
/// leaves out and moves.
struct StateRestorer {
  let router: Router
  /// The router's authentication gate, if it has one.
  let gate: AuthenticationGate?
  /// Whether the gate holds the screen that requires login (not for a comparison of tables).
  let holdsForLogin: Bool
  /// Whether the user is logged in, asked once, when a screen first requires login.
  private var loggedIn: Bool?
  private var drops: [RestorationDrop] = []
  private var moves: [RestorationMove] = []
  /// The top-most screen on screen that requires login while the user is logged out.
  private var heldForLogin: NavigationEntry?

  init(router: Router, holdsForLogin: Bool = true) {
    self.router = router
    self.holdsForLogin = holdsForLogin
    self.gate = router.middlewares.lazy.compactMap { $0 as? AuthenticationGate }.first
  }

  /// What one saved entry becomes.
  private enum Resolution {
    case kept(NavigationEntry)
    case dropped(RestorationDropReason)
  }

  mutating func restore(_ saved: NavigationState, tabs declared: [NavigationTab]) async
    -> NavigationRestoration
  {
    var droppedTabs: [String] = []
    let root: NavigationRoot
    switch saved.root {
    case .stack(let stack):
      root = .stack(await restore(stack, onScreen: true) { .stack(index: $0) })
    case .tabs(let tabs, let selected):
      var restored: [NavigationTab] = []
      var declaredByID: [String: NavigationTab] = [:]
      for tab in declared where declaredByID[tab.id] == nil && !tab.stack.isEmpty {
        declaredByID[tab.id] = tab
      }
      for tab in tabs {
        let declaredTab = declaredByID[tab.id]
        if !declaredByID.isEmpty, declaredTab == nil {
          droppedTabs.append(tab.id)
          continue
        }
        let dropsBefore = drops.count
        var stack = await restore(tab.stack, onScreen: tab.id == selected) {
          .tab(tab.id, index: $0)
        }
        let rootDropped = drops[dropsBefore...].contains { $0.place.index == 0 }
        if rootDropped, let declaredTab {
          stack =
            declaredTab.stack
            + stack.filter { entry in !declaredTab.stack.contains { $0.isSameScreen(as: entry) } }
        }
        guard !stack.isEmpty else {
          droppedTabs.append(tab.id)
          continue
        }
        restored.append(NavigationTab(tab.id, stack: stack))
      }
      if !declaredByID.isEmpty {
        let byID = Dictionary(restored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        restored = declared.compactMap { tab in
          guard seen.insert(tab.id).inserted, let declaredTab = declaredByID[tab.id] else {
            return nil
          }
          return byID[tab.id] ?? declaredTab
        }
      }
      if let first = restored.first {
        let selection = restored.contains { $0.id == selected } ? selected : first.id
        root = .tabs(restored, selected: selection)
      } else {
        root = .stack([])
      }
    }
    var modals: [NavigationModal] = []
    for (position, modal) in saved.modals.enumerated() {
      let stack = await restore(modal.stack, onScreen: true) { .modal(position, index: $0) }
      if !stack.isEmpty { modals.append(NavigationModal(style: modal.style, stack: stack)) }
    }
    // Made of checked parts: unique tabs, each with a screen, the selected one among them.
    let state = (try? NavigationState(root: root, modals: modals)) ?? NavigationState()
    var held: String?
    if holdsForLogin, let gate, let entry = heldForLogin, let url = entry.url {
      var attributes = RequestAttributes()
      // After the login, the screen is shown in its place, its parents behind it.
      attributes[LinkOrigin.Key.self] = .outside
      let source = (try? RouteURL(reading: url, maximumLength: .max))?.source ?? .internal
      gate.hold(url: url, source: source, parameters: [:], attributes: attributes)
      held = url
    }
    return NavigationRestoration(
      state: state, drops: drops, moves: moves, droppedTabs: droppedTabs, heldForLogin: held)
  }

  /// The entries of `stack` that resolve, re-resolved; `place` says where the entry at an
  /// index was; `onScreen` for a stack the user saw (a screen held for login comes from one).
  private mutating func restore(
    _ stack: [NavigationEntry], onScreen: Bool, place: (Int) -> NavigationPlace
  ) async -> [NavigationEntry] {
    var restored: [NavigationEntry] = []
    for (index, entry) in stack.enumerated() {
      switch await resolve(entry) {
      case .kept(let kept):
        if kept != entry {
          moves.append(RestorationMove(place: place(index), saved: entry, restored: kept))
        }
        restored.append(kept)
      case .dropped(let reason):
        drops.append(RestorationDrop(place: place(index), entry: entry, reason: reason))
        if reason == .requiresLogin, onScreen, entry.url != nil { heldForLogin = entry }
      }
    }
    return restored
  }

  /// What the current table makes of `entry`: its link's way to a handler, or its route by
  /// name for an entry without a URL.
  private mutating func resolve(_ entry: NavigationEntry) async -> Resolution {
    guard let url = entry.url else {
      let route =
        router.route(named: entry.route) ?? router.routes.first { $0.pattern == entry.route }
      guard let route else { return .dropped(.notFound) }
      return await isLoggedOut(for: route) ? .dropped(.requiresLogin) : .kept(entry)
    }
    switch await router.reach(url, skipping: { $0 is AuthenticationGate }) {
    case .reached(let request):
      guard let route = request.route else { return .dropped(.notFound) }
      if await isLoggedOut(for: route) { return .dropped(.requiresLogin) }
      return .kept(
        NavigationEntry.entry(
          route: route, parameters: request.pathParameters.dictionary, query: request.query,
          url: Self.restoredURL(saved: url, reached: request)))
    case .notFound:
      return .dropped(.notFound)
    case .rejected(let error, let middleware?):
      return .dropped(.refused(middleware: middleware, error))
    case .rejected(let error, nil):
      return .dropped(.failed(error))
    case .answered(let middleware):
      return .dropped(.answered(middleware: middleware))
    }
  }

  /// Whether `route` requires login, the router has a gate and the user is logged out.
  private mutating func isLoggedOut(for route: Route) async -> Bool {
    guard let gate, route.flags.contains(.requiresLogin) else { return false }
    if loggedIn == nil { loggedIn = await gate.isLoggedIn() }
    return loggedIn == false
  }

  /// The saved URL as it was when the link reached its route unchanged, else the URL it
  /// reached (after a redirect or a rewrite).
  private static func restoredURL(saved: String, reached request: RouteRequest) -> String {
    guard request.redirects.isEmpty,
      let parsed = try? RouteURL(reading: saved, maximumLength: .max),
      parsed.string == request.url.string
    else { return request.url.string }
    return saved
  }
}
