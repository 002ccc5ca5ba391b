import Testing

@testable import Waypoint

/// The parent chain: the screens behind a route, outermost first, filled by reverse routing.
@Suite("Navigation: parent chains")
struct ParentChainTests {
  private static func router() throws -> Router {
    let router = makeRouter()
    try router.register(Orders.definitions())
    return router
  }

  @Test("a match's parents, outermost first, without the query")
  func ofMatch() throws {
    let router = try Self.router()
    let match = try #require(try router.match("/orders/42/review?stars=5"))
    #expect(
      try router.parentChain(of: match) == [
        ParentLink(route: "orders", url: "/orders"),
        ParentLink(route: "order", url: "/orders/42", parameters: ["id": "42"]),
      ])
  }

  @Test("a route without a parent has none")
  func root() throws {
    let router = try Self.router()
    #expect(try router.parentChain(of: #require(try router.match("/orders"))).isEmpty)
  }

  @Test("by name, with values escaped as reverse routing escapes them")
  func byName() throws {
    let router = try Self.router()
    let chain = try router.parentChain(ofRoute: "order-review", parameters: ["id": "a b/c"])
    #expect(chain.map(\.url) == ["/orders", "/orders/a%20b%2Fc"])
    #expect(chain.last?.parameters == ["id": "a b/c"])
    #expect(chain.map(\.description) == ["orders /orders", "order /orders/a%20b%2Fc"])
  }

  @Test("an unknown route name is refused")
  func unknownRoute() throws {
    #expect(throws: RouteError.unknownRoute("nope")) {
      try Self.router().parentChain(ofRoute: "nope")
    }
  }

  @Test("a value the parent's constraint refuses is refused")
  func constraint() throws {
    let router = makeRouter()
    try router.register([
      try Orders.definition("/orders/:id(\\d+)", name: "order"),
      try Orders.definition("/notes/:id", name: "note", parent: "order"),
    ])
    #expect(throws: RouteError.self) {
      try router.parentChain(ofRoute: "note", parameters: ["id": "x"])
    }
    #expect(
      try router.parentChain(ofRoute: "note", parameters: ["id": "7"]).map(\.url) == ["/orders/7"])
  }

  @Test("a parent's own defaults fill what the child does not give")
  func parentDefaults() throws {
    let router = makeRouter()
    try router.register([
      try Orders.definition("/shelf/:section", name: "shelf", defaults: ["section": "all"]),
      try Orders.definition("/books/:isbn", name: "book", parent: "shelf"),
    ])
    #expect(
      try router.parentChain(ofRoute: "book", parameters: ["isbn": "1"]).map(\.url) == [
        "/shelf/all"
      ])
  }
}
