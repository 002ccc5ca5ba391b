import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// `RouteSpecificity.order` compares two shapes in one pass; these hold it to the ranking of the
/// Routing semantics article, *Specificity*, both ways round.
@Suite("RouteSpecificity: three-way order")
struct SpecificityOrderTests {
  /// Patterns from most to least specific; neighbours differ.
  static let ranked = [
    "/a/b", "/a/:id.png", "/a/:id(\\d+)", "/a/:id", "/a/*rest/edit", "/a/*rest",
  ]

  private static func specificity(_ pattern: String) throws -> RouteSpecificity {
    try RouteExpression(pattern).specificity
  }

  @Test("a more specific shape orders first, both ways round")
  func rankedPairs() throws {
    for (index, pattern) in Self.ranked.enumerated() {
      for other in Self.ranked[(index + 1)...] {
        let left = try Self.specificity(pattern)
        let right = try Self.specificity(other)
        #expect(RouteSpecificity.order(left, right) == -1, "\(pattern) before \(other)")
        #expect(RouteSpecificity.order(right, left) == 1, "\(other) after \(pattern)")
      }
    }
  }

  @Test(
    "shapes that differ only in literal text are neither before nor after",
    arguments: [("/v1/repos/:owner", "/v2/repos/:name"), ("/x", "/yz"), ("/a/*p", "/b/*q")])
  func equalShapes(left: String, right: String) throws {
    let lhs = try Self.specificity(left)
    let rhs = try Self.specificity(right)
    #expect(RouteSpecificity.order(lhs, rhs) == 0 && RouteSpecificity.order(rhs, lhs) == 0)
    #expect(lhs == rhs && !(lhs < rhs) && !(rhs < lhs))
  }
}
