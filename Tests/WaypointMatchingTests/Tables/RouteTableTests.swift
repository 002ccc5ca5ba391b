import Testing
import WaypointTestSupport

@testable import WaypointMatching

/// The engine on its own: a table of routes that carry values of the caller's type.
@Suite("RouteTable")
struct RouteTableTests {
  private static func table(
    _ routes: [(String, String)], configuration: MatchConfiguration = MatchConfiguration()
  ) throws -> RouteTable<String> {
    var builder = RouteTableBuilder<String>(configuration: configuration)
    for (pattern, value) in routes { try builder.add(RouteExpression(pattern), value: value) }
    return try builder.build()
  }

  @Test func aMatchCarriesItsRoutesValueAndParameters() throws {
    let table = try Self.table([("/user/:id", "user"), ("/user/me", "me")])
    #expect(try table.match("/user/me")?.value == "me")
    let match = try #require(try table.match("/user/42?tab=1"))
    #expect(match.value == "user")
    #expect(match.parameters["id"] == "42")
    #expect(match.rawParameter(at: 0).map { $0 == "42" } == true)
    #expect(match.query["tab"] == "1")
    #expect(try table.match("/nothing") == nil)
  }

  @Test func routesAreInDispatchOrder() throws {
    let table = try Self.table([
      ("/a/*rest", "wildcard"), ("/a/:id", "parameter"), ("/a/b", "literal"),
    ])
    #expect(table.routes.map(\.value) == ["literal", "parameter", "wildcard"])
    #expect(table.count == 3)
  }

  @Test func withMatchLendsTheValueAndTheBytes() throws {
    let table = try Self.table([("/repos/:owner/:repo", "repository")])
    let lent = try table.withMatch("/repos/apple/swift%20nio") { match in
      (match.value, match.decodedParameter(at: 1), match.parameterCount)
    }
    #expect(lent?.0 == "repository" && lent?.1 == "swift nio" && lent?.2 == 2)
    #expect(try table.withMatch("/nothing") { $0.value } == nil)
  }

  @Test func theConfigurationDecidesWhichSourcesAreRead() throws {
    let table = try Self.table(
      [("/product/:id", "product"), ("otherapp://share/:id", "share")],
      configuration: MatchConfiguration(appSchemes: ["myapp"]))
    #expect(try table.match("myapp://product/1")?.value == "product")
    // A source a route names is admitted, for that route only.
    #expect(try table.match("otherapp://share/7")?.value == "share")
    #expect(try table.match("otherapp://product/1") == nil)
    #expect(throws: MatchingError.sourceNotAllowed("evil://product/1", source: .appScheme("evil")))
    {
      try table.match("evil://product/1")
    }
  }

  @Test func anInternalOnlyRouteServesTheAppOnly() throws {
    var builder = RouteTableBuilder<String>(
      configuration: MatchConfiguration(appSchemes: ["myapp"]))
    try builder.add(RouteExpression("/admin"), value: "admin", internalOnly: true)
    try builder.add(RouteExpression("/:page"), value: "page")
    let table = try builder.build()
    #expect(try table.match("/admin")?.value == "admin")
    #expect(try table.match("myapp://admin")?.value == "page")
    var candidates = try table.candidates(for: RouteURL("myapp://admin"))
    #expect(try candidates.next()?.value == "page")
    #expect(candidates.blockedInternalOnly?.value == "admin")
    #expect(try candidates.next() == nil)
  }

  @Test func candidatesComeInDispatchOrder() throws {
    let table = try Self.table([
      ("/a/:x", "parameter"), ("/a/*rest", "wildcard"), ("/a/b", "literal"),
    ])
    var candidates = try table.candidates(for: RouteURL("/a/b"))
    var values: [String] = []
    while let match = try candidates.next() { values.append(match.value) }
    #expect(values == ["literal", "parameter", "wildcard"])
  }

  @Test func aDuplicateIsRefusedUnlessItReplaces() throws {
    var builder = RouteTableBuilder<String>()
    try builder.add(RouteExpression("/a/:id"), value: "first")
    #expect(throws: MatchingError.duplicateRoute(pattern: "a/:id/")) {
      try builder.add(RouteExpression("a/:id/"), value: "second")
    }
    #expect(try builder.add(RouteExpression("/a/:id"), value: "second", replacing: true) == "first")
    #expect(try builder.build().match("/a/1")?.value == "second")
  }

  @Test func removingRoutesBuildsASmallerTableAndLeavesTheOldOne() throws {
    var builder = RouteTableBuilder<String>()
    for value in ["a", "b", "c"] { try builder.add(RouteExpression("/\(value)"), value: value) }
    let before = try builder.build()
    #expect(builder.remove(try RouteExpression("/b")) == "b")
    #expect(builder.remove(try RouteExpression("/b")) == nil)
    #expect(builder.removeAll { $0 == "c" } == ["c"])
    let after = try builder.build()
    #expect(after.routes.map(\.value) == ["a"])
    // A table is a snapshot: the one built before still has every route.
    #expect(try before.match("/b")?.value == "b")
    #expect(try after.match("/b") == nil)
    builder.removeAll()
    #expect(try builder.build().count == 0)
  }

  @Test("a rebuilt table agrees with a table built at once", arguments: 0..<4)
  func incrementalBuildsAgree(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let segments = ["a", "b", ":x", ":y(\\d+)", "*rest", "{/c}"]
    var patterns: [String] = []
    for _ in 0..<40 {
      let count = Int.random(in: 1...3, using: &random)
      patterns.append(
        "/"
          + (0..<count).map { _ in segments.randomElement(using: &random)! }.joined(
            separator: "/"))
    }
    var incremental = RouteTableBuilder<Int>()
    var added: [Int] = []
    for (index, pattern) in patterns.enumerated() {
      guard let expression = try? RouteExpression(pattern),
        incremental.value(for: expression) == nil
      else { continue }
      try incremental.add(expression, value: index)
      added.append(index)
      _ = try incremental.build()
    }
    var whole = RouteTableBuilder<Int>()
    for index in added { try whole.add(RouteExpression(patterns[index]), value: index) }
    let (left, right) = (try incremental.build(), try whole.build())
    #expect(left.routes.map(\.value) == right.routes.map(\.value))
    for url in ["/a", "/a/b", "/a/7", "/b/x/c", "/a/b/c/d", "/c", "/7/a"] {
      #expect(try left.match(url)?.value == right.match(url)?.value, "\(url)")
    }
  }
}
