import Testing
import Waypoint

@Suite("Router configuration")
struct ConfigurationTests {
  @Test func aClosureSetsOneLimitAndKeepsTheSources() async throws {
    let router = try Router(appSchemes: ["MyApp"], webOrigins: ["https://app.example.com"]) {
      $0.maximumRedirects = 1
    }
    #expect(router.configuration.maximumRedirects == 1)
    #expect(router.configuration.appSchemes == ["myapp"])
    #expect(router.configuration.webOrigins == [try WebOrigin("https://app.example.com")])
    #expect(router.configuration.maximumQueryItems == 256)

    try router.redirect(from: "/a", to: "/b")
    try router.redirect(from: "/b", to: "/c")
    try router.register("/c") { _ in .ok }
    #expect(await router.handle("myapp://b").error == nil)
    #expect(await router.handle("https://app.example.com/a").error?.code == "tooManyRedirects")
  }

  @Test func theClosureSeesTheSourcesAndMayChangeEverything() throws {
    let router = try Router(appSchemes: ["myapp"], caseInsensitive: true) { configuration in
      #expect(configuration.appSchemes == ["myapp"])
      #expect(configuration.caseInsensitive)
      configuration.maximumQueryItems = 2
      configuration.maximumURLLength = 64
    }
    #expect(throws: RouteError.tooManyParameters("/x?a&b&c", count: 3, limit: 2)) {
      try router.match("/x?a&b&c")
    }
    let long = "/" + String(repeating: "x", count: 80)
    #expect(throws: RouteError.urlTooLong(length: 81, limit: 64)) { try router.match(long) }
  }

  @Test func aSchemeSetInTheClosureIsComparedWithoutCase() async throws {
    let router = try Router { $0.appSchemes = ["MyApp"] }
    #expect(router.configuration.appSchemes == ["myapp"])
    try router.register("/a") { _ in .ok }
    #expect(try router.match("myapp://a")?.route.pattern == "/a")
    #expect(try router.match("MYAPP://a")?.route.pattern == "/a")
    var configuration = Router.Configuration()
    configuration.appSchemes.insert("OtherApp")
    #expect(configuration.accepts(.appScheme("otherapp")))
  }

  @Test func withoutAClosureTheDefaultsHold() throws {
    let router = try Router(appSchemes: ["myapp"])
    let defaults = Router.Configuration()
    #expect(router.configuration.maximumRedirects == defaults.maximumRedirects)
    #expect(router.configuration.maximumURLLength == defaults.maximumURLLength)
    #expect(router.configuration.matchLimit == defaults.matchLimit)
    #expect(router.configuration.maximumQueryItems == defaults.maximumQueryItems)
  }

  @Test func anOriginThatIsNotOneIsRefusedBeforeTheClosureRuns() {
    #expect(throws: RouteError.self) {
      _ = try Router(webOrigins: ["myapp://x"]) { _ in Issue.record("the closure ran") }
    }
  }
}
