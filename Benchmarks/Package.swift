// swift-tools-version:6.0
import PackageDescription

/// The Waypoint benchmark: its own package, so the library never depends on benchmark-only C
/// libraries such as r3.
let package = Package(
  name: "WaypointBenchmarks",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "waypoint-bench", targets: ["WaypointBench"])
  ],
  dependencies: [
    .package(name: "Waypoint", path: "..")
  ],
  targets: [
    .systemLibrary(
      name: "CR3",
      pkgConfig: "r3",
      providers: [.apt(["libr3-dev"])]
    ),
    .systemLibrary(
      name: "CLibPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
    ),
    .target(name: "CPCRE2Trie", dependencies: ["CLibPCRE2"]),
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "WaypointBench",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointMatching", package: "Waypoint"),
        "CR3",
        "CPCRE2Trie",
        "CAllocationCounter",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
