import Testing

@testable import Waypoint

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
}
