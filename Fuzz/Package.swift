// swift-tools-version: 6.0
// libFuzzer targets for ConfigState: the hex parser, every JSON decoder, and programs of
// operations on a CollectionView and its diffable data source.
//
// A separate package, so that the library's users and the root package's build never see it.
// Build and run through the script, which passes the sanitizer flags libFuzzer needs:
//
//     Scripts/fuzz.sh list
//     Scripts/fuzz.sh color 600
//
// Each target's `main.swift` hands its `LLVMFuzzerTestOneInput` to libFuzzer's driver, which
// exists only when `-sanitize=fuzzer` links libFuzzer: a plain `swift build` of this package
// does not link. Each target's seed corpus is `Corpus/<name>/`; `Dictionaries/json.dict` lists
// the keys and names the decoders know.

import PackageDescription

/// One fuzz target per entry point: its executable's name and the file it is built from.
let fuzzTargets = [
    "FuzzHex", "FuzzColor", "FuzzTransformer", "FuzzTraitCollection", "FuzzViewState",
    "FuzzCellState", "FuzzListContent", "FuzzBackground", "FuzzAccessory", "FuzzStateAwareValue",
    "FuzzFont",
    // Programs building colours from colours in code, level by level (deep and self-reusing).
    "FuzzColorProgram",
    // Programs of operations on a CollectionView and its diffable data source.
    "FuzzCollectionView",
]

let package = Package(
    name: "ConfigStateFuzz",
    dependencies: [
        .package(name: "ConfigState", path: "..")
    ],
    targets: [
        // Declares libFuzzer's driver for the targets' `main.swift`s.
        .target(name: "CFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzer", .product(name: "ConfigState", package: "ConfigState")]),
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: [
                    "FuzzSupport", .product(name: "ConfigState", package: "ConfigState"),
                ])
        },
    swiftLanguageModes: [.v6]
)
