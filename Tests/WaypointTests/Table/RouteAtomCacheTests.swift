import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Route atoms read through the cache")
struct RouteAtomCacheTests {
  /// The atoms computed from scratch, in the cache's form.
  static func fresh(_ pattern: String, caseInsensitive: Bool) throws -> RouteAtomCache.Atoms {
    let all = RouteAtom.atoms(of: try RouteExpression(pattern), caseInsensitive: caseInsensitive)
    let first = all.first?.literalKey.map { String($0.dropFirst()) }
    let keys = all.map(\.literalKey)
    return RouteAtomCache.Atoms(
      firstSegment: first, rest: first == nil ? all : Array(all.dropFirst()),
      literalPath: keys.contains(nil) ? nil : keys.compactMap { $0 }.joined())
  }

  static let patterns = [
    "/v1/users/:id", "/v2/users/:id", "/V3/Users/:id", "/v1", "/v2/", "/v1{/x}", "/v2{/x}",
    "/:lang/home", "/a.b/c", "/a-b/c", "/v1/x{/y}", "/v2/x{/y}", "/files/*path", "/docs/*path",
    "/v1/:id(\\d+)/edit", "/v9/:id(\\d+)/edit", "myapp://v1/share/:id", "/v1/static/page",
    "/v2/static/page", "/ab/:p0{.:e0}", "/a/:p0{.:e0}", "/", "/x/:a-:b", "/y/:a-:b",
  ]

  @Test(arguments: [false, true])
  func cachedAtomsEqualFreshOnes(caseInsensitive: Bool) throws {
    var cache = RouteAtomCache()
    // Twice over: the second pass reads what the first one stored.
    for pattern in Self.patterns + Self.patterns {
      let cached = cache.atoms(
        of: try RouteExpression(pattern), caseInsensitive: caseInsensitive)
      let expected = try Self.fresh(pattern, caseInsensitive: caseInsensitive)
      #expect(cached.firstSegment == expected.firstSegment, "\(pattern)")
      #expect(cached.rest == expected.rest, "\(pattern)")
      #expect(cached.literalPath == expected.literalPath, "\(pattern)")
    }
  }

  @Test func routesUnderOtherFirstSegmentsShareOneList() throws {
    var cache = RouteAtomCache()
    let lists = try (1...50).map { version in
      cache.atoms(
        of: try RouteExpression("/v\(version)/repos/:owner/:repo"), caseInsensitive: false
      )
      .rest
    }
    let addresses = Set(lists.map { $0.withUnsafeBufferPointer { $0.baseAddress } })
    #expect(addresses.count == 1)
    #expect(cache.count == 1)
  }

  @Test func theRegistryForgetsListsWhenTheyOutnumberTheRoutes() throws {
    let router = makeRouter()
    for version in 1...200 {
      let route = try router.register("/v\(version)/only/:id/v\(version)") { _ in .ok }
      try router.remove(route)
    }
    let count = router.atomCacheCount
    #expect(count <= 66)
  }
}
