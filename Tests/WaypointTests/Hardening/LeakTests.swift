import Testing
import Waypoint

/// Registering, matching and removing routes many times must release everything: routes,
/// their expressions and matchers, and the compiled tables (PCRE2 code, JIT code). Here with
/// weak references, which holds in every build; `make leaks` runs the same tests under
/// LeakSanitizer, which also sees PCRE2's own allocations.
@Suite("Leaks")
struct LeakTests {
  /// Weak references to routes, to see that they were released.
  final class Released {
    private struct Entry {
      weak var route: Route?
    }
    private var entries: [Entry] = []

    func watch(_ routes: [Route]) { entries += routes.map { Entry(route: $0) } }

    /// The patterns of the watched routes still alive.
    var alive: [String] { entries.compactMap { $0.route?.pattern } }
    var count: Int { entries.count }
  }

  /// Routes of every kind the compiled table handles differently.
  static func definitions(round: Int) throws -> [RouteDefinition] {
    let handler = ClosureRouteHandler { _ in .ok }
    var definitions = try [
      "/product/:id(\\d+)", "/product/:slug", "/users{/:id}/edit", "/files{/*path}",
      "/files/*path/edit", "/item/:id.html", "/p/:id-:slug", "/category/家居",
      "/tag/:name(家居|花园)", "/x/:v((a+)+)", "myapp://share/:id", "myapp://:section/:id(\\d+)",
      "https://app.example.com/p/:id", "otherapp://open/:id", "/repos/:owner/:repo/events",
      "/repos/:owner/:repo/issues/:number", "/round/\(round)/:x",
    ].map { try RouteDefinition($0, handler: handler) }
    definitions.append(
      try RouteDefinition("/admin/*rest", flags: [.internalOnly], handler: handler))
    definitions.append(
      RouteDefinition(
        expression: try RouteExpression(regex: #"/article/(?<year>\d{4})/(?<slug>[a-z-]+)"#),
        target: .handler(handler)))
    definitions.append(try .redirect(from: "/item/:id(\\d+)", to: "/product/:id"))
    return definitions
  }

  /// URLs that take every lookup path: the compiled table, the internal fast path, the
  /// route-by-route reference (internal-only routes from outside, match limits), raw regexes.
  static let urls = [
    "/product/42", "/product/shoe", "/users/7/edit", "/files/a/b/edit", "/item/a.b.html",
    "/p/12-post", "/category/%E5%AE%B6%E5%B1%85", "/x/" + String(repeating: "a", count: 3000) + "!",
    "myapp://share/9", "myapp://news/12", "https://app.example.com/p/1", "otherapp://open/1",
    "myapp://admin/x", "/admin/x", "/article/2024/hello", "/repos/a/b/events", "/round/1/x",
    "/nothing/here",
  ]

  /// Drops this thread's cached route tables by looking up with other routers.
  static func evictThreadCaches() throws {
    for index in 0..<8 {
      let other = Router()
      try other.register("/evict/\(index)") { _ in .ok }
      _ = try other.match("/evict/\(index)")
    }
  }

  @Test func registeringMatchingAndRemovingReleasesEverything() throws {
    let released = Released()
    do {
      let router = try Router(appSchemes: ["myapp"], webOrigins: ["https://app.example.com"])
      for round in 0..<60 {
        let routes = try router.register(Self.definitions(round: round))
        released.watch(routes)
        for url in Self.urls { _ = try? router.match(url) }
        for route in routes.prefix(5) { try router.remove(route) }
        for url in Self.urls { _ = try? router.match(url) }
        let replaced = try router.replaceRoutes(with: Self.definitions(round: round + 1000))
        released.watch(replaced)
        for url in Self.urls { _ = try? router.match(url) }
        switch round % 3 {
        case 0: router.removeAll()
        case 1: for route in router.routes { try router.remove(route) }
        default: _ = try router.replaceRoutes(with: [])
        }
        #expect(router.routes.isEmpty)
      }
    }
    try Self.evictThreadCaches()
    #expect(released.count > 2000)
    #expect(released.alive.isEmpty, "still alive: \(released.alive.prefix(5))")
  }

  @Test func routersAndMatchersAreReleased() throws {
    final class Watch {
      weak var router: Router?
      weak var matcher: RouteMatcher?
    }
    var watches: [Watch] = []
    for round in 0..<40 {
      let watch = Watch()
      do {
        let router = try Router(appSchemes: ["myapp"])
        try router.register(Self.definitions(round: round))
        for url in Self.urls { _ = try? router.match(url) }
        let matcher = try RouteMatcher("/x/:v((a+)+)")
        _ = try? matcher.match("/x/" + String(repeating: "a", count: 3000) + "!")
        watch.router = router
        watch.matcher = matcher
      }
      watches.append(watch)
    }
    try Self.evictThreadCaches()
    #expect(watches.allSatisfy { $0.router == nil && $0.matcher == nil })
  }
}
