import Foundation
import Testing
import TraceCheckTestSupport

/// The SwiftPM command plugin runs the tool on the package that invokes it, with its arguments
/// and its exit status: `swift package tracecheck lint …` in this package. (`swift test` holds
/// the lock on `.build` while the tests run, so the nested `swift package` passes `--ignore-lock`:
/// the tests have finished building, and the plugin's build of the tool has little to do.) The
/// tests run one at a time: two nested `swift package` runs at once on a clean clone both build
/// the tool and write its build description together ("unable to load build file").
@Suite(.serialized) struct PluginTests {
    private func swiftPackage(_ arguments: [String]) throws -> ToolResult {
        try ToolRunner.run(["swift", "package", "--ignore-lock", "tracecheck"] + arguments, program: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func pluginLintsWithTheToolsOutputAndStatus() throws {
        let clean = try swiftPackage(["lint", "traces/real/blog-split-view-2020.log"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.hasSuffix("0 errors, 0 warnings, 3 notes in 1 file (25 events, 1 process, 3 scenes)\n"))
        let findings = try swiftPackage(["lint", "--reporter", "summary", "traces/synthetic/rules/scene_missing_resign_active.log"])
        #expect(findings.status == 1)
        #expect(findings.stdout.contains("1 error"))
    }

    /// No arguments print the help instead of waiting on SwiftPM's pipe; standard input, which
    /// SwiftPM keeps, is refused with the command that reads it; a reading command without a
    /// path reads nothing and says so (it used to wait for ever: a CI hang).
    @Test func pluginNeverWaitsOnStandardInput() throws {
        let help = try swiftPackage([])
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.contains("USAGE: tracecheck"))
        // SwiftPM ends with 1 whatever the plugin's status, and says which it was.
        let dash = try swiftPackage(["lint", "-"])
        #expect(dash.status == 1)
        #expect(dash.stderr.contains("error: Plugin ended with exit code 64"))
        // (SwiftPM prints what the plugin and the tool write to standard error on its standard output.)
        #expect((dash.stdout + dash.stderr).contains(
            "error: swift package tracecheck cannot read standard input (SwiftPM keeps it for itself); run the tool directly: swift run tracecheck lint -\n"))
        // `-o -` is standard output, not standard input: not refused (capture then needs xcrun).
        let output = try swiftPackage(["capture", "--archive", "none.logarchive", "-o", "-"])
        #expect(!(output.stdout + output.stderr).contains("cannot read standard input"))
        let noPath = try swiftPackage(["lint"])
        #expect(noPath.status == 1)
        #expect(noPath.stderr.contains("error: Plugin ended with exit code 3"))
        #expect((noPath.stdout + noPath.stderr).contains("error: <stdin>: no life-cycle event: it is empty (0 bytes)\n"))
    }
}
