import Foundation
import ReaderApp
import Testing
import Waypoint

/// Restoring a saved state through today's routes.
@Suite("Restoration")
struct RestorationTests {
  @Test("version 1's state comes back at today's routes: a redirect moves it, a dead link drops")
  func afterARename() async throws {
    let app = try AppCoordinator(session: Session(user: "ada"))
    let launch = await app.connectScene(restoring: PreviousRelease.savedState)
    let report = try #require(launch.restoration)
    #expect(report.moved == ["tab library, screen 2: reader://detail/42 -> /items/42"])
    #expect(report.dropped.count == 1)
    #expect(report.dropped.first?.hasPrefix("tab library, screen 3: /detail/42/comments") == true)
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
    let saved = first.savedState()
    let next = try AppCoordinator(session: Session(user: "ada"))
    let report = await next.connectScene(restoring: saved).restoration
    #expect(report?.moved == [])
    #expect(report?.dropped == [])
    #expect(next.navigator.state == first.navigator.state)
  }

  @Test("restored screens behind login go through the gate")
  func behindTheGate() async throws {
    let app = try AppCoordinator(session: Session())
    let launch = await app.connectScene(restoring: PreviousRelease.savedState)
    #expect(launch.restoration?.waitingForLogin == "/items/42")
    #expect(app.gate.pendingURL == "/items/42")
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
    let report = await app.connectScene(restoring: saved).restoration
    #expect(report?.refused != nil)
    #expect(app.navigator.state == ReaderTabs.start())
  }
}
