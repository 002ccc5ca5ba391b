import Testing

@testable import WaypointMatching

/// The normalized path writes a literal back with a backslash before each character the
/// pattern syntax reads (`: * { } ( ) \ ? #`) and leaves every other character as it is.
@Suite("RouteExpression: pattern text of literals")
struct PatternTextTests {
  @Test(
    "a literal is written back escaped where the syntax needs it",
    arguments: [
      ("/plain/path", "/plain/path"),
      ("/caf%C3%A9/menu", "/caf%C3%A9/menu"),
      (#"/a\:b"#, #"/a\:b"#),
      (#"/a\*b"#, #"/a\*b"#),
      (#"/f\(1\)"#, #"/f\(1\)"#),
    ])
  func literalText(pattern: String, path: String) throws {
    #expect(try RouteExpression(pattern).path == path)
  }

  @Test("each escaped character, alone in a literal, is escaped again")
  func everySpecialCharacter() {
    for character in #":*{}()\?#"# {
      let text = PatternPart.patternText(of: [.separator, .literal("a\(character)b")])
      #expect(text == "/a\\\(character)b", "\(character)")
    }
    #expect(PatternPart.patternText(of: [.literal("é-ü.x")]) == "é-ü.x")
  }
}
