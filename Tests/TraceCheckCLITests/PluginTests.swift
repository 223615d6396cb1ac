import Foundation
import Testing
import TraceCheckTestSupport

/// The SwiftPM command plugin runs the tool on the package that invokes it, with its arguments
/// and its exit status: `swift package tracecheck lint …` in this package. (`swift test` holds
/// the lock on `.build` while the tests run, so the nested `swift package` passes `--ignore-lock`:
/// the tests have finished building, and the plugin's build of the tool has nothing to do.)
@Suite struct PluginTests {
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
}
