import Foundation
import Testing
import TraceCheckTestSupport

/// tracecheck's scene rules against an independent monitor: on generated logs with injected
/// faults, the lines Reelay's past-time property of the scene model (Tests/Oracle/scene-model.rye)
/// rejects are the lines the model rules flag, up to the documented differences
/// (Tests/Oracle/reelay_differential.py; docs/reliability.md). A small fixed-seed run; the script
/// takes more logs, scenes and seeds.
@Suite struct ReelayOracleTests {
    private static let script = "Tests/Oracle/reelay_differential.py"

    private static func run(_ arguments: [String]) throws -> ToolResult {
        try ToolRunner.run(
            ["python3", Fixtures.path(script), "--tracecheck", ToolRunner.executable.path] + arguments,
            program: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test(arguments: [1, 2])
    func reelayAndTracecheckFlagTheSameLines(_ seed: Int) throws {
        let result = try Self.run(["--seed", String(seed), "--logs", "3", "--scenes", "60"])
        if result.status == 3 { Issue.record("the oracle cannot run: \(result.stderr) (scripts/setup --tests installs reelay)") }
        #expect(result.status == 0, "\(result.stderr)")
        // The run judged faults of every kind and agreed on flagged lines.
        #expect(result.stdout.contains("0 disagreements"), "\(result.stdout)")
        for fault in ["drop", "late", "notify", "repeat", "start", "swap"] { #expect(result.stdout.contains("'\(fault)': "), "\(fault)") }
    }

    /// The comparison has teeth: leaving scene_gap's findings out makes Reelay's flags unexplained.
    @Test func aMissingRuleIsADisagreement() throws {
        let result = try Self.run(["--seed", "1", "--logs", "2", "--scenes", "60", "--ignore-rule", "scene_gap"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Reelay only"), "\(result.stderr)")
    }
}
