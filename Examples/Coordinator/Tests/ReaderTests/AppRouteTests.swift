import Foundation
import ReaderApp
import Testing
import Waypoint

/// The design notes' enum, on the router: parse, build, match, placement.
@Suite("AppRoute")
struct AppRouteTests {
  @Test("each case parses from its URL and builds it back")
  func roundTrip() throws {
    let cases: [AppRoute] = [
      .home, .detail(id: 42), .web(url: URL(string: "https://a.b/c?d=e")!), .login, .library,
      .comments(id: 7),
    ]
    for route in cases {
      #expect(try AppRoute.parse(try route.url()) == route)
    }
    #expect(try AppRoute.detail(id: 42).url() == "/items/42")
  }

  @Test("the router says which case a link is, redirects included, without showing it")
  func whichScreen() async throws {
    let app = try await NavigationScenarioTests.app()
    #expect(try app.whichScreen("reader://items/42/comments") == .comments(id: 42))
    #expect(try app.whichScreen("https://reader.example.com/detail/42") == .detail(id: 42))
    #expect(try app.whichScreen("/help") == nil)
    #expect(throws: RouteError.self) { try app.whichScreen("evil://items/1") }
    #expect(app.navigator.state == ReaderTabs.start())
  }

  @Test("every case is a route in the app namespace, placed as its pattern says")
  func placement() throws {
    let app = try AppCoordinator()
    let router = app.router
    #expect(router.route(named: "app.detail")?.placement.parent == "app.library")
    #expect(router.route(named: "app.detail")?.flags.contains(.requiresLogin) == true)
    #expect(router.route(named: "app.comments")?.placement.parent == "app.detail")
    #expect(router.route(named: "app.login")?.presentation == .present(.sheet))
    #expect(
      try router.parentChain(ofRoute: "app.comments", parameters: ["id": "3"]).map(\.url) == [
        "/library", "/items/3",
      ])
  }
}
