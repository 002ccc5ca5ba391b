/// One PCRE2 JIT program of the compiled route table: the trie regex of some routes, whose
/// `(*MARK)` names the route that matched.
final class CompiledProgram: Sendable {
  /// The compiled regex.
  let code: PCRE2Code
  /// The routes of the program's group, by mark number.
  let routes: [Route]
  /// The first route in dispatch order that this program can answer: when a better match is
  /// known already, the program need not run.
  let first: Route

  init(code: PCRE2Code, routes: [Route], first: Route) {
    self.code = code
    self.routes = routes
    self.first = first
  }

  /// The route and parameter ranges of the first route of this program that matches `path`.
  ///
  /// - Throws: ``PCRE2MatchFailure`` when a limit is hit.
  @inline(__always)
  func match(
    _ path: UnsafeBufferPointer<UInt8>, scratch: PCRE2MatchScratch, limits: PCRE2MatchLimits
  ) throws(PCRE2MatchFailure) -> (route: Route, captures: CaptureRanges)? {
    guard try code.match(path, scratch: scratch, limits: limits), let mark = scratch.mark else {
      return nil
    }
    var index = 0
    var cursor = mark
    while cursor.pointee != 0 {
      index = index &* 10 &+ Int(cursor.pointee &- UInt8(ascii: "0"))
      cursor += 1
    }
    let route = routes[index]
    var captures = CaptureRanges()
    let offsets = scratch.offsets
    let count = route.expression.storage.groupNumbers.count
    var group = 1
    while group <= count {
      let start = offsets[2 * group]
      captures.append(start == pcre2Unset ? nil : start..<offsets[2 * group + 1])
      group += 1
    }
    return (route, captures)
  }
}
