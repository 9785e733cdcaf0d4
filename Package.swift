// swift-tools-version: 6.0
// ConfigState has no package dependencies by design: the library, its command and its tests
// build from the toolchain alone. Benchmarks live in their own package under `Benchmarks/`.

import PackageDescription

let package = Package(
    name: "ConfigState",
    products: [
        .library(name: "ConfigState", targets: ["ConfigState"]),
        .library(name: "ColorTransform", targets: ["ColorTransform"]),
        // Test support for users: the property harness, and one-line checks that fail a test
        // on what a collection view reported (the reuse audit itself is ConfigState's).
        .library(name: "ConfigStateTesting", targets: ["ConfigStateTesting"]),
        .executable(name: "configstate", targets: ["configstate"]),
    ],
    targets: [
        .target(name: "ColorTransform"),
        .target(name: "ConfigState", dependencies: ["ColorTransform"]),
        .target(name: "ConfigStateTesting", dependencies: ["ConfigState"]),
        // The command's logic lives in a library target so that tests can drive it directly.
        .target(name: "ConfigStateCLI", dependencies: ["ConfigState"]),
        .executableTarget(name: "configstate", dependencies: ["ConfigStateCLI"]),
        // Test helpers shared by ConfigStateTests and ConfigStateCLITests (the style walk's
        // oracle); in no product.
        .target(
            name: "ConfigStateTestsSupport", dependencies: ["ConfigState"],
            path: "Tests/ConfigStateTestsSupport"),
        .testTarget(
            name: "ColorTransformTests",
            dependencies: ["ColorTransform", "ConfigStateTestsSupport"]),
        .testTarget(
            name: "ConfigStateTests", dependencies: ["ConfigState", "ConfigStateTestsSupport"]),
        // The `configstate` command's tests, apart so that the library's tests do not build it.
        .testTarget(
            name: "ConfigStateCLITests",
            dependencies: ["ConfigState", "ConfigStateCLI", "ConfigStateTestsSupport"]),
        .testTarget(name: "ConfigStateTestingTests", dependencies: ["ConfigStateTesting"]),
        .testTarget(
            name: "PropertyTests",
            dependencies: ["ConfigState", "ConfigStateTesting", "ConfigStateTestsSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
