import FuzzCore
import WaypointMatching

/// Runs the invariant self-test when asked, and compiles the matchers every input uses before
/// the first input, so that no input's coverage depends on coming first.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzRouteURLInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  Invariant.selfTestIfRequested()
  _ = URLChecks.everyPath
  _ = URLChecks.oneSegment
  return 0
}

/// Fuzzes the URL parser (`RouteURL`).
///
/// Input: a mode byte, then the URL. The mode's low two bits choose the length limit: the
/// default (8 KiB), none, 32 bytes, or exactly the input's length (then one byte less must
/// fail). Invariants: no crash, bounded time; a failure is one of the URL errors and names the
/// right offset (in the text without the spaces at its ends) or length (of the text as given);
/// a success keeps the text without those spaces, and has a canonical path that parses back to itself, the
/// source, query and fragment the text says, and matches the patterns every path matches.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteURL(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let text = input.text
  let bytes = Array(text.utf8)
  let count = bytes.count
  let limit: Int
  switch input.mode % 4 {
  case 0: limit = RouteURL.defaultMaximumLength
  case 1: limit = Int.max
  case 2: limit = 32
  default: limit = count
  }
  let parsed = TimeBudget.run("parsing \(count) bytes") {
    Result { () throws(MatchingError) -> RouteURL in try RouteURL(text, maximumLength: limit) }
  }
  switch parsed {
  case .failure(let error): URLChecks.checkFailure(error, text: text, bytes: bytes, limit: limit)
  case .success(let url): URLChecks.checkSuccess(url, text: text, bytes: bytes, limit: limit)
  }
  if input.mode % 4 == 3 && count > 0 {
    do {
      _ = try RouteURL(text, maximumLength: count - 1)
      Invariant.fail("a URL of \(count) bytes was accepted with a limit of \(count - 1)")
    } catch {
      Invariant.require(
        error == .urlTooLong(length: count, limit: count - 1), "expected urlTooLong, got \(error)")
    }
  }
  return 0
}
