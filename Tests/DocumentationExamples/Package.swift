// swift-tools-version:6.0
import PackageDescription

/// The context that the code blocks of README.md and of the DocC articles assume (a `router`,
/// a `navigator`, the shop's `Cart`...), as a library of its own. `make doc-examples` generates
/// a package in `.build/doc-examples` with a module per document that depends on this one;
/// see README.md here.
let package = Package(
  name: "DocumentationExamples",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "DocumentationPrelude", targets: ["DocumentationPrelude"])
  ],
  dependencies: [
    .package(name: "Waypoint", path: "../..")
  ],
  targets: [
    .target(
      name: "DocumentationPrelude",
      dependencies: [.product(name: "Waypoint", package: "Waypoint")],
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])])
  ],
  swiftLanguageModes: [.v6]
)
