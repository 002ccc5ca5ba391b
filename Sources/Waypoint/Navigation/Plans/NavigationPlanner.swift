/// Computes the steps from what is on screen to a link's screen (<doc:LinksBecomePlans>), by
/// the routes of a router: each route's placement (``Route/placement``) says its tab, how it
/// is shown and the route behind it.
///
/// ```swift
/// // "/orders" (orders, tab "orders"), "/orders/:id" (order, parent "orders"),
/// // "/orders/:id/review" (order-review, parent "order")
/// let planner = NavigationPlanner(router: router)
/// let state = try NavigationState(tabs: [
///   NavigationTab("home", root: NavigationEntry("home", url: "/")),
///   NavigationTab("orders", root: NavigationEntry("orders", url: "/orders")),
/// ])
/// try planner.plan(for: "myapp://orders/7/review", from: state)
/// // [selectTab(orders), push(order(id=7)), push(order-review(id=7))]
/// ```
///
/// The planner holds its router weakly, so that a handler of the router may keep one.
public struct NavigationPlanner: Sendable {
  private let box: RouterBox

  /// A weak reference to the router.
  private final class RouterBox: Sendable {
    weak let router: Router?
    init(_ router: Router?) { self.router = router }
  }

  /// A planner over the routes of `router`.
  public init(router: Router) {
    box = RouterBox(router)
  }

  /// A planner without routes: it places a screen by the placement it is given, and finds no
  /// parents.
  init() {
    box = RouterBox(nil)
  }

  /// The router, while it exists.
  var router: Router? { box.router }

  /// The plan to the screen of `url`, from `state`; by default a path comes from inside and
  /// any other URL from outside (``LinkOrigin/init(_:)-(LinkSource)``). A redirect route is
  /// followed to its target.
  ///
  /// - Throws: the URL's errors (``RouteError/malformedURL(_:reason:)``...),
  ///   ``RouteError/notFound(_:)`` when no route matches, and the errors of
  ///   ``plan(to:placement:origin:from:)``.
  public func plan(for url: String, origin: LinkOrigin? = nil, from state: NavigationState)
    throws(RouteError) -> [NavigationStep]
  {
    let router = try liveRouter()
    var url = url
    var seen: [String] = []
    while true {
      guard let match = try router.match(url) else { throw .notFound(url) }
      guard let target = match.redirectTarget() else {
        let origin = origin ?? LinkOrigin(match.url.source)
        return try plan(
          to: NavigationEntry.entry(
            route: match.route, parameters: match.parameters.dictionary,
            query: match.query, url: url),
          placement: match.route.placement, origin: origin, from: state)
      }
      seen.append(url)
      if seen.contains(target) { throw .redirectLoop(seen + [target]) }
      if seen.count > router.configuration.maximumRedirects {
        throw .tooManyRedirects(limit: router.configuration.maximumRedirects, chain: seen)
      }
      url = target
    }
  }

  /// The plan to the screen of a request a handler is handling: `entry` (by default the
  /// request's link, ``NavigationEntry/init(_:)``) placed as its route says, from `origin`
  /// (by default the request's, ``LinkOrigin/init(_:)-(RouteRequest)``).
  public func plan(
    for request: RouteRequest, entry: NavigationEntry? = nil, origin: LinkOrigin? = nil,
    from state: NavigationState
  ) throws(RouteError) -> [NavigationStep] {
    try plan(
      to: entry ?? NavigationEntry(request),
      placement: request.route?.placement ?? RoutePlacement(),
      origin: origin ?? LinkOrigin(request), from: state)
  }

  /// The plan to `target`, a screen placed by `placement`, for a link from `origin`, from
  /// `state`. The rules, in order:
  ///
  /// 1. nothing when `target` is on top of everything;
  /// 2. from inside, when the placement names no tab or the tab on screen with no modal over
  ///    it: pop back to `target` when it is in the current stack, else show it on the current
  ///    stack as the placement's presentation says (push by default);
  /// 3. from outside (or inside, to another tab): when `target` is in a modal, dismiss the
  ///    modals above it and pop back to it; else select its tab (the placement's, else its
  ///    nearest parent's, else the tab on screen), dismiss every modal, pop back to `target`
  ///    when it is in the tab's stack; else pop back to its nearest parent in that stack (the
  ///    stack's root when none is), push the missing parents, then show `target`.
  ///
  /// Two entries are the same screen when ``NavigationEntry/isSameScreen(as:)``: a copy is
  /// never pushed.
  ///
  /// - Throws: ``RouteError/navigationFailed(_:)`` for a tab that is not one of the state's,
  ///   a parent that is not a route or a cycle of parents; the errors of
  ///   ``Router/url(for:parameters:)`` for a parent whose pattern the child's parameters do
  ///   not fill.
  public func plan(
    to target: NavigationEntry, placement: RoutePlacement, origin: LinkOrigin,
    from state: NavigationState
  ) throws(RouteError) -> [NavigationStep] {
    if let top = state.top, top.isSameScreen(as: target) { return [] }
    let tab = tab(of: target, placement: placement)
    if let tab, !state.tabIdentifiers.isEmpty, !state.tabIdentifiers.contains(tab) {
      throw .navigationFailed(
        "\(target.route) is placed in tab \"\(tab)\", which is not one of the tabs: "
          + state.tabIdentifiers.joined(separator: ", "))
    }
    let presentation = placement.presentation ?? .push
    // From inside, only the route's own tab takes the screen elsewhere.
    let ownTab = placement.tab
    let staysOnScreen = ownTab == nil || (state.modals.isEmpty && ownTab == state.selectedTab)
    if origin == .inside, staysOnScreen {
      if presentation == .push, let index = Self.lastIndex(of: target, in: state.currentStack) {
        return Self.popSteps(to: index, in: state.currentStack)
      }
      return [Self.show(target, as: presentation)]
    }
    // From outside: a screen in a modal is uncovered where it is.
    for (position, modal) in state.modals.enumerated().reversed() {
      guard let index = Self.lastIndex(of: target, in: modal.stack) else { continue }
      var steps: [NavigationStep] = []
      if position + 1 < state.modals.count { steps.append(.dismissModals(keeping: position + 1)) }
      return steps + Self.popSteps(to: index, in: modal.stack)
    }
    var steps: [NavigationStep] = []
    var stack = state.rootStack
    if let tab, let selected = state.selectedTab, tab != selected {
      steps.append(.selectTab(tab))
      stack = state.stack(ofTab: tab) ?? []
    }
    if !state.modals.isEmpty { steps.append(.dismissModals(keeping: 0)) }
    if presentation == .setRoot { return steps + [.setRoot(target)] }
    if case .present = presentation {
    } else if let index = Self.lastIndex(of: target, in: stack) {
      return steps + Self.popSteps(to: index, in: stack)
    }
    let parents = try parents(of: target, parent: placement.parent)
    // A modal with no parent is presented over the screen on its stack.
    if case .present = presentation, parents.isEmpty {
      return steps + [Self.show(target, as: presentation)]
    }
    var missing = parents
    if let found = parents.indices.reversed().first(where: { position in
      Self.lastIndex(of: parents[position], in: stack) != nil
    }) {
      steps += Self.popSteps(to: Self.lastIndex(of: parents[found], in: stack)!, in: stack)
      missing = Array(parents[(found + 1)...])
    } else if !stack.isEmpty {
      steps += Self.popSteps(to: 0, in: stack)
    }
    steps += missing.map(NavigationStep.push)
    // From outside, the screen goes on the stack its parents are on.
    let shown = presentation == .replaceTop ? Presentation.push : presentation
    return steps + [Self.show(target, as: shown)]
  }

  /// The router, or an error saying it is gone.
  func liveRouter() throws(RouteError) -> Router {
    guard let router else {
      throw .navigationFailed("the planner's router no longer exists")
    }
    return router
  }

  /// The step that shows `entry` as `presentation` says.
  static func show(_ entry: NavigationEntry, as presentation: Presentation) -> NavigationStep {
    switch presentation {
    case .push: return .push(entry)
    case .present(let style): return .present(entry, style: style)
    case .replaceTop: return .replaceTop(entry)
    case .setRoot: return .setRoot(entry)
    case .custom(let name): return .custom(name, entry)
    }
  }

  /// A pop back to `index` of `stack`, none when it is on top already.
  static func popSteps(to index: Int, in stack: [NavigationEntry]) -> [NavigationStep] {
    index < stack.count - 1 ? [.popTo(index: index)] : []
  }

  /// Where `entry`'s screen is in `stack`, the top-most if it is there more than once.
  static func lastIndex(of entry: NavigationEntry, in stack: [NavigationEntry]) -> Int? {
    stack.lastIndex { $0.isSameScreen(as: entry) }
  }
}
