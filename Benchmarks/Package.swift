// swift-tools-version: 6.1
// ConfigState's benchmarks: a package of their own, so that the library's users never resolve
// a benchmark dependency. `traits: ["MallocInterposer"]` is the form of ordo-one/benchmark
// that resolves on machines without swift-runtime-interposer (see Docs/Performance.md).

import PackageDescription

let package = Package(
    name: "ConfigStateBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ConfigState", path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ConfigStateBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ConfigState", package: "ConfigState"),
                "BenchmarkStates",
            ],
            path: "Benchmarks/ConfigStateBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Workloads counted in instructions under callgrind by Scripts/instructions.sh:
        // deterministic on shared machines, unlike wall-clock time.
        .executableTarget(
            name: "instruction-counts",
            dependencies: [
                .product(name: "ConfigState", package: "ConfigState"), "BenchmarkStates",
                "HeckelDiff", "HeapBytes",
            ],
            path: "InstructionCounts"
        ),
        // The heap's bytes in use, from the allocator's statistics, for memory per item.
        // Its debug information in DWARF 4: valgrind (3.19, Debian 12) gives up on a binary
        // with the C compiler's default DWARF 5, and callgrind runs the binary this links into.
        .target(name: "HeapBytes", path: "HeapBytes", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // The diff baseline: Heckel's algorithm, written for the benchmarks, in a module of its
        // own as a diffing library would be.
        .target(name: "HeckelDiff", path: "HeckelDiff"),
        // The states both benchmark executables measure over.
        .target(
            name: "BenchmarkStates",
            dependencies: [.product(name: "ConfigState", package: "ConfigState")],
            path: "BenchmarkStates"
        ),
        // Writes the results section of Docs/Performance.md from the benchmark output.
        .executableTarget(
            name: "benchmark-report",
            dependencies: [.product(name: "ConfigState", package: "ConfigState")],
            path: "BenchmarkReport"
        ),
    ]
)
