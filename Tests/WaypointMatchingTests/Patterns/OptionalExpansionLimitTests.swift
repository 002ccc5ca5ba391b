import Testing

@testable import WaypointMatching

/// A segment is written once for each way of keeping or leaving out the optional parts that
/// follow a parameter in it, so its regex doubles with each. Found by FuzzRoutePattern (a
/// campaign): a segment of eleven optional parts and 130 other characters expanded to a
/// regex of 1.3 MB, which took seconds to build before PCRE2 refused it. Such a pattern is now
/// refused when it is read, from an estimate that takes time linear in the pattern.
@Suite("Patterns: the expansion of optional parts is bounded")
struct OptionalExpansionLimitTests {
  static let replacement = "\u{FFFD}"

  /// The pattern the campaign found (its bytes that were not UTF-8 read as U+FFFD).
  static let found =
    "/a\u{462}a-{a}{c}\(replacement)yAa-{a}{b}{c:idFloc\(replacement)}{c}\(replacement)yAa-"
    + "{a}{c}\(replacement)y" + String(repeating: replacement, count: 130) + "Aa-{a}{b}{c}"

  @Test(
    "a segment whose optional parts would expand its regex too far is refused at once",
    .timeLimit(.minutes(1)),
    arguments: [found, "/:a" + "bcdefghijklm".map { "{\($0)}" }.joined()])
  func refused(_ pattern: String) throws {
    let clock = ContinuousClock()
    var thrown: MatchingError?
    let elapsed = clock.measure {
      do throws(MatchingError) { _ = try RouteExpression(pattern) } catch { thrown = error }
    }
    #expect(elapsed < .milliseconds(200))
    guard case .invalidPattern(let named, _, let reason)? = thrown else {
      Issue.record(
        "\(pattern) was not refused as an invalid pattern: \(String(describing: thrown))")
      return
    }
    #expect(named == pattern)
    #expect(reason.contains("optional parts"), "\(reason)")
  }

  /// Patterns below the bound keep working: many optional parts in segments of their own, a few
  /// competing in one segment, and the nine of the pattern behind `RouteCompiledAloneTests`.
  @Test(
    "optional parts within the bound are accepted",
    arguments: [
      "/a" + "bcdefghijklm".map { "{/\($0)}" }.joined(),
      "/:a" + "bcdefghijk".map { "{\($0)}" }.joined(),
      "/:a{.:b}{-:c}{_:d}{~:e}", (0..<12).map { "{/:b\($0)}" }.joined() + "-x",
    ])
  func accepted(_ pattern: String) throws {
    let expression = try RouteExpression(pattern)
    _ = try RouteMatcher(expression)
  }
}
