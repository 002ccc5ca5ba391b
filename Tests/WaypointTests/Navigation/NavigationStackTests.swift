import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Navigation")
struct NavigationStackTests {
  private func go(
    _ screens: NavigationStack, _ name: String, _ presentation: Presentation,
    from source: String? = nil
  ) async throws {
    try await screens.navigate(
      to: Destination(name), from: source.map { Destination($0) }, presentation: presentation,
      transition: .animated)
  }

  @Test func statesAfterPushPresentReplaceAndRoot() async throws {
    let screens = NavigationStack(root: Destination("home"))
    try await go(screens, "list", .push)
    try await screens.navigate(
      to: Destination("product", parameters: ["id": "42"]), from: nil, presentation: .push,
      transition: .animated)
    #expect(screens.description == "root: home > list > product(id=42)")
    try await go(screens, "login", .present(.sheet))
    #expect(screens.description == "root: home > list > product(id=42)\nsheet: login")
    try await go(screens, "signup", .push)
    #expect(screens.description == "root: home > list > product(id=42)\nsheet: login > signup")
    try await go(screens, "welcome", .replaceTop)
    #expect(screens.description == "root: home > list > product(id=42)\nsheet: login > welcome")
    try await go(screens, "tabs", .setRoot)
    #expect(screens.description == "root: tabs")
    #expect(screens.top == Destination("tabs"))
  }

  @Test func sourceUnwindsAndUnknownSourceFails() async throws {
    let screens = NavigationStack(root: Destination("home"))
    try await go(screens, "a", .push)
    try await go(screens, "b", .present(.fullScreen))
    try await go(screens, "c", .push, from: "home")
    #expect(screens.description == "root: home > c")
    await #expect(throws: RouteError.navigationFailed("nowhere is not on screen")) {
      try await go(screens, "d", .push, from: "nowhere")
    }
  }

  @Test func popDismissAndCustom() async throws {
    let screens = NavigationStack(root: Destination("home")) { name, destination, state in
      state.stack = [Destination("\(name):\(destination.name)")]
    }
    try await go(screens, "a", .push)
    try await go(screens, "m", .present(.popover))
    screens.pop()
    #expect(screens.description == "root: home > a")
    try await go(screens, "m", .present(.sheet))
    screens.dismiss()
    screens.pop()
    #expect(screens.description == "root: home")
    try await go(screens, "z", .custom("flip"))
    #expect(screens.description == "root: flip:z")
  }

  struct ProductPage: NavigationHandler {
    let navigator: any Navigator
    func destination(for request: RouteRequest) throws -> Destination {
      Destination("product", parameters: ["id": request["id"] ?? ""])
    }
    func presentation(for request: RouteRequest) -> Presentation {
      request.query["modal"] == "1" ? .present(.sheet) : .push
    }
  }

  @Test func navigationHandlerThroughTheRouter() async throws {
    let screens = NavigationStack(root: Destination("home"))
    let router = makeRouter()
    try router.register("/product/:id", handler: ProductPage(navigator: screens))
    let outcome = await router.handle("myapp://product/42")
    #expect(outcome.response?.values["destination"] == "product(id=42)")
    await router.handle("/product/7?modal=1")
    #expect(screens.description == "root: home > product(id=42)\nsheet: product(id=7)")
  }
}
