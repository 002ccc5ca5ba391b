// swift-tools-version:6.0
import PackageDescription

// Waypoint's shop example: four feature modules, each shipping a route plugin, assembled by
// one app with a login gate and a route manifest, and a scripted run checked by a golden file.
let waypoint: Target.Dependency = .product(name: "Waypoint", package: "Waypoint")

let package = Package(
  name: "Shop",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .executable(name: "shop", targets: ["ShopCommand"])
  ],
  dependencies: [
    // The package's identity would be the checkout's folder name; `name` keeps it "Waypoint".
    .package(name: "Waypoint", path: "../..")
  ],
  targets: [
    // Feature modules: each depends on Waypoint only, never on another feature.
    .target(name: "ProductFeature", dependencies: [waypoint]),
    .target(name: "CartFeature", dependencies: [waypoint]),
    .target(name: "OrderFeature", dependencies: [waypoint]),
    .target(name: "AccountFeature", dependencies: [waypoint]),
    // The app: installs the plugins, the login gate and the manifest, and holds the script.
    .target(
      name: "ShopApp",
      dependencies: ["ProductFeature", "CartFeature", "OrderFeature", "AccountFeature", waypoint],
      resources: [.copy("manifest.json"), .copy("manifest-v2.json")]
    ),
    .executableTarget(name: "ShopCommand", dependencies: ["ShopApp"]),
    .testTarget(
      name: "ShopTests",
      dependencies: [
        "ShopApp", "ProductFeature", "CartFeature", "OrderFeature", "AccountFeature",
        waypoint, .product(name: "WaypointTesting", package: "Waypoint"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
