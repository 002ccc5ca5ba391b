import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("In-memory navigator")
struct InMemoryNavigatorTests {
  private func run(_ screens: InMemoryNavigator, _ steps: NavigationStep...) async throws {
    let outcome = await screens.execute(steps)
    if let failure = outcome.failure { throw failure }
  }

  @Test func statesAfterPushPresentReplaceAndRoot() async throws {
    let screens = InMemoryNavigator(root: NavigationEntry("home"))
    try await run(
      screens, .push(NavigationEntry("list")),
      .push(NavigationEntry("product", parameters: ["id": "42"])))
    #expect(screens.description == "root: home > list > product(id=42)")
    try await run(screens, .present(NavigationEntry("login"), style: .sheet))
    #expect(screens.description == "root: home > list > product(id=42)\nsheet: login")
    try await run(screens, .push(NavigationEntry("signup")))
    #expect(screens.description == "root: home > list > product(id=42)\nsheet: login > signup")
    try await run(screens, .replaceTop(NavigationEntry("welcome")))
    #expect(screens.description == "root: home > list > product(id=42)\nsheet: login > welcome")
    try await run(screens, .setRoot(NavigationEntry("tabs")))
    #expect(screens.description == "root: tabs")
    #expect(screens.top == NavigationEntry("tabs"))
  }

  @Test func popToAndDismissModalsAndTheirLimits() async throws {
    let screens = InMemoryNavigator(root: NavigationEntry("home"))
    try await run(
      screens, .push(NavigationEntry("a")), .present(NavigationEntry("b"), style: .fullScreen),
      .present(NavigationEntry("c"), style: .popover))
    try await run(screens, .dismissModals(keeping: 1))
    #expect(screens.description == "root: home > a\nfullScreen: b")
    try await run(screens, .dismissModals(keeping: 0), .popTo(index: 0))
    #expect(screens.description == "root: home")
    await #expect(
      throws: NavigationFailure(
        index: 0, step: .popTo(index: 3),
        error: .navigationFailed("cannot pop to screen 3: the current stack has 1"))
    ) {
      try await run(screens, .popTo(index: 3))
    }
    await #expect(
      throws: NavigationFailure(
        index: 0, step: .dismissModals(keeping: 2),
        error: .navigationFailed("cannot keep 2 modals: 0 are presented"))
    ) {
      try await run(screens, .dismissModals(keeping: 2))
    }
    await #expect(
      throws: NavigationFailure(
        index: 0, step: .selectTab("orders"),
        error: .navigationFailed("cannot select tab \"orders\": the root is one stack, not tabs"))
    ) {
      try await run(screens, .selectTab("orders"))
    }
  }

  @Test func popDismissAndCustom() async throws {
    let screens = InMemoryNavigator(root: NavigationEntry("home")) { name, entry, state in
      state = NavigationState(stack: [NavigationEntry("\(name):\(entry.route)")])
    }
    try await run(
      screens, .push(NavigationEntry("a")), .present(NavigationEntry("m"), style: .popover))
    screens.pop()
    #expect(screens.description == "root: home > a")
    try await run(screens, .present(NavigationEntry("m"), style: .sheet))
    screens.dismiss()
    screens.pop()
    screens.pop()
    #expect(screens.description == "root: home")
    try await run(screens, .custom("flip", NavigationEntry("z")))
    #expect(screens.description == "root: flip:z")
  }

  @Test func tabsSelectAndKeepTheirOwnStacks() async throws {
    let screens = InMemoryNavigator(
      state: try NavigationState(tabs: [
        NavigationTab("home", root: NavigationEntry("home")),
        NavigationTab("orders", root: NavigationEntry("orders")),
      ]))
    try await run(screens, .push(NavigationEntry("product", parameters: ["id": "1"])))
    try await run(
      screens, .selectTab("orders"), .push(NavigationEntry("order", parameters: ["id": "7"])))
    #expect(
      screens.description
        == "tab home: home > product(id=1)\ntab orders (selected): orders > order(id=7)")
    screens.pop()
    screens.pop()
    #expect(screens.state.stack(ofTab: "orders") == [NavigationEntry("orders")])
  }

  struct ProductPage: NavigationHandler {
    let navigator: any Navigator
    func entry(for request: RouteRequest) throws -> NavigationEntry {
      NavigationEntry("product", parameters: ["id": request["id"] ?? ""])
    }
    func placement(for request: RouteRequest) -> RoutePlacement {
      RoutePlacement(presentation: request.query["modal"] == "1" ? .present(.sheet) : .push)
    }
  }

  @Test func navigationHandlerThroughTheRouter() async throws {
    let screens = InMemoryNavigator(root: NavigationEntry("home"))
    let router = makeRouter()
    try router.register("/product/:id", handler: ProductPage(navigator: screens))
    let outcome = await router.handle("/product/42")
    #expect(outcome.response?.values["screen"] == "product(id=42)")
    #expect(outcome.response?.values["steps"] == "push(product(id=42))")
    #expect(screens.top?.url == "/product/42")
    await router.handle("/product/7?modal=1")
    #expect(screens.description == "root: home > product(id=42)\nsheet: product(id=7)")
  }
}
