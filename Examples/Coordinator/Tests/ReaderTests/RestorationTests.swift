import Foundation
import ReaderApp
import Testing
import Waypoint

/// Restoring a saved state through today's routes.
@Suite("Restoration")
struct RestorationTests {
  /// What restoring `saved` at launch made of it, for a reader `user` (or nobody).
  static func launch(restoring saved: Data, user: String? = "ada") async throws
    -> (app: AppCoordinator, restoration: NavigationRestoration)
  {
    let app = try AppCoordinator(session: Session(user: user))
    let launch = await app.connectScene(restoring: saved)
    return (app, try #require(try launch.restoration?.get()))
  }

  @Test("version 1's state comes back at today's routes: a redirect moves it, a dead link drops")
  func afterARename() async throws {
    let (app, restoration) = try await Self.launch(restoring: PreviousRelease.savedState)
    #expect(
      restoration.moves == [
        RestorationMove(
          place: .tab(ReaderTabs.library, index: 1),
          saved: Screens.detail(42, url: "reader://detail/42"), restored: Screens.detail(42))
      ])
    #expect(
      restoration.drops == [
        RestorationDrop(
          place: .tab(ReaderTabs.library, index: 2),
          entry: Screens.comments(42, url: "/detail/42/comments"), reason: .notFound)
      ])
    #expect(
      app.navigator.state
        == (try Screens.tabs(
          home: [Screens.guide], library: [Screens.detail(42)], selected: ReaderTabs.library)))
  }

  @Test("a state this version saved comes back equal")
  func roundTrip() async throws {
    let first = try await NavigationScenarioTests.app()
    await first.receive("reader://items/42/comments")
    try await first.select(tab: "home")
    await first.open(.web(url: URL(string: "https://example.com/guide")!))
    let (next, restoration) = try await Self.launch(restoring: first.savedState())
    #expect(restoration.isUnchanged)
    #expect(next.navigator.state == first.navigator.state)
  }

  @Test("restored screens behind login go through the gate, and come back after it")
  func behindTheGate() async throws {
    let (app, restoration) = try await Self.launch(
      restoring: PreviousRelease.savedState, user: nil)
    // The gate holds the saved link; after the login it is dispatched, and redirected.
    #expect(restoration.heldForLogin == "reader://detail/42")
    #expect(app.gate.pendingURL == "reader://detail/42")
    #expect(
      app.navigator.state
        == (try Screens.tabs(
          home: [Screens.guide], selected: ReaderTabs.library, sheet: Screens.login)))
    await app.logIn(as: "ada")
    #expect(
      app.navigator.state
        == (try Screens.tabs(
          home: [Screens.guide], library: [Screens.detail(42)], selected: ReaderTabs.library)))
  }

  @Test(
    "a state that cannot be read is refused whole, and the app starts at its tabs",
    arguments: [
      Data("{\"format\":1,\"tabs\":[".utf8),
      Data("{\"format\":2,\"modals\":[],\"stack\":[]}".utf8),
      Data("not json".utf8),
    ])
  func unreadable(saved: Data) async throws {
    let app = try AppCoordinator(session: Session(user: "ada"))
    let launch = await app.connectScene(restoring: saved)
    #expect(throws: NavigationStateError.self) { try launch.restoration?.get() }
    #expect(app.navigator.state == ReaderTabs.start())
  }
}
