import Testing

@_spi(Fuzzing) @testable import WaypointRouting
@testable import WaypointMatching

/// `Router.ownMatcher(of:)`, which the fuzz targets' route-by-route references take instead of
/// compiling each route again: it must be the matcher the route's expression compiles to.
@Suite("A route's own matcher")
struct OwnMatcherTests {
  @Test(arguments: [false, true])
  func isCompiledFromTheRoutesExpressionOnceAndMatchesLikeAFreshOne(caseInsensitive: Bool) throws {
    let router = makeRouter(caseInsensitive: caseInsensitive)
    try router.register("/user/:id(\\d+)") { _ in .ok }
    try router.register("myapp://share/:id") { _ in .ok }
    try router.register("/files/*path") { _ in .ok }
    let urls = [
      "/user/42", "/USER/42", "/user/me", "myapp://share/7", "https://app.example.com/share/7",
      "/files/a/b", "/files",
    ]
    for route in router.routes {
      let own = try #require(try router.ownMatcher(of: route))
      let again = try router.ownMatcher(of: route)
      #expect(own === again, "compiled once and kept")
      #expect(own.expression == route.expression)
      #expect(own.expression.pattern == route.pattern)
      #expect(own.configuration == router.configuration.matching)
      let fresh = try RouteMatcher(route.expression, configuration: router.configuration.matching)
      for url in urls {
        #expect(
          try own.match(url)?.parameters.dictionary == fresh.match(url)?.parameters.dictionary,
          "\(route.pattern) on \(url)")
      }
    }
  }

  @Test func isNilForARouteTheTableDoesNotHaveOrReplaced() throws {
    let router = makeRouter()
    try router.register("/user/:id") { _ in .ok }
    let other = makeRouter()
    try other.register("/order/:id") { _ in .ok }
    #expect(try router.ownMatcher(of: try #require(other.routes.first)) == nil)

    let first = try #require(router.routes.first)
    let replacement = try router.register("/user/:id", replacing: true) { _ in .ok }
    #expect(try router.ownMatcher(of: first) == nil, "replaced by an equal route")
    #expect(try router.ownMatcher(of: replacement) != nil)
  }
}
