import FuzzSupport
import WaypointRouting

/// Runs the invariant self-test when asked, and makes what every input shares before the
/// first input, so that no input's coverage depends on coming first.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzRoutePatternInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  Invariant.selfTestIfRequested()
  _ = PatternChecks.webOrigin
  return 0
}

/// Fuzzes the pattern compiler (`RouteExpression`, `RouteMatcher`) and, through a router
/// holding the patterns, the compiled route table.
///
/// Input: a mode byte, then lines: one to three patterns, then up to four URLs. Mode bits:
/// 1 ignores case, 2 reads the first pattern as a raw regex, 4 lowers the match limit to
/// 1000 steps, and `(mode >> 4) % 3 + 1` is the number of patterns. Invariants: no crash,
/// bounded time; a refused pattern fails with a pattern error naming it and a position inside
/// it; an accepted pattern's normalized path parses back to the same expression, and compiles;
/// a router holding the patterns answers every URL as the route-by-route reference does; a
/// match's parameters are in the path, and reverse routing gives them back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoutePattern(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let patternCount = Int(input.mode >> 4) % 3 + 1
  let lines = input.lines(limit: patternCount + 4)
  let options = PatternChecks.configuration(
    caseInsensitive: input.mode & 1 != 0, matchLimit: input.mode & 4 != 0 ? 1000 : 1_000_000)
  var patterns: [PatternChecks.CheckedPattern] = []
  for (index, pattern) in lines.prefix(patternCount).enumerated() {
    let isRegex = index == 0 && input.mode & 2 != 0
    if let checked = PatternChecks.parse(pattern, isRegex: isRegex, options: options) {
      patterns.append(checked)
    }
  }
  let (router, reference) = PatternChecks.router(
    with: patterns, options: options)
  for url in lines.dropFirst(patternCount) {
    let expected = TimeBudget.run("reference lookup of \(url)") { reference.match(url) }
    let actual = TimeBudget.run("router lookup of \(url)") {
      ReferenceRouter.Answer(matching: url, in: router)
    }
    if !expected.hitLimit && !actual.hitLimit {
      Invariant.require(
        actual == expected,
        "router.match(\(url)) is \(actual), the reference says \(expected); routes \(router.routes)"
      )
    }
    for checked in patterns {
      PatternChecks.checkMatch(checked, url: url, options: options)
    }
  }
  return 0
}
