import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The positional raw view of a match's parameters.
@Suite("RouteMatch raw parameters")
struct RouteMatchTests {
  private func router() throws -> Router {
    let router = try Router(appSchemes: ["myapp"])
    try router.register("/repos/:owner/:repo") { _ in .ok }
    try router.register("/files{/:name}/raw") { _ in .ok }
    return router
  }

  @Test(
    arguments: [
      // URL, the raw values by index (past the end: nil)
      ("/repos/apple/swift%20nio", ["apple", "swift%20nio", nil]),
      ("/repos/a%2Fb/c?x=1#top", ["a%2Fb", "c", nil]),
      ("/repos/./apple/../apple/swift", ["apple", "swift", nil]),
      ("myapp://repos/o/r", ["o", "r", nil]),
      ("/files/raw", [nil, nil]),
      ("/files/readme%20md/raw", ["readme%20md", nil]),
    ] as [(String, [String?])])
  func readsEveryValueByIndex(url: String, expected: [String?]) throws {
    let match = try #require(try router().match(url))
    #expect(match.parameterCount == expected.count - 1)
    for (index, value) in expected.enumerated() {
      #expect(
        match.rawParameter(at: index)?.description == value, "\(url) #\(index)")
    }
    #expect(match.rawParameter(at: -1) == nil)
  }

  @Test func agreesWithTheNamedView() throws {
    let match = try #require(try router().match("/repos/ap%70le/swift"))
    let names = match.route.expression.parameterNames
    for (index, name) in names.enumerated() {
      #expect(match.rawParameter(at: index)?.substring == match.parameters.raw(name))
    }
  }

  /// A raw value compares, hashes and counts by its bytes, on a plain path, a rewritten one
  /// and a URL with a scheme alike.
  @Test(arguments: [
    ("/repos/apple/swift%20nio", "swift%20nio"), ("/repos/./apple/../apple/caf%C3%A9", "caf%C3%A9"),
    ("myapp://repos/o/%E2%9C%93", "%E2%9C%93"), ("/repos/a/b/", "b"),
  ])
  func rawValuesAreBytes(url: String, expected: String) throws {
    let match = try #require(try router().match(url))
    let value = try #require(match.rawParameter(at: 1))
    #expect(value == expected)
    #expect(value.count == expected.utf8.count)
    #expect(!value.isEmpty)
    #expect(value.withUTF8 { Array($0) } == Array(expected.utf8))
    #expect(value.substring == expected[...])
    #expect(Array(value.utf8) == Array(expected.utf8))
    #expect(value.description == expected)
    #expect(value.decoded == match.parameters["repo"])
    // Equal bytes from another URL are an equal, equally hashed value.
    let other = try #require(try router().match("/repos/x/\(expected)")?.rawParameter(at: 1))
    #expect(value == other)
    #expect(Set([value, other]).count == 1)
    #expect(value != match.rawParameter(at: 0))
  }

  @Test func anEmptyConstrainedValueIsEmpty() throws {
    let router = Router()
    try router.register("/test/:id(\\d*)") { _ in .ok }
    let value = try #require(try router.match("/test/")?.rawParameter(at: 0))
    #expect(value.isEmpty)
    #expect(value == "")
  }

  /// Past the four values kept inline, the rest are read the same way.
  @Test(
    arguments: [
      ("/m/a/b/c/d/e/f", ["a", "b", "c", "d", "e", "f"]),
      ("/m/a/b/c/d/e", ["a", "b", "c", "d", "e", nil]),
      ("/m/a/b/c%20d/d/e/f/", ["a", "b", "c%20d", "d", "e", "f"]),
    ] as [(String, [String?])])
  func manyParameters(url: String, expected: [String?]) throws {
    let router = Router()
    try router.register("/m/:a/:b/:c/:d/:e{/:f}") { _ in .ok }
    let match = try #require(try router.match(url))
    #expect(match.parameterCount == 6)
    #expect((0..<6).map { match.rawParameter(at: $0)?.description } == expected)
    #expect(match.rawParameter(at: 6) == nil)
  }
}
