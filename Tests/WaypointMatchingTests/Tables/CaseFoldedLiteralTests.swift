import Testing

@testable import WaypointMatching

/// Literal segments that differ only in the case of ASCII letters are one literal when matching
/// ignores case. Found by FuzzFastPaths (a wide table, case ignored): `/:p0/a` and
/// `/:p0/A/:p1` were two branches of one segment-trie node, and the walk, which takes at most
/// one literal of a run, took `a` for the URL `/x/A/1` and never tried `A`, while PCRE2 (and
/// every route's own matcher) backtracks into it.
@Suite("RouteTable: literals equal but for case, when case is ignored")
struct CaseFoldedLiteralTests {
  private static func table(_ patterns: [String]) throws -> RouteTable<String> {
    var builder = RouteTableBuilder<String>(
      configuration: MatchConfiguration(caseInsensitive: true))
    for pattern in patterns { try builder.add(RouteExpression(pattern), value: pattern) }
    return try builder.build()
  }

  /// The fuzzer's table, whose eight literals after `/:p0` are searched by a hash table.
  static let wide = [
    "/:p0/12", "/:p0/a", "/:p0/h", "/:p0/a/a", "/:p0/~t/it's", "/:p0/a\\:b/v2/a%2Fb", "/:p0/g",
    "/:p0/A/:p1",
  ]

  /// Short runs are searched literal by literal, runs of eight literals or more by a hash
  /// table; the first segment's literals are found by the table's first-segment index.
  @Test(
    "a later literal that differs in case is tried after an earlier one fails further on",
    arguments: [
      (["/:p0/a", "/:p0/A/:p1"], "/x/a/1", "/:p0/A/:p1"),
      (["/:p0/a/a", "/:p0/A/:p1"], "/x/A/b", "/:p0/A/:p1"),
      (["/:p0/a/a", "/:p0/A/:p1"], "/x/A/a", "/:p0/a/a"),
      (wide, "/a%2Fb/A/1", "/:p0/A/:p1"),
      (wide, "/x/a/a", "/:p0/a/a"),
      (wide, "/x/A", "/:p0/a"),
      (["/x/A/:p1", "/x/a/b", "/X/:q/b/c"], "/x/a/1", "/x/A/:p1"),
      (["/x/A/:p1", "/x/a/b", "/X/:q/b/c"], "/X/A/B", "/x/a/b"),
      (["/x/A/:p1", "/x/a/b", "/X/:q/b/c"], "/x/y/B/c", "/X/:q/b/c"),
    ])
  func laterLiteralDifferingInCase(_ patterns: [String], url: String, expected: String) throws {
    let table = try Self.table(patterns)
    #expect(try table.match(url)?.value == expected, "\(url) on \(patterns)")
    let lent = try table.withMatch(url) { $0.value }
    #expect(lent == expected, "\(url) lent, on \(patterns)")
    let own = try RouteMatcher(expected, configuration: table.configuration).match(url)
    #expect(own != nil, "\(expected)'s own matcher refuses \(url)")
  }
}
