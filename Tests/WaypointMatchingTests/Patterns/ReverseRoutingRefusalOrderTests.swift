import Testing

@testable import WaypointMatching

/// Building a URL refuses the first parameter, in pattern order, that no URL can carry
/// (found by FuzzTypedRoutes: an empty parameter after a `..` one was named first).
@Suite("Reverse routing names the first parameter it refuses")
struct ReverseRoutingRefusalOrderTests {
  static let cases: [(pattern: String, parameters: [String: String], refused: String)] = [
    ("/pairs/:left/:right", ["left": "..", "right": ""], "left"),
    ("/pairs/:left/:right", ["left": ".", "right": ".."], "left"),
    ("/pairs/:left/:right", ["left": "", "right": ".."], "left"),
    ("/pairs/:left/:right", ["left": "a", "right": ".."], "right"),
    ("/files/:folder/*rest", ["folder": "..", "rest": ""], "folder"),
    ("/files/*rest/:name", ["rest": "a/../b", "name": ""], "rest"),
    ("/opt{/:a}/:b", ["a": "..", "b": ""], "a"),
  ]

  @Test(arguments: cases)
  func theFirstRefusedParameterIsNamed(
    pattern: String, parameters: [String: String], refused: String
  ) throws {
    let expression = try RouteExpression(pattern)
    #expect {
      try expression.url(parameters: parameters)
    } throws: { error in
      guard case .invalidParameter(let name, _, _, _) = error as? MatchingError else {
        return false
      }
      return name == refused
    }
  }

  /// Text around a parameter or a wildcard makes `..` an ordinary segment's text.
  @Test(arguments: [
    ("/pairs/x-:left", ["left": ".."], "/pairs/x-.."),
    ("/files/v*rest", ["rest": "../a"], "/files/v../a"),
  ])
  func dotsBesideTextAreCarried(pattern: String, parameters: [String: String], url: String)
    throws
  {
    #expect(try RouteExpression(pattern).url(parameters: parameters) == url)
  }
}
