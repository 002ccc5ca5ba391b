// swift-tools-version:6.0
import PackageDescription

/// The fuzz package's own code (the checks, the references, the input readers) keeps the edge
/// counters that guide libFuzzer, without the comparison tracing and stack depth that
/// `-sanitize=fuzzer` adds: tracing is for the comparisons of the code under test, the library,
/// whose build keeps all of it. With the checks traced, a third of `FuzzRouteURL`'s time was the
/// callbacks of their own comparisons. AddressSanitizer still covers all of it.
let harnessSettings: [SwiftSetting] = [
  .unsafeFlags(["-sanitize-coverage=edge,inline-8bit-counters,pc-table"])
]

/// libFuzzer targets for Waypoint, in their own package so that the library never builds with
/// fuzzing flags. `make fuzz` at the root builds and runs each of them; by hand:
///
///     ./build-fuzzer FuzzRouteURL    # swift build -c release --sanitize=fuzzer ..., checked
///     .build-fuzz/release/FuzzRouteURL Corpus/FuzzRouteURL -max_total_time=60
let package = Package(
  name: "WaypointFuzz",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "FuzzRouteURL", targets: ["FuzzRouteURL"]),
    .executable(name: "FuzzRoutePattern", targets: ["FuzzRoutePattern"]),
    .executable(name: "FuzzRouter", targets: ["FuzzRouter"]),
    .executable(name: "FuzzFastPaths", targets: ["FuzzFastPaths"]),
    .executable(name: "FuzzTypedRoutes", targets: ["FuzzTypedRoutes"]),
    .executable(name: "FuzzManifest", targets: ["FuzzManifest"]),
  ],
  dependencies: [
    .package(name: "Waypoint", path: "../..")
  ],
  targets: [
    // What every target shares, on the matching engine alone: a target that fuzzes the engine
    // links only the engine, so that libFuzzer scans only the engine's coverage counters after
    // each input (the whole library has about four times as many).
    .target(
      name: "FuzzCore",
      dependencies: [.product(name: "WaypointMatching", package: "Waypoint")],
      swiftSettings: harnessSettings),
    // The router's references, for the targets that fuzz the router; on the router alone, for
    // the same reason.
    .target(
      name: "FuzzSupport",
      dependencies: ["FuzzCore", .product(name: "WaypointRouting", package: "Waypoint")],
      swiftSettings: harnessSettings),
    .executableTarget(
      name: "FuzzRouteURL",
      dependencies: ["FuzzCore", .product(name: "WaypointMatching", package: "Waypoint")],
      swiftSettings: harnessSettings),
    .executableTarget(
      name: "FuzzRoutePattern",
      dependencies: [
        "FuzzSupport", .product(name: "WaypointMatching", package: "Waypoint"),
        .product(name: "WaypointRouting", package: "Waypoint"),
      ],
      swiftSettings: harnessSettings),
    .executableTarget(
      name: "FuzzRouter",
      dependencies: ["FuzzSupport", .product(name: "WaypointRouting", package: "Waypoint")],
      swiftSettings: harnessSettings),
    .executableTarget(
      name: "FuzzFastPaths",
      dependencies: ["FuzzSupport", .product(name: "Waypoint", package: "Waypoint")],
      swiftSettings: harnessSettings),
    .executableTarget(
      name: "FuzzTypedRoutes",
      dependencies: ["FuzzSupport", .product(name: "Waypoint", package: "Waypoint")],
      swiftSettings: harnessSettings),
    .executableTarget(
      name: "FuzzManifest",
      dependencies: ["FuzzSupport", .product(name: "Waypoint", package: "Waypoint")],
      swiftSettings: harnessSettings),
  ],
  swiftLanguageModes: [.v6]
)
