import FuzzSupport
import Waypoint

/// Fuzzes the URL parser (`RouteURL`).
///
/// Input: a mode byte, then the URL. The mode's low two bits choose the length limit: the
/// default (8 KiB), none, 32 bytes, or exactly the input's length (then one byte less must
/// fail). Invariants: no crash, bounded time; a failure is one of the URL errors and names the
/// right offset or length; a success has a canonical path that parses back to itself, the
/// source, query and fragment the text says, and matches the patterns every path matches.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteURL(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let text = input.text
  let count = text.utf8.count
  let limit: Int
  switch input.mode % 4 {
  case 0: limit = RouteURL.defaultMaximumLength
  case 1: limit = Int.max
  case 2: limit = 32
  default: limit = count
  }
  let parsed = TimeBudget.run("parsing \(count) bytes") {
    Result { () throws(RouteError) -> RouteURL in try RouteURL(text, maximumLength: limit) }
  }
  switch parsed {
  case .failure(let error): URLChecks.checkFailure(error, text: text, limit: limit)
  case .success(let url): URLChecks.checkSuccess(url, text: text, limit: limit)
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
