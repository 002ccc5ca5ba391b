import FuzzSupport
import Waypoint

/// Runs the invariant self-test when asked.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzFastPathsInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  Invariant.selfTestIfRequested()
  return 0
}

/// Differential fuzzing of the router's fast paths against the route-by-route reference.
///
/// Input: a stream of choices (``FuzzBytes``): a mode byte (``TableOptions``: case rule, raw
/// regex routes, source-restricted routes, internal-only flags, a wide table of routes that
/// share a first segment, plain pieces only), the routes (``GeneratedRoute``: literals,
/// parameters, constraints, mixed segments, optional parts, wildcards, sources, priorities),
/// then up to seven URLs made for them. Invariants: no crash, bounded time; for every URL,
/// `match`, `withMatch`, `canHandle`, `handle` and `explain` agree with `ReferenceRouter`
/// (`explain` for the first URL: it traces every route).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFastPaths(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var bytes = FuzzBytes(data, size)
  guard let table = GeneratedTable(&bytes) else { return 0 }
  let count = bytes.below(6) + 2
  for index in 0..<count {
    FastPathChecks.check(table.url(&bytes), in: table, explaining: index == 0)
  }
  return 0
}
