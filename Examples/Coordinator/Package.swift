// swift-tools-version:6.0
import PackageDescription

// Waypoint's coordinator example: the app of the design notes (an `enum Route`, a router, a
// coordinator, a deep-link parser, an auth check, a scene entry point) rebuilt on Waypoint,
// headless, with a scripted run checked by a golden file.
let waypoint: Target.Dependency = .product(name: "Waypoint", package: "Waypoint")

let package = Package(
  name: "Coordinator",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .executable(name: "coordinator", targets: ["ReaderCommand"])
  ],
  dependencies: [
    // The package's identity would be the checkout's folder name; `name` keeps it "Waypoint".
    .package(name: "Waypoint", path: "../..")
  ],
  targets: [
    // The app: its route enum, its coordinator over the navigation state, the script.
    .target(name: "ReaderApp", dependencies: [waypoint]),
    .executableTarget(name: "ReaderCommand", dependencies: ["ReaderApp"]),
    .testTarget(name: "ReaderTests", dependencies: ["ReaderApp", waypoint]),
  ],
  swiftLanguageModes: [.v6]
)
