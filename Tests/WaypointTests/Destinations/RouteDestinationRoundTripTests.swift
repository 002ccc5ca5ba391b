import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The property of typed routes: for random values, full of the characters URLs get wrong, a
/// value either builds a URL that parses (and dispatches) back to an equal value from every
/// source, or is one no URL can carry and is refused naming its parameter.
@Suite("Route destinations: round trips of random values")
struct RouteDestinationRoundTripTests {
  static let valuesPerSeed = 80
  static let webOrigin = try! WebOrigin("https://app.example.com")

  /// Every fixture destination registered on one router, each handler answering with the
  /// value it received as the payload.
  static func router() throws -> Router {
    let router = makeRouter()
    func register<Target: RouteDestination>(_ type: Target.Type) throws {
      try router.register(type) { destination, _ in .success(payload: destination) }
    }
    try register(ProductDestination.self)
    try register(SearchDestination.self)
    try register(FileDestination.self)
    try register(UserEditDestination.self)
    try register(ShareDestination.self)
    try register(SectionDestination.self)
    try register(OrderDestination.self)
    try register(WebPageDestination.self)
    return router
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func everyDestinationRoundTrips(seed: UInt64) async throws {
    var samples = ParameterSamples(seed: seed)
    let router = try Self.router()
    var built = 0
    var refused = 0
    for _ in 0..<Self.valuesPerSeed {
      let product = ProductDestination(
        id: samples.int(),
        tab: samples.optional { $0.element(of: ProductDestination.Tab.allCases) },
        tags: samples.array { $0.text() })
      let search = SearchDestination(
        query: samples.text(), page: samples.optional { $0.int() }, exact: samples.bool(),
        minimumPrice: samples.optional { $0.double() }, note: samples.optional { $0.text() },
        filters: samples.array { $0.text() })
      let file = FileDestination(path: samples.bool() ? samples.segments() : samples.text())
      let user = UserEditDestination(
        id: samples.optional { $0.uuid() },
        section: samples.optional { $0.element(of: UserEditDestination.Section.allCases) },
        sections: samples.array { $0.element(of: UserEditDestination.Section.allCases) })
      let share = ShareDestination(shareToken: samples.text())
      let section = SectionDestination(section: samples.segment(), item: samples.text())
      let order = OrderDestination(id: samples.int(in: -5...Int.max))
      let page = WebPageDestination(
        address: Self.webAddress(samples.text()),
        fallback: samples.optional { Self.webAddress($0.text()) },
        mirrors: samples.array { Self.webAddress($0.text()) })

      let results = [
        await check(product, refused: product.id < 0 ? "id" : nil, router: router),
        await check(search, refused: Self.pathRefusal(search.query, "query"), router: router),
        await check(file, refused: Self.wildcardRefusal(file.path, "path"), router: router),
        await check(user, refused: nil, router: router),
        await check(
          share, refused: Self.pathRefusal(share.shareToken, "token"), router: router,
          sources: [.appScheme("myapp")]),
        await check(
          section,
          refused: Self.pathRefusal(section.section, "section")
            ?? Self.pathRefusal(section.item, "item"), router: router),
        await check(order, refused: order.id < 0 ? "id" : nil, router: router),
        await check(page, refused: nil, router: router),
      ]
      built += results.filter { $0 }.count
      refused += results.filter { !$0 }.count
    }
    // Both branches of the property are exercised.
    #expect(built > Self.valuesPerSeed * 6)
    #expect(refused > Self.valuesPerSeed / 10)
  }

  /// A web address whose path is `text`, escaped.
  static func webAddress(_ text: String) -> URL {
    let path = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    return URL(string: "https://example.com/" + path + "?q=" + path)!
  }

  /// The parameter a path parameter's `value` is refused for: empty, `.` or `..`.
  static func pathRefusal(_ value: String, _ name: String) -> String? {
    value.isEmpty || value == "." || value == ".." ? name : nil
  }

  /// The parameter a wildcard's `value` is refused for: an empty, `.` or `..` segment.
  static func wildcardRefusal(_ value: String, _ name: String) -> String? {
    let segments = value.split(separator: "/", omittingEmptySubsequences: false)
    return segments.contains { $0.isEmpty || $0 == "." || $0 == ".." } ? name : nil
  }

  /// Checks one value: refused naming `refused`, or round-tripped from every source by
  /// parsing and by opening it. Returns whether it had a URL.
  func check<Target: RouteDestination & Equatable>(
    _ value: Target, refused: String?, router: Router,
    sources: [LinkSource] = [.internal, .appScheme("myapp"), .webOrigin(webOrigin)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    if let refused {
      #expect(sourceLocation: sourceLocation) {
        try value.url()
      } throws: { error in
        guard case .invalidParameter(let name, _, _, _)? = error as? RouteError else {
          return false
        }
        return name == refused
      }
      return false
    }
    let urls = expectRoundTrip(
      value, configuration: destinationConfiguration, sources: sources,
      sourceLocation: sourceLocation)
    #expect(urls.count == sources.count, sourceLocation: sourceLocation)
    let outcome = await router.open(value)
    let received = outcome.response?.payload as? Target
    #expect(received == value, "\(outcome)", sourceLocation: sourceLocation)
    return true
  }
}
