import Foundation
import ReaderApp
import Testing
import Waypoint

/// The navigation state after each kind of link: a cold start, a link from inside, a login,
/// a link to a screen already open.
@Suite("Navigation scenarios")
struct NavigationScenarioTests {
  /// An app past its launch, with `user` logged in, showing `state` when given.
  static func app(user: String? = "ada", showing state: NavigationState? = nil) async throws
    -> AppCoordinator
  {
    let app = try AppCoordinator(session: Session(user: user))
    _ = await app.connectScene()
    if let state { app.navigator.show(state) }
    return app
  }

  @Test("a cold start is held until the launch ends, then selects its tab and pushes its parents")
  func coldStart() async throws {
    let app = try AppCoordinator(session: Session(user: "ada"))
    let launch = await app.connectScene(openedWith: ["reader://items/42/comments"])
    #expect(launch.heldLinks == ["reader://items/42/comments"])
    #expect(
      launch.outcomes.first?.response?.values["steps"]
        == "selectTab(library), push(app.detail(id=42)), push(app.comments(id=42))")
    #expect(
      app.navigator.state
        == (try Screens.tabs(
          library: [Screens.detail(42), Screens.comments(42, url: "reader://items/42/comments")],
          selected: ReaderTabs.library)))
  }

  @Test("a cold start to a screen behind login shows the login, and its back stack after it")
  func coldStartLoggedOut() async throws {
    let app = try AppCoordinator(session: Session())
    _ = await app.connectScene(openedWith: ["reader://items/42/comments"])
    #expect(app.gate.pendingURL == "reader://items/42/comments")
    #expect(
      app.navigator.state == (try Screens.tabs(selected: ReaderTabs.home, sheet: Screens.login)))
    await app.logIn(as: "ada")
    #expect(
      app.navigator.state
        == (try Screens.tabs(
          library: [Screens.detail(42), Screens.comments(42, url: "reader://items/42/comments")],
          selected: ReaderTabs.library)))
  }

  @Test(
    "a link from inside is pushed onto the stack on screen; the same from outside goes to its tab")
  func insideLink() async throws {
    let app = try await Self.app()
    await app.open(.detail(id: 7))
    #expect(app.navigator.state == (try Screens.tabs(home: [Screens.detail(7)], selected: "home")))
    await app.receive("reader://items/8")
    #expect(
      app.navigator.state
        == (try Screens.tabs(
          home: [Screens.detail(7)], library: [Screens.detail(8, url: "reader://items/8")],
          selected: ReaderTabs.library)))
    await app.open(.web(url: URL(string: "https://example.com/guide")!))
    #expect(app.navigator.state.stack(ofTab: ReaderTabs.library)?.last == Screens.guide)
  }

  @Test("a screen behind login: the gate shows the login sheet, and resumes the link after it")
  func loginThenResume() async throws {
    let app = try await Self.app(user: nil)
    let held = await app.open(.detail(id: 9))
    #expect(held.redirects == ["/login"])
    #expect(app.gate.pendingURL == "/items/9")
    #expect(app.navigator.state == (try Screens.tabs(selected: "home", sheet: Screens.login)))
    let resumed = await app.logIn(as: "ada")
    #expect(resumed?.route?.name == "app.detail")
    #expect(app.gate.pendingURL == nil)
    #expect(app.navigator.state == (try Screens.tabs(home: [Screens.detail(9)], selected: "home")))
  }

  @Test("a link to a screen already open pops back to it, and does nothing when it is on top")
  func alreadyOpen() async throws {
    let open = try Screens.tabs(
      home: [Screens.detail(7)],
      library: [Screens.detail(42), Screens.comments(42), Screens.guide],
      selected: "home")
    let app = try await Self.app(showing: open)
    let back = await app.receive("https://reader.example.com/items/42")
    #expect(back.response?.values["steps"] == "selectTab(library), popTo(1)")
    let popped = try Screens.tabs(
      home: [Screens.detail(7)], library: [Screens.detail(42)], selected: ReaderTabs.library)
    #expect(app.navigator.state == popped)
    let again = await app.receive("reader://items/42?ref=mail")
    #expect(again.response?.values["steps"] == "")
    #expect(app.navigator.state == popped)
    // From inside, too: the open article is popped back to, not pushed again.
    try await app.select(tab: "home")
    await app.open(.detail(id: 7))
    #expect(app.navigator.state.stack(ofTab: "home") == [Screens.home, Screens.detail(7)])
  }
}
