import Foundation
import FuzzChecks
import Testing
import TraceCheckTestSupport

/// The fuzz targets' checks, run in the suite without libFuzzer: on their seed corpus, on a fixed
/// number of mutations of it (a seeded generator, so every run is the same), and on every input a
/// fuzzer once broke them with (`Regressions/TARGET/`). The long runs are `scripts/fuzz`.
@Suite struct FuzzSmokeTests {
    /// Mutations run per target.
    static let mutations = 400

    @Test(arguments: ["parse", "lint", "configuration", "scenario", "baseline"])
    func seedsMutationsAndRegressionsHold(_ target: String) throws {
        let check = try #require(FuzzChecks.targets[target])
        let seeds = try FuzzCorpus.seeds(for: target)
        #expect(!seeds.isEmpty)
        for input in seeds + (try FuzzCorpus.regressions(for: target)) {
            input.withUnsafeBytes(check)
        }
        var generator = SplitMix64(seed: 0x7C4E_1D20_2611_2500)
        for _ in 0..<Self.mutations {
            let input = FuzzCorpus.mutate(seeds, with: &generator)
            input.withUnsafeBytes(check)
        }
    }
}

/// The seed inputs of each fuzz target, shared with `scripts/fuzz` (which copies them into its
/// corpus directories), and a simple mutator for the smoke run.
enum FuzzCorpus {
    static func seeds(for target: String) throws -> [[UInt8]] {
        switch target {
        case "parse", "lint":
            return try Fixtures.files(under: "traces", suffix: ".log").map { try bytes(Fixtures.path($0)) }
        case "configuration":
            return try files(under: "Fuzz/Seeds/configuration").map(bytes)
        case "scenario":
            return try Fixtures.files(under: "traces/scenarios", suffix: ".scenario").map { try bytes(Fixtures.path($0)) }
        case "baseline":
            return try files(under: "Fuzz/Seeds/baseline").map(bytes)
        default:
            return []
        }
    }

    static func regressions(for target: String) throws -> [[UInt8]] {
        try files(under: "Tests/FuzzChecksTests/Regressions/\(target)").filter { !$0.hasSuffix(".md") }.map(bytes)
    }

    private static func files(under directory: String) throws -> [String] {
        let root = Fixtures.path(directory)
        return try FileManager.default.contentsOfDirectory(atPath: root).sorted().map { root + "/" + $0 }
    }

    private static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// One seed with a few byte-level changes: flips, insertions (of bytes and of pieces of other
    /// seeds), deletions and duplications, as libFuzzer's mutators do.
    static func mutate(_ seeds: [[UInt8]], with generator: inout SplitMix64) -> [UInt8] {
        var input = seeds[Int(generator.next() % UInt64(seeds.count))]
        let interesting: [UInt8] = Array("\n\r\t ()[]{}<>:;,|\"'0x_-#*&.".utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<(1 + generator.next() % 8) {
            let position = input.isEmpty ? 0 : Int(generator.next() % UInt64(input.count))
            switch generator.next() % 5 {
            case 0 where !input.isEmpty:
                input[position] ^= UInt8(truncatingIfNeeded: 1 << (generator.next() % 8))
            case 1:
                input.insert(interesting[Int(generator.next() % UInt64(interesting.count))], at: position)
            case 2 where !input.isEmpty:
                input.removeSubrange(position..<min(input.count, position + 1 + Int(generator.next() % 16)))
            case 3:
                let other = seeds[Int(generator.next() % UInt64(seeds.count))]
                guard !other.isEmpty else { continue }
                let start = Int(generator.next() % UInt64(other.count))
                input.insert(contentsOf: other[start..<min(other.count, start + 1 + Int(generator.next() % 200))], at: position)
            default:
                guard !input.isEmpty else { continue }
                let end = min(input.count, position + 1 + Int(generator.next() % 64))
                input.insert(contentsOf: input[position..<end], at: position)
            }
        }
        return input
    }
}
