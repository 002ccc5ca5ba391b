import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("RouteRequest parameters")
struct RouteRequestTests {
  /// Handles `url` on a router with one route and returns the request the handler saw.
  private func capture(
    _ pattern: String, _ url: String, defaults: [String: String] = [:],
    primitive: [String: any Sendable] = [:]
  ) async throws -> RouteRequest {
    let router = makeRouter()
    let seen = Recorder<RouteRequest>()
    try router.register(pattern, defaults: defaults) { request in
      seen.append(request)
      return .ok
    }
    await router.handle(url, parameters: primitive)
    let request = try #require(seen.values.first)
    // The recorder holds the request, which holds the route, whose handler holds the
    // recorder: empty it so that the cycle does not outlive the test.
    seen.removeAll()
    return request
  }

  @Test func precedenceIsPrimitivePathQueryDefaults() async throws {
    let request = try await capture(
      "/product/:id", "myapp://product/42?id=evil&tab=reviews&page=2",
      defaults: ["tab": "info", "page": "1", "sort": "new", "id": "default"],
      primitive: ["page": 9, "source": "push"])
    #expect(request["id"] == "42")
    #expect(request.query["id"] == "evil")
    #expect(request["tab"] == "reviews")
    #expect(request["page"] == "9")
    #expect(request["sort"] == "new")
    #expect(request["source"] == "push")
    #expect(request["missing"] == nil)
    #expect(request.pathParameters["id"] == "42")
    #expect(request.defaultParameters["id"] == "default")
    #expect(request.primitiveParameters["page"] as? Int == 9)
    #expect(request.source == .appScheme("myapp"))
    #expect(request.route?.pattern == "/product/:id")
  }

  @Test func urlNeverOverridesPrimitiveParameters() async throws {
    let request = try await capture(
      "/pay/:amount", "/pay/1000000?user=attacker", primitive: ["user": "alice", "amount": 5])
    #expect(request["user"] == "alice")
    #expect(request.int("amount") == 5)
  }

  @Test func typedAccessors() async throws {
    let uuid = UUID()
    let request = try await capture(
      "/t/:n/:d/:b", "/t/42/2.5/YES?u=\(uuid.uuidString)&bad=x",
      primitive: ["native": 7 as Int64])
    #expect(request.int("n") == 42)
    #expect(request.double("d") == 2.5)
    #expect(request.bool("b") == true)
    #expect(request.uuid("u") == uuid)
    #expect(request.int("bad") == nil)
    #expect(request.value("native", as: Int64.self) == 7)
    #expect(request.value("n", as: UInt8.self) == 42)
  }

  struct ProductRoute: Decodable, Equatable {
    enum Tab: String, Decodable { case info, reviews }
    let id: Int
    let tab: Tab
    let tags: [String]
    let note: String?
    let id2: UUID?
  }

  @Test func decodeIntoATypedRoute() async throws {
    let request = try await capture(
      "/product/:id", "/product/42?tab=reviews&tags=a&tags=b+c", defaults: ["tab": "info"])
    let route = try request.decode(ProductRoute.self)
    #expect(route == ProductRoute(id: 42, tab: .reviews, tags: ["a", "b c"], note: nil, id2: nil))
  }

  @Test func decodeErrorsAreTyped() async throws {
    let request = try await capture("/product/:id", "/product/abc?tab=reviews")
    #expect(throws: RouteError.self) { try request.decode(ProductRoute.self) }
    do {
      _ = try request.decode(ProductRoute.self)
    } catch {
      #expect(error.code == "invalidParameter" || error.code == "missingParameter")
    }
    let missing = try await capture("/product", "/product")
    #expect(throws: RouteError.missingParameter(name: "id", route: "/product")) {
      try missing.decode(ProductRoute.self)
    }
  }
}
