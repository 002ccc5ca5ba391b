import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// Registering many routes at once appends them and sorts them in one pass; these tests hold
/// the result to what registering them one at a time gives.
@Suite("Batch registration")
struct BatchRegistrationTests {
  /// Distinct random definitions that register on their own, with a seeded generator.
  static func definitions(seed: Int, caseInsensitive: Bool) -> [RouteDefinition] {
    var random = SeededGenerator(seed: UInt64(seed))
    let probe = makeRouter(caseInsensitive: caseInsensitive)
    var definitions: [RouteDefinition] = []
    for _ in 0..<Int.random(in: 30...90, using: &random) {
      let pattern = CompiledTableDifferentialTests.pattern(&random)
      let priority =
        Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: -1...1, using: &random) : 0
      guard
        let definition = try? RouteDefinition(
          pattern, priority: priority, handler: ClosureRouteHandler { _ in .ok }),
        (try? probe.register(definition)) != nil
      else { continue }
      definitions.append(definition)
    }
    return definitions
  }

  @Test("batches of every size give the order of one at a time", arguments: 0..<12)
  func batchesMatchOneAtATime(seed: Int) throws {
    let caseInsensitive = seed % 3 == 2
    let definitions = Self.definitions(seed: seed, caseInsensitive: caseInsensitive)
    let single = makeRouter(caseInsensitive: caseInsensitive)
    for definition in definitions { try single.register(definition) }

    // A third one at a time, then a few (inserted in place), then the rest (merged).
    let batched = makeRouter(caseInsensitive: caseInsensitive)
    let third = definitions.count / 3
    for definition in definitions[..<third] { try batched.register(definition) }
    let few = min(definitions.count, third + 5)
    try batched.register(Array(definitions[third..<few]))
    try batched.register(Array(definitions[few...]))

    let whole = makeRouter(caseInsensitive: caseInsensitive)
    try whole.register(definitions)

    let expected = single.routes.map(\.pattern)
    #expect(batched.routes.map(\.pattern) == expected)
    #expect(whole.routes.map(\.pattern) == expected)
    let records = whole.routeTable.storage.records
    #expect(
      records.map(\.expression.pattern)
        == records.sorted(by: DispatchOrder.precedes).map(\.expression.pattern))

    var random = SeededGenerator(seed: UInt64(seed) &+ 1000)
    for _ in 0..<200 {
      let url = CompiledTableDifferentialTests.url(&random)
      let answer = CompiledTableDifferentialTests.compiledAnswer(whole, url)
      #expect(answer == CompiledTableDifferentialTests.referenceAnswer(whole, url), "\(url)")
      #expect(answer == CompiledTableDifferentialTests.compiledAnswer(single, url), "\(url)")
      #expect(answer == CompiledTableDifferentialTests.compiledAnswer(batched, url), "\(url)")
    }
  }

  @Test func aBatchCanReplaceARouteItAddedItself() async throws {
    let router = makeRouter()
    let log = Recorder<String>()
    let routes = try router.register([
      RouteDefinition("/a/:id", handler: NamedHandler(name: "first", log: log)),
      RouteDefinition("/b", handler: NamedHandler(name: "b", log: log)),
      RouteDefinition("a//:id/", replacing: true, handler: NamedHandler(name: "second", log: log)),
    ])
    #expect(router.routes.count == 2)
    #expect(router.routes.contains { $0 === routes[2] })
    #expect(!router.routes.contains { $0 === routes[0] })
    #expect(await router.handle("/a/1").handlerName == "second")
  }

  @Test func aRefusedBatchLeavesTheTableAsItWas() throws {
    let router = makeRouter()
    try router.register("/kept/:id") { _ in .ok }
    #expect(throws: RouteError.duplicateRoute(pattern: "/kept/:id")) {
      try router.register([
        RouteDefinition("/new", handler: ClosureRouteHandler { _ in .ok }),
        RouteDefinition("/kept/:id", handler: ClosureRouteHandler { _ in .ok }),
      ])
    }
    #expect(router.routes.map(\.pattern) == ["/kept/:id"])
    #expect(try router.match("/new") == nil)
    try router.register("/new") { _ in .ok }
    #expect(router.routes.map(\.pattern) == ["/new", "/kept/:id"])
  }

  @Test func dispatchKeysOrderLikeTheirRoutes() throws {
    let router = makeRouter()
    try router.register(Self.definitions(seed: 99, caseInsensitive: false))
    try router.register(regex: "/(?<r>[a-z]+)/(?<s>\\d+)") { _ in .ok }
    try router.register("myapp://p/:id", priority: 2) { _ in .ok }
    // Wildcard segments after a wildcard rank as the end of such a pattern does: equal shapes
    // with ranks of different lengths.
    for pattern in ["/w/*a/*b", "/w/*c", "/w/x*d/*e", "/w/x*f", "/w/:g/*h", "/w"] {
      try router.register(pattern) { _ in .ok }
    }
    let records = router.routeTable.storage.records
    let keys = DispatchOrder.keys(of: records)
    for (left, leftKey) in zip(records, keys) {
      for (right, rightKey) in zip(records, keys) {
        #expect(
          DispatchOrder.precedes(leftKey, rightKey) == DispatchOrder.precedes(left, right),
          "\(left.expression) \(right.expression)")
      }
    }
  }
}
