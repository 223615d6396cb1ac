// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tracecheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tracecheck", targets: ["tracecheck"]),
        .library(name: "TraceParser", targets: ["TraceParser"]),
        .library(name: "Conformance", targets: ["Conformance"]),
        // Assertions for XCTest and Swift Testing: a recorded log conforms, or matches a scenario.
        .library(name: "TraceCheckTesting", targets: ["TraceCheckTesting"]),
        // `swift package tracecheck lint logs/` from any package that depends on this one.
        .plugin(name: "TraceCheckPlugin", targets: ["TraceCheckPlugin"]),
        // The properties the fuzzers in Fuzz/ check; not an API for apps.
        .library(name: "FuzzChecks", targets: ["FuzzChecks"]),
    ],
    dependencies: [
        // 1.6: completions computed by the tool with the words typed (--scene, --process).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        // YAML for .tracecheck.yml, with line numbers for configuration errors.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // Heap: view controllers named only by their class are found among thousands of live
        // instances in O(log n) per callback.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        // The vector filter of the candidate scan (SSSE3 table lookups, which Swift's SIMD
        // types cannot express).
        .target(name: "CByteScan"),
        .target(name: "TraceParser", dependencies: ["CPCRE2", "CByteScan"]),
        .target(
            name: "Conformance",
            dependencies: [
                "TraceParser", .product(name: "Yams", package: "Yams"),
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]),
        .target(name: "FuzzChecks", dependencies: ["Conformance", "TraceParser"]),
        .target(name: "TraceCheckTesting", dependencies: ["Conformance", "TraceParser"]),
        .plugin(
            name: "TraceCheckPlugin",
            capability: .command(intent: .custom(verb: "tracecheck", description: "Run tracecheck (lint, diff, timeline, parse, …) on the package's logs")),
            dependencies: ["tracecheck"]
        ),
        .executableTarget(
            name: "tracecheck",
            dependencies: [
                "Conformance",
                "TraceParser",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        .target(
            name: "TraceCheckTestSupport",
            dependencies: ["Conformance", "TraceParser"],
            path: "Tests/TraceCheckTestSupport",
            exclude: ["validate-json-schema.py", "validate-event-log.py"]
        ),
        .testTarget(
            name: "TraceParserTests",
            dependencies: ["TraceParser", "TraceCheckTestSupport"]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["Conformance", "TraceParser", "TraceCheckTestSupport", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "TraceCheckTestingTests",
            dependencies: ["TraceCheckTesting", "Conformance", "TraceCheckTestSupport"]
        ),
        .testTarget(
            name: "FuzzChecksTests",
            dependencies: ["FuzzChecks", "TraceCheckTestSupport"],
            exclude: ["Regressions"]
        ),
        .testTarget(
            name: "TraceCheckCLITests",
            dependencies: ["Conformance", "TraceCheckTestSupport", "tracecheck"],
            exclude: ["Schemas"]
        ),
    ]
)
