import Testing
import Waypoint

/// The peers' pattern suites, ported case by case (issue 11, section 4): each upstream case
/// either gets upstream's answer, or differs by a named spec rule (`differs:`), or is listed
/// as not applicable with the reason. Cases waiting for a spec 3 pattern rule of branch
/// `wip-patterns` run apart, as known issues naming the rule.
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

  /// Cases waiting for a spec 3 pattern rule not implemented yet (branch `wip-patterns`):
  /// known issues, so that the day the rule lands they fail here and move to their suite.
  @Test(
    "pending on the spec 3 pattern rules",
    arguments: all.filter { $0.pending != nil && $0.bug == nil })
  func pendingOnPatternRules(_ item: ConformanceCase) {
    withKnownIssue("waits for \(item.pending ?? "")") {
      ConformanceRunner.check(item)
    }
  }

  /// Cases that show a Waypoint bug (reported in issue 11's note): the expectation stays the
  /// spec's; they run as known issues naming the bug.
  @Test("known Waypoint bugs", arguments: all.filter { $0.bug != nil })
  func knownBugs(_ item: ConformanceCase) {
    withKnownIssue("Waypoint bug: \(item.bug ?? "")") {
      ConformanceRunner.check(item)
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
    for item in Self.all {
      #expect(item.pending == nil || item.bug == nil, "\(item.testDescription)")
      #expect(item.differs.map { $0.hasPrefix("spec ") } ?? true, "\(item.testDescription)")
    }
  }
}
