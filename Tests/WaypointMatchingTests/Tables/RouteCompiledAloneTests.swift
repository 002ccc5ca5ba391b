import Testing

@testable import WaypointMatching

/// A route whose atoms make a program too large for PCRE2 is compiled alone, with the regex its
/// own matcher compiles. Found by FuzzRoutePattern (a campaign): a segment of nine optional
/// parts is written once per expansion, and the table's numbered captures compiled a little
/// larger than the matcher's named groups, so the pattern's own `RouteMatcher` compiled while
/// registering it failed with "regular expression is too large".
@Suite("RouteTable: a route too large for a shared program")
struct RouteCompiledAloneTests {
  /// The pattern the campaign found (its bytes that were not UTF-8 read as U+FFFD).
  static let found =
    "\u{FFFD}\u{FFFD}\u{FFFD}:idFlao\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{41E}yAa-{a}{b}{c}ac"
    + "\u{FFFD}yAa-{a}{\u{FFFD}c}\u{FFFD}y\u{FFFD}Aa-{a}{b}{c}"

  private static func table(_ patterns: [String], caseInsensitive: Bool) throws
    -> RouteTable<String>
  {
    var builder = RouteTableBuilder<String>(
      configuration: MatchConfiguration(caseInsensitive: caseInsensitive))
    for pattern in patterns { try builder.add(RouteExpression(pattern), value: pattern) }
    return try builder.build()
  }

  @Test(
    "a route whose own matcher compiles registers, and matches as its matcher does",
    arguments: [false, true])
  func foundPatternRegisters(caseInsensitive: Bool) throws {
    let configuration = MatchConfiguration(caseInsensitive: caseInsensitive)
    let expression = try RouteExpression(Self.found)
    let matcher = try RouteMatcher(expression, configuration: configuration)
    let table = try Self.table([Self.found, "/other/:id"], caseInsensitive: caseInsensitive)
    let url = try expression.url(parameters: ["idFlao": "x7"])
    for candidate in [url, url + "a", "/other/7", "/nothing"] {
      let own = try matcher.match(candidate)
      let found = try table.match(candidate)
      #expect((found?.value == Self.found) == (own != nil), "\(candidate)")
      if let own {
        #expect(found?.parameters["idFlao"] == own.parameters["idFlao"], "\(candidate)")
      }
    }
    #expect(try table.match("/other/7")?.value == "/other/:id")
    let alone = table.storage.compiled.groups.values.flatMap(\.programs).filter(\.answersOnly)
    #expect(alone.count == 1, "the route is compiled alone")
  }
}
