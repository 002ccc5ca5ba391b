/// A handler whose work is showing a screen: for each request it computes the plan from what
/// the ``Navigator`` shows to the request's screen (``NavigationPlanner``) and executes it.
///
/// ```swift
/// struct OrderPage: NavigationHandler {
///   let navigator: any Navigator
///   let planner: NavigationPlanner?
/// }
/// try router.register(
///   "/orders/:id", name: "order",
///   handler: OrderPage(navigator: navigator, planner: NavigationPlanner(router: router)))
/// await router.handle("myapp://orders/7")  // its tab selected, its parents behind it
/// ```
///
/// The screen is the request's link (``entry(for:)``), placed as its route says
/// (``placement(for:)``): its tab, its presentation, its parent. A plan that would show a
/// screen that requires login while the user is logged out (a parent, as the gate already
/// checked the route itself) goes to the login route instead, and the gate resumes the link
/// after the login. A step that fails stops the plan: the handler throws
/// ``RouteError/navigationFailed(_:)`` naming the step, and the navigator's state stays as far
/// as the plan got.
public protocol NavigationHandler: RouteHandler {
  /// What performs the steps, and says what is on screen.
  var navigator: any Navigator { get }

  /// The planner over the router's routes, which finds a screen's parents; `nil`, the
  /// default, plans without parents.
  var planner: NavigationPlanner? { get }

  /// The screen to show for the request; by default its link
  /// (``NavigationEntry/init(_:)``). An entry without a URL gets the request's.
  func entry(for request: RouteRequest) async throws -> NavigationEntry

  /// Where the screen lives; by default its route's placement (``Route/placement``).
  func placement(for request: RouteRequest) -> RoutePlacement

  /// Where the link comes from; by default ``LinkOrigin/init(_:)-(RouteRequest)``.
  func origin(for request: RouteRequest) -> LinkOrigin

  /// How to animate; animated by default.
  func transition(for request: RouteRequest) -> NavigationTransition
}

extension NavigationHandler {
  /// No planner: no parents.
  public var planner: NavigationPlanner? { nil }

  /// The request's link.
  public func entry(for request: RouteRequest) async throws -> NavigationEntry {
    NavigationEntry(request)
  }

  /// The route's placement.
  public func placement(for request: RouteRequest) -> RoutePlacement {
    request.route?.placement ?? RoutePlacement()
  }

  /// The request's origin.
  public func origin(for request: RouteRequest) -> LinkOrigin { LinkOrigin(request) }

  /// Animated.
  public func transition(for request: RouteRequest) -> NavigationTransition { .animated }

  /// Plans and executes; the response's values are the screen (`screen`) and the steps
  /// performed (`steps`), and `heldForLogin` when the gate holds the link.
  ///
  /// - Throws: the entry's errors, the plan's (``NavigationPlanner/plan(to:placement:origin:from:)``),
  ///   or ``RouteError/navigationFailed(_:)`` for a step that failed.
  public func handle(_ request: RouteRequest) async throws -> RouteResponse {
    var entry = try await entry(for: request)
    if entry.url == nil { entry.url = request.url.string }
    let planner = planner ?? NavigationPlanner()
    let state = await navigator.state
    let plan = try planner.plan(
      to: entry, placement: placement(for: request), origin: origin(for: request), from: state)
    let admitted = try await planner.admitted(
      plan, url: request.url.string, source: request.source,
      parameters: request.primitiveParameters, attributes: request.attributes, from: state)
    let outcome = await navigator.execute(admitted.plan, transition: transition(for: request))
    if let failure = outcome.failure { throw RouteError.navigationFailed(failure.description) }
    var values = [
      "screen": entry.description,
      "steps": outcome.plan.map(\.description).joined(separator: ", "),
    ]
    values["heldForLogin"] = admitted.heldForLogin
    return .success(values)
  }
}
