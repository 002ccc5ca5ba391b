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
    // The matching engine alone, for a server framework or a tool that routes URLs to values
    // of its own (`RouteTable<Value>`), without the router.
    .library(name: "WaypointMatching", targets: ["WaypointMatching"]),
    // The router on the engine, without the app features (plugins, manifests, typed routes,
    // navigation...), for a server or a tool that dispatches URLs to handlers.
    .library(name: "WaypointRouting", targets: ["WaypointRouting"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .executable(name: "waypoint", targets: ["WaypointCLI"]),
  ],
  targets: [
    .systemLibrary(
      name: "CPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
    ),
    // One pointer of native thread-local storage, for the per-thread snapshot cache.
    .target(name: "CThreadSlot"),
    // The matching engine: URLs, patterns, PCRE2, compiled route tables generic over what a
    // route carries. No Foundation, nothing of handlers or navigation.
    .target(name: "WaypointMatching", dependencies: ["CPCRE2", "CThreadSlot"]),
    // The router on top: registration, dispatch, requests, handlers, middleware.
    .target(
      name: "WaypointRouting", dependencies: ["WaypointMatching"],
      swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
    // What `import Waypoint` gives: the router and the engine, and the features built on the
    // router's public and package API (plugins, manifests, typed routes, explain, link
    // diffs, deferred links, the authentication gate, navigation).
    .target(name: "Waypoint", dependencies: ["WaypointRouting"]),
    .target(name: "WaypointTesting", dependencies: ["Waypoint"]),
    .executableTarget(name: "WaypointCLI", dependencies: ["Waypoint"]),
    // What the test targets share (a seeded random number generator).
    .target(
      name: "WaypointTestSupport", dependencies: ["WaypointMatching"],
      path: "Tests/WaypointTestSupport"),
    // A process for the link store's kill test (Tests/WaypointTests/LinkAccounting): it holds
    // links until it is killed, or takes them back and shows them.
    .executableTarget(
      name: "LinkStoreChild", dependencies: ["Waypoint"], path: "Tests/LinkStoreChild"),
    .testTarget(
      name: "WaypointMatchingTests", dependencies: ["WaypointMatching", "WaypointTestSupport"]),
    .testTarget(
      name: "WaypointTests",
      dependencies: ["Waypoint", "WaypointTesting", "WaypointCLI", "WaypointTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
