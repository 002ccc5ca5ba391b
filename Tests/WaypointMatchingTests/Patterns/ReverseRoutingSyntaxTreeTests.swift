import Testing

@testable import WaypointMatching

/// A matcher keeps the syntax tree it compiled, and building a URL through the matcher of the
/// same expression writes that tree instead of reading it back from the expression's text:
/// the URL is the one the text's own tree gives.
@Suite("Reverse routing through a matcher uses the tree the matcher compiled")
struct ReverseRoutingSyntaxTreeTests {
  static let cases: [(pattern: String, parameters: [String: String])] = [
    ("/user/:id(\\d+)", ["id": "42", "tab": "a b"]),
    ("myapp://share/:token", ["token": "x/y"]),
    ("/order//list/:page/", ["page": "3"]),
    ("/files/*path", ["path": "a/b c/d"]),
    ("/users{/:id}/edit", ["id": "7"]),
    ("/users{/:id}/edit", [:]),
    ("/a{/:b}{/:c}", ["b": "1", "c": "2"]),
    ("/:name.:ext", ["name": "report", "ext": "pdf"]),
    ("/v*rest/:tail", ["rest": "1/2", "tail": "end"]),
  ]

  @Test(arguments: cases)
  func theMatcherHoldsTheExpressionsTree(pattern: String, parameters: [String: String]) throws {
    let expression = try RouteExpression(pattern)
    let matcher = try RouteMatcher(expression)
    #expect(matcher.parts == expression.parts)
  }

  @Test(arguments: cases)
  func theURLIsTheOneAFreshExpressionBuilds(pattern: String, parameters: [String: String])
    throws
  {
    let expression = try RouteExpression(pattern)
    let matcher = try RouteMatcher(expression)
    let throughTree = try expression.url(parameters: parameters, matcher: matcher)
    // An equal expression read from text: its storage is not the matcher's, so the tree is
    // read back from its text.
    let fresh = try RouteExpression(pattern)
    #expect(fresh.storage !== matcher.expression.storage)
    let throughText = try fresh.url(parameters: parameters, matcher: matcher)
    #expect(throughTree == throughText)
    #expect(try expression.url(parameters: parameters) == throughTree)
  }
}
