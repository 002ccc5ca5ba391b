import Testing

@testable import Waypoint
@testable import WaypointRouting

@Suite("Links become plans")
struct NavigationPlanTests {
  typealias Fixture = NavigationFixture

  @Test func aColdStartSelectsTheTabAndPushesTheParents() async throws {
    let shop = try Fixture()
    let plan = try shop.plan("myapp://orders/7/review")
    #expect(
      plan == [
        .selectTab("orders"), .push(Fixture.order("7")),
        .push(Fixture.review("7", url: "myapp://orders/7/review")),
      ])
    // Through the router and the navigation handler, the same.
    let outcome = await shop.router.handle("myapp://orders/7/review")
    #expect(outcome.response?.values["steps"] == plan.map(\.description).joined(separator: ", "))
    #expect(
      shop.screens.description
        == "tab home: home\ntab orders (selected): orders > order(id=7) > order-review(id=7)")
  }

  @Test func anOutsideLinkPopsBackToTheNearestParentOnTheStack() throws {
    let shop = try Fixture(
      state: Fixture.tabs(orders: [Fixture.order("7"), Fixture.review("7")], selected: "orders"))
    // order 8's parent, orders, is the stack's root.
    #expect(
      try shop.plan("myapp://orders/8") == [
        .popTo(index: 0), .push(Fixture.order("8", url: "myapp://orders/8")),
      ])
    // A link with no parent goes on its tab's root.
    let search = NavigationEntry("search", parameters: ["q": "a"], url: "myapp://search?q=a")
    #expect(try shop.plan("myapp://search?q=a") == [.selectTab("home"), .push(search)])
  }

  @Test func anInsideLinkPushesOntoTheCurrentStack() throws {
    let shop = try Fixture(
      state: Fixture.tabs(
        home: [NavigationEntry("search", parameters: ["q": "a"])], selected: "home"))
    // The route names no tab of its own (its parent's does not count): pushed where the user is.
    #expect(try shop.plan("/orders/7") == [.push(Fixture.order("7"))])
    // Without parents when the link comes from inside.
    #expect(try shop.plan("/orders/7/review") == [.push(Fixture.review("7"))])
    // A caller may say a path comes from outside.
    #expect(
      try shop.plan("/orders/7/review", origin: .outside)
        == [.selectTab("orders"), .push(Fixture.order("7")), .push(Fixture.review("7"))])
    // Over a modal, onto the modal's stack.
    var covered = shop.screens.state
    try covered.apply(.present(NavigationEntry("help", url: "/help"), style: .sheet))
    #expect(try shop.plan("/orders/7", from: covered) == [.push(Fixture.order("7"))])
  }

  @Test func aRoutePlacedInAnotherTabOrModalIsShownThereFromInside() throws {
    let shop = try Fixture()
    // orders lives in the orders tab: an inside link switches to it, and pops back to it.
    let orders = try shop.plan(
      "/orders", from: Fixture.tabs(orders: [Fixture.order("1")], selected: "home"))
    #expect(orders == [.selectTab("orders"), .popTo(index: 0)])
    // help is a sheet.
    #expect(
      try shop.plan("/help") == [.present(NavigationEntry("help", url: "/help"), style: .sheet)])
  }

  @Test func aScreenAlreadyInTheStackIsPoppedBackToNeverCopied() throws {
    let state = Fixture.tabs(
      home: [NavigationEntry("search", parameters: ["q": "shoes"], url: "/search?q=shoes")],
      orders: [Fixture.order("7"), Fixture.review("7")], selected: "orders")
    let shop = try Fixture(state: state)
    // The same route and path parameters: the query that does not identify it does not count.
    #expect(try shop.plan("/orders/7?ref=mail") == [.popTo(index: 1)])
    #expect(try shop.plan("myapp://orders/7?ref=mail") == [.popTo(index: 1)])
    // In another tab, from outside: select it, pop back.
    #expect(
      try shop.plan(
        "myapp://orders/7",
        from: Fixture.tabs(orders: [Fixture.order("7"), Fixture.review("7")], selected: "home"))
        == [.selectTab("orders"), .popTo(index: 1)])
    // An identifying query item makes another screen; the same one is the same screen.
    #expect(
      try shop.plan("myapp://search?q=shoes&page=2") == [.selectTab("home")])
    #expect(
      try shop.plan("myapp://search?q=boots")
        == [
          .selectTab("home"), .popTo(index: 0),
          .push(
            NavigationEntry("search", parameters: ["q": "boots"], url: "myapp://search?q=boots")),
        ])
  }

  @Test func nothingWhenTheScreenIsAlreadyOnTop() throws {
    let shop = try Fixture(
      state: Fixture.tabs(orders: [Fixture.order("7"), Fixture.review("7")], selected: "orders"))
    #expect(try shop.plan("/orders/7/review").isEmpty)
    #expect(try shop.plan("myapp://orders/7/review?utm=x").isEmpty)
    #expect(try shop.plan("https://app.example.com/orders/7/review").isEmpty)
  }

  @Test func modalsThatCoverTheScreenAreDismissed() throws {
    var state = Fixture.tabs(orders: [Fixture.order("7")], selected: "orders")
    try state.apply(.present(NavigationEntry("help", url: "/help"), style: .sheet))
    try state.apply(.push(NavigationEntry("topic")))
    try state.apply(.present(NavigationEntry("login", url: "/login"), style: .fullScreen))
    let shop = try Fixture(state: state)
    #expect(
      try shop.plan("myapp://orders/7/review")
        == [.dismissModals(keeping: 0), .push(Fixture.review("7", url: "myapp://orders/7/review"))])
    // A screen in a modal: the modals above it go, and its stack pops back to it.
    #expect(try shop.plan("myapp://help") == [.dismissModals(keeping: 1), .popTo(index: 0)])
    // A modal without parents from outside: presented over what is there, after the others go.
    var bare = Fixture.tabs(selected: "home")
    try bare.apply(.present(NavigationEntry("login", url: "/login"), style: .fullScreen))
    #expect(
      try shop.plan("myapp://help", from: bare)
        == [
          .dismissModals(keeping: 0),
          .present(NavigationEntry("help", url: "myapp://help"), style: .sheet),
        ])
  }

  /// A navigator that fails the step that shows `failing`.
  struct FailingNavigator: Navigator {
    let screens: InMemoryNavigator
    let failing: String
    var state: NavigationState { screens.state }
    func perform(_ step: NavigationStep, transition: NavigationTransition) async throws(RouteError)
    {
      if step.entry?.route == failing { throw .navigationFailed("no view for \(failing)") }
      try await screens.perform(step, transition: transition)
    }
  }

  @Test func aFailedStepStopsThePlanAndTheStateStaysAsFarAsItGot() async throws {
    let screens = InMemoryNavigator(state: Fixture.tabs(selected: "home"))
    let navigator = FailingNavigator(screens: screens, failing: "order-review")
    let shop = try Fixture(navigator: navigator)
    let plan = try shop.planner.plan(for: "myapp://orders/7/review", from: navigator.state)
    let outcome = await navigator.execute(plan)
    #expect(outcome.performed == 2)
    #expect(
      outcome.failure
        == NavigationFailure(
          index: 2, step: plan[2], error: .navigationFailed("no view for order-review")))
    #expect(!outcome.isComplete)
    #expect(
      outcome.state.description == "tab home: home\ntab orders (selected): orders > order(id=7)")
    #expect(screens.state == outcome.state)
    // Through the router: the handler fails with the step named.
    let handled = await shop.router.handle("myapp://orders/8/review")
    #expect(
      handled.error
        == .navigationFailed(
          "step 3 (push(order-review(id=8))) failed: "
            + "\(RouteError.navigationFailed("no view for order-review"))"))
    #expect(screens.state.stack(ofTab: "orders") == [Fixture.orders, Fixture.order("8")])
  }

  @Test func aStalePlanFailsAtTheStepThatNoLongerFits() async throws {
    let shop = try Fixture(
      state: Fixture.tabs(orders: [Fixture.order("7"), Fixture.review("7")], selected: "orders"))
    let plan = try shop.plan("/orders/7")
    shop.screens.pop()
    shop.screens.pop()
    let outcome = await shop.screens.execute(plan + [.push(NavigationEntry("never"))])
    #expect(outcome.performed == 0)
    #expect(outcome.failure?.step == .popTo(index: 1))
    #expect(outcome.state == Fixture.tabs(selected: "orders"))
  }

  @Test func aParentBehindTheGateGoesThroughTheGate() async throws {
    let shop = try Fixture()
    // settings does not require login, but its parent, account, does.
    let outcome = await shop.router.handle("myapp://account/settings")
    #expect(outcome.response?.values["heldForLogin"] == "myapp://account/settings")
    #expect(shop.gate.pendingURL == "myapp://account/settings")
    #expect(
      shop.screens.description
        == "tab home (selected): home\ntab orders: orders\nsheet: login")
    // A gated route itself: the gate's middleware sends the user to login first.
    await shop.router.handle("myapp://account")
    #expect(shop.gate.pendingURL == "myapp://account")
    shop.session.value.withLock { $0 = true }
    shop.screens.dismiss()
    await shop.gate.loginSucceeded()
    #expect(shop.screens.description == "tab home (selected): home > account\ntab orders: orders")
    await shop.router.handle("myapp://account/settings")
    #expect(
      shop.screens.description
        == "tab home (selected): home > account > settings\ntab orders: orders")
  }

  @Test func aRestoredStateNamesTheScreensBehindTheGate() throws {
    let shop = try Fixture()
    let state = Fixture.tabs(
      home: [
        NavigationEntry("account", url: "/account"),
        NavigationEntry("settings", url: "/account/settings"),
      ],
      selected: "home")
    #expect(
      shop.planner.screensRequiringLogin(in: state) == [NavigationEntry("account", url: "/account")]
    )
    let plan = try shop.plan("myapp://account/settings")
    #expect(
      shop.planner.screensRequiringLogin(in: plan) == [NavigationEntry("account", url: "/account")])
  }

  @Test func parentsThatCannotBeFoundAreTypedErrors() throws {
    let shop = try Fixture()
    // Registration refuses a parent that is no route (WhereEachScreenLives.md); a placement
    // handed to the planner directly is checked again.
    #expect(throws: RouteError.unknownParent(route: "lost", parent: "nowhere")) {
      var lost = try RouteDefinition(
        "/lost", name: "lost", handler: ClosureRouteHandler { _ in .success() })
      lost.placement = RoutePlacement(parent: "nowhere")
      try shop.router.register([lost])
    }
    #expect(
      throws: RouteError.navigationFailed(
        "lost's parent \"nowhere\" is not a route: name a registered route")
    ) {
      try shop.planner.plan(
        to: NavigationEntry("lost"), placement: RoutePlacement(parent: "nowhere"),
        origin: .outside, from: shop.screens.state)
    }
    #expect(throws: RouteError.notFound("myapp://missing")) { try shop.plan("myapp://missing") }
    // A parent whose pattern the child's parameters do not fill.
    #expect(throws: RouteError.missingParameter(name: "id", route: "/orders/:id")) {
      try shop.planner.plan(
        to: NavigationEntry("order-review"), placement: RoutePlacement(parent: "order"),
        origin: .outside, from: shop.screens.state)
    }
    // A tab that is not one of the state's.
    #expect(
      throws: RouteError.navigationFailed(
        "x is placed in tab \"cart\", which is not one of the tabs: home, orders")
    ) {
      try shop.planner.plan(
        to: NavigationEntry("x"), placement: RoutePlacement(tab: "cart"), origin: .outside,
        from: shop.screens.state)
    }
  }

  @Test func anOriginComesFromTheCallerThenTheSource() async throws {
    let shop = try Fixture(state: Fixture.tabs(home: [NavigationEntry("a")], selected: "home"))
    var attributes = RequestAttributes()
    attributes[LinkOrigin.Key.self] = .outside
    await shop.router.handle("/orders/7", attributes: attributes)
    #expect(shop.screens.state.selectedTab == "orders")
    #expect(shop.screens.state.stack(ofTab: "orders") == [Fixture.orders, Fixture.order("7")])
    attributes[LinkOrigin.Key.self] = .inside
    await shop.router.handle("myapp://orders/9", attributes: attributes)
    #expect(shop.screens.top == Fixture.order("9", url: "myapp://orders/9"))
    #expect(shop.screens.state.stack(ofTab: "orders")?.count == 3)
  }
}
