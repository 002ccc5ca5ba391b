import Foundation
import FuzzSupport
import Waypoint

/// Runs the invariant self-test when asked, and makes a router once, before the first input,
/// so that no input's coverage depends on coming first.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzManifestInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  Invariant.selfTestIfRequested()
  _ = ManifestChecks.router()
  return 0
}

/// Fuzzes route manifests (`RouteManifest`): reading JSON, applying it, exporting it.
///
/// Input: any bytes, read as a manifest's JSON. Invariants: no crash, bounded time; the bytes
/// are a manifest or an `invalidManifest` error listing at least one problem; a manifest's own
/// JSON reads back equal; applied to a router that knows its handlers, it is refused with the
/// problems listed, or it exports (every handler has a name) to a manifest whose JSON reads
/// back equal, which applies to a new router and exports equal again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  ManifestChecks.check(Data(bytes: data, count: size))
  return 0
}
