import Foundation
import Testing
import Waypoint

/// The peers' pattern suites, ported case by case (issue 11, section 4): each upstream case either
/// gets upstream's answer, or differs by a named rule of the Routing semantics article
/// (`differs:`), or is listed as not applicable with the reason. Cases that show a Waypoint bug
/// keep the article's answer and run apart, as known issues naming the bug.
@Suite("Peer conformance")
struct ConformanceTests {
  static let pathToRegexp8Cases = PathToRegexp8Cases.match
  static let pathToRegexp6Cases = PathToRegexp6ConstraintCases.match
  static let matchitCases = MatchitCases.match
  static let all = pathToRegexp8Cases + pathToRegexp6Cases + matchitCases
  static let parseCases = PathToRegexp8Cases.parse + PathToRegexp6ConstraintCases.parse

  @Test("path-to-regexp 8 MATCH_TESTS", arguments: pathToRegexp8Cases.filter(\.isSettled))
  func pathToRegexp8(_ item: ConformanceCase) {
    ConformanceRunner.check(item)
  }

  @Test(
    "path-to-regexp 6 constraint tests", arguments: pathToRegexp6Cases.filter(\.isSettled))
  func pathToRegexp6(_ item: ConformanceCase) {
    ConformanceRunner.check(item)
  }

  @Test("matchit tests/match.rs", arguments: matchitCases.filter(\.isSettled))
  func matchit(_ item: ConformanceCase) {
    ConformanceRunner.check(item)
  }

  @Test("parse tables", arguments: parseCases)
  func parse(_ item: ParseCase) {
    do {
      let expression = try RouteExpression(item.pattern)
      #expect(expression.parameterNames == item.names, "upstream \(item.upstream)")
    } catch {
      #expect(item.names == nil, "refused: \(error)")
    }
  }

  /// Cases that show a Waypoint bug (reported in issue 11's note): the expectation stays the
  /// article's; they run as known issues naming the bug.
  @Test("known Waypoint bugs", arguments: all.filter { $0.bug != nil })
  func knownBugs(_ item: ConformanceCase) {
    withKnownIssue("Waypoint bug: \(item.bug ?? "")") {
      ConformanceRunner.check(item)
    }
  }

  /// The DocC article that states the rules the cases differ by.
  static let routingSemanticsArticle = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Sources/Waypoint/Waypoint.docc/RoutingSemantics.md")

  /// Every rule a case differs by names a heading of the Routing semantics article, where the
  /// rule is written.
  @Test func everyRuleNamesAHeadingOfTheRoutingSemanticsArticle() throws {
    let article = try String(contentsOf: Self.routingSemanticsArticle, encoding: .utf8)
    let headings = Set(
      article.split(separator: "\n").filter { $0.hasPrefix("## ") || $0.hasPrefix("### ") }
        .map { String($0.drop { $0 == "#" }.dropFirst()) })
    let rules = Set(Self.all.compactMap(\.differs) + Self.parseCases.compactMap(\.differs))
    #expect(!rules.isEmpty)
    for rule in rules {
      let heading = rule.dropFirst("Routing semantics, ".count).prefix { $0 != ":" }
      #expect(headings.contains(String(heading)), "\(rule)")
    }
  }

  /// How the cases of one suite end up, for issue 11's note.
  struct Tally: Equatable, CustomStringConvertible {
    var same = 0
    var differing = 0
    var bugs = 0
    var notApplicable = 0

    init(_ cases: [ConformanceCase], notApplicable: Int) {
      for item in cases {
        if item.bug != nil {
          bugs += 1
        } else if item.differs != nil {
          differing += 1
        } else {
          same += 1
        }
      }
      self.notApplicable = notApplicable
    }

    init(same: Int, differing: Int, bugs: Int, notApplicable: Int) {
      (self.same, self.differing) = (same, differing)
      (self.bugs, self.notApplicable) = (bugs, notApplicable)
    }

    var description: String {
      "ported \(same + differing + bugs + notApplicable): upstream's answer \(same), "
        + "differ by rule \(differing), bugs \(bugs), "
        + "not applicable \(notApplicable)"
    }
  }

  /// No upstream case is dropped, and each one is marked at most one way.
  @Test("every upstream case is ported or listed")
  func countsMatchUpstream() {
    // The number of inputs in each upstream match table (read from the upstream files).
    #expect(Self.pathToRegexp8Cases.count + PathToRegexp8Cases.notApplicable.count == 248)
    #expect(
      Self.pathToRegexp6Cases.count + PathToRegexp6ConstraintCases.notApplicable.count
        == PathToRegexp6ConstraintCases.upstreamCount)
    #expect(Self.matchitCases.count == MatchitCases.upstreamCount)
    #expect(PathToRegexp8Cases.parse.count == 11)
    // The tallies issue 11's note reports; a case that changes category changes them.
    #expect(
      Tally(Self.pathToRegexp8Cases, notApplicable: PathToRegexp8Cases.notApplicable.count)
        == Tally(same: 211, differing: 31, bugs: 0, notApplicable: 6))
    #expect(
      Tally(
        Self.pathToRegexp6Cases, notApplicable: PathToRegexp6ConstraintCases.notApplicable.count)
        == Tally(same: 55, differing: 29, bugs: 0, notApplicable: 17))
    #expect(
      Tally(Self.matchitCases, notApplicable: 0)
        == Tally(same: 254, differing: 66, bugs: 0, notApplicable: 0))
    #expect(Self.parseCases.filter { $0.differs != nil }.count == 8)
    for item in Self.all {
      #expect(
        item.differs.map { $0.hasPrefix("Routing semantics, ") } ?? true, "\(item.testDescription)")
    }
  }
}
