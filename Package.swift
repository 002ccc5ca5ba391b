// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Waypoint",
  // Minimum deployment targets only. CPCRE2 links the libpcre2-8 that pkg-config finds: on
  // Linux and macOS (Homebrew) it is installed; on iOS, tvOS, watchOS and visionOS the app
  // supplies a PCRE2 build (README, "Where it runs").
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .executable(name: "waypoint", targets: ["WaypointCLI"]),
  ],
  targets: [
    .systemLibrary(
      name: "CPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
    ),
    // One pointer of native thread-local storage, for the per-thread table cache.
    .target(name: "CThreadSlot"),
    .target(name: "Waypoint", dependencies: ["CPCRE2", "CThreadSlot"]),
    .target(name: "WaypointTesting", dependencies: ["Waypoint"]),
    .executableTarget(name: "WaypointCLI", dependencies: ["Waypoint"]),
    .testTarget(
      name: "WaypointTests", dependencies: ["Waypoint", "WaypointTesting", "WaypointCLI"]),
  ],
  swiftLanguageModes: [.v6]
)
