import FuzzSupport
import WaypointRouting

/// The router under test and its references, built once.
let router = FuzzRouteTable.makeRouter()
nonisolated(unsafe) let reference = ReferenceRouter(router)
nonisolated(unsafe) let dispatchReference = DispatchReference(reference)

/// Builds the router and its references, with every route's own matcher, before the first
/// input, so that the first input's time budget does not pay for registering the whole route
/// table (which, on a loaded machine, took longer than the budget), and no input's coverage
/// depends on which inputs compiled a matcher first.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzRouterInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  Invariant.selfTestIfRequested()
  do throws(MatchingError) {
    try reference.compileAll()
  } catch {
    Invariant.fail("a route of the fuzz table has no matcher of its own: \(error)")
  }
  _ = dispatchReference.expectation(for: "/")
  return 0
}

/// The prefixes the mode byte puts before the input: accepted, named and refused sources.
let prefixes = [
  "", "myapp://", "https://app.example.com", "otherapp://", "https://partner.example",
  "https://evil.example", "MYAPP:", "http://localhost:8080",
]

/// Fuzzes full dispatch against a realistic route table (`FuzzRouteTable`).
///
/// Input: a mode byte whose low three bits choose a source prefix, then the rest of the URL.
/// Invariants: no crash, bounded time; `match` agrees with the route-by-route reference (same
/// route, same parameters, or the same error); `canHandle` and `withMatch` agree with
/// `match`; `handle` ends with the outcome the dispatch reference predicts, runs the
/// predicted handlers, and fires
/// the caller's callback exactly once, with the outcome's response; a URL that reached no
/// handler never dispatches its x-callback-url callback URL.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let url = prefixes[Int(input.mode % 8)] + input.text
  // One route-by-route scan serves both references: its first candidate is what `match`
  // should find, and all of them are what dispatch tries.
  let lookup = TimeBudget.run("reference lookup of \(url)") { reference.lookup(url) }
  let expected = lookup.answer
  let actual = TimeBudget.run("router lookup of \(url)") {
    ReferenceRouter.Answer(matching: url, in: router)
  }
  Invariant.require(
    actual == expected, "router.match(\(url)) is \(actual), the reference says \(expected)")
  Invariant.require(
    router.canHandle(url) == actual.isMatch,
    "canHandle(\(url)) disagrees with match")
  let lent = ReferenceRouter.Answer(lending: url, in: router)
  Invariant.require(lent == actual, "withMatch(\(url)) lent \(lent), match says \(actual)")

  let expectation = dispatchReference.expectation(for: url, lookup: lookup)
  let probe = Probe()
  let outcome = TimeBudget.run("handling \(url)") {
    Blocking.run {
      await router.handle(url, parameters: [Probe.parameterName: probe]) { response in
        probe.recordCallback(response)
      }
    }
  }
  let described = DispatchReference.Outcome(outcome)
  Invariant.require(
    described == expectation.outcome,
    "handle(\(url)) ended \(described), expected \(expectation.outcome)")
  Invariant.require(
    probe.invocations == expectation.invocations,
    "handle(\(url)) ran handlers \(probe.invocations) times, expected \(expectation.invocations)")
  let callbacks = probe.callbacks
  Invariant.require(callbacks.count == 1, "the callback fired \(callbacks.count) times for \(url)")
  let response = callbacks[0]
  if let expectedResponse = outcome.response {
    Invariant.require(
      response.status == expectedResponse.status && response.values == expectedResponse.values,
      "the callback got \(response), the outcome has \(expectedResponse)")
  } else {
    Invariant.require(
      response.status == .failure && response.error?.code == outcome.error?.code,
      "the callback got \(response) for the outcome \(outcome)")
  }
  // The Routing semantics article, *Callback URLs*: a refused URL has no side effects; only a URL
  // that reached a handler may dispatch its x-callback-url callback URL.
  if outcome.callbackURL?.kind == .dispatched {
    let final = outcome.final
    Invariant.require(
      final.kind == .handled || final.error?.code == "handlerFailed",
      "handle(\(url)) ended \(outcome) but dispatched its callback URL")
  }
  return 0
}
