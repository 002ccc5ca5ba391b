@testable import Waypoint
@testable import WaypointRouting

/// A shop with two tabs: home (`/home`, `/search?q=`, `/account` behind login, `/account/settings`)
/// and orders (`/orders` > `/orders/:id` > `/orders/:id/review`), a help sheet and a login
/// sheet; every route shows its screen through ``Screen``.
struct NavigationFixture {
  let router = makeRouter()
  let screens: InMemoryNavigator
  let gate: AuthenticationGate
  let session = LoginFlag()

  /// A navigation handler over the fixture's navigator and planner.
  struct Screen: NavigationHandler {
    let navigator: any Navigator
    let planner: NavigationPlanner?
  }

  /// Whether the user is logged in.
  final class LoginFlag: Sendable {
    let value = Locked(false)
  }

  static let home = NavigationEntry("home", url: "/home")
  static let orders = NavigationEntry("orders", url: "/orders")

  static func order(_ id: String, url: String? = nil) -> NavigationEntry {
    NavigationEntry("order", parameters: ["id": id], url: url ?? "/orders/\(id)")
  }

  static func review(_ id: String, url: String? = nil) -> NavigationEntry {
    NavigationEntry("order-review", parameters: ["id": id], url: url ?? "/orders/\(id)/review")
  }

  static func tabs(home: [NavigationEntry] = [], orders: [NavigationEntry] = [], selected: String)
    -> NavigationState
  {
    try! NavigationState(
      tabs: [
        NavigationTab("home", stack: [Self.home] + home),
        NavigationTab("orders", stack: [Self.orders] + orders),
      ], selected: selected)
  }

  init(state: NavigationState = Self.tabs(selected: "home"), navigator: (any Navigator)? = nil)
    throws
  {
    screens = InMemoryNavigator(state: state)
    let session = self.session
    gate = AuthenticationGate(loginURL: "/login") { session.value.withLock { $0 } }
    router.use(gate, priority: 100)
    let handler = Screen(
      navigator: navigator ?? screens, planner: NavigationPlanner(router: router))
    func route(
      _ pattern: String, _ name: String, flags: RouteFlags = [], _ placement: RoutePlacement
    ) throws -> RouteDefinition {
      var definition = try RouteDefinition(pattern, name: name, flags: flags, handler: handler)
      definition.placement = placement
      return definition
    }
    try router.register([
      route("/home", "home", RoutePlacement(tab: "home")),
      route("/search", "search", RoutePlacement(tab: "home", identifyingQueryItems: ["q"])),
      route("/account", "account", flags: [.requiresLogin], RoutePlacement(tab: "home")),
      route("/account/settings", "settings", RoutePlacement(parent: "account")),
      route("/orders", "orders", RoutePlacement(tab: "orders")),
      route("/orders/:id", "order", RoutePlacement(parent: "orders")),
      route("/orders/:id/review", "order-review", RoutePlacement(parent: "order")),
      route("/help", "help", RoutePlacement(presentation: .present(.sheet))),
      route("/login", "login", RoutePlacement(presentation: .present(.sheet))),
    ])
  }

  var planner: NavigationPlanner { NavigationPlanner(router: router) }

  func plan(_ url: String, origin: LinkOrigin? = nil, from state: NavigationState? = nil)
    throws(RouteError) -> [NavigationStep]
  {
    try planner.plan(for: url, origin: origin, from: state ?? screens.state)
  }
}
