// swift-tools-version:6.0
// libFuzzer targets for tracecheck, one per fuzz check (Sources/FuzzChecks in the package
// above). Built and run by scripts/fuzz with `--sanitize fuzzer --sanitize address`; each
// target only defines LLVMFuzzerTestOneInput, libFuzzer supplies main.
import PackageDescription

let targets = ["parse", "lint", "configuration", "scenario", "baseline"]

let package = Package(
    name: "TraceCheckFuzz",
    dependencies: [.package(name: "tracecheck", path: "..")],
    targets: targets.map { name in
        .executableTarget(
            name: "Fuzz" + name.prefix(1).uppercased() + name.dropFirst(),
            dependencies: [.product(name: "FuzzChecks", package: "tracecheck")],
            path: "Sources/\(name)",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
)
