import Foundation
import Testing
import TraceCheckTestSupport

@Suite struct LintConfigurationCommandTests {
    private let gap = Fixtures.path("traces/synthetic/rules/scene_gap.log")
    private let seed = Fixtures.path("traces/real/blog-split-view-2020.log")

    private func directory(with config: String?) throws -> URL {
        let directory = try Fixtures.temporaryDirectory()
        if let config { try config.write(to: directory.appendingPathComponent(".tracecheck.yml"), atomically: true, encoding: .utf8) }
        return directory
    }

    @Test func configurationIsFoundFromTheWorkingDirectoryUpwards() throws {
        let root = try directory(with: "severity: { scene_gap: error }\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let result = try ToolRunner.run(["lint", gap], in: nested)
        #expect(result.status == 1)
        #expect(result.stdout.contains(": error: missing "))
    }

    @Test func badConfigurationIsAnInputErrorWithTheLine() throws {
        let root = try directory(with: "disabled_rules:\n  - no_such_rule\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try ToolRunner.run(["lint", gap], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "error: .tracecheck.yml:2: unknown rule 'no_such_rule'\n")
    }

    @Test func explicitConfigAndFailOnFromTheFile() throws {
        let root = try directory(with: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("strict.yml")
        try "fail_on: warning\n".write(to: config, atomically: true, encoding: .utf8)
        #expect(try ToolRunner.run(["lint", "--config", config.path, gap], in: root).status == 1)
        #expect(try ToolRunner.run(["lint", "--config", config.path, "--fail-on", "error", gap], in: root).status == 0)
    }

    @Test func baselineAcceptsKnownFindingsOnly() throws {
        let root = try directory(with: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = root.appendingPathComponent("baseline.json").path
        let written = try ToolRunner.run(["lint", "--write-baseline", baseline, gap], in: root)
        #expect(written.status == 0)
        #expect(written.stderr == "wrote 1 finding to \(baseline)\n")
        #expect(written.stdout.isEmpty, "writing a baseline reports nothing")
        let accepted = try ToolRunner.run(["lint", "--baseline", baseline, "--fail-on", "warning", gap], in: root)
        #expect(accepted.status == 0)
        #expect(accepted.stdout.hasPrefix("0 errors, 0 warnings"))
        let other = try ToolRunner.run(["lint", "--baseline", baseline, "--fail-on", "warning", Fixtures.path("traces/synthetic/rules/repeated_callback.log")], in: root)
        #expect(other.status == 1)
    }

    @Test func ruleSelectionFlags() throws {
        let only = try ToolRunner.run(["lint", "--only", "process_end_state", seed])
        #expect(only.stdout.contains("[process_end_state]") && !only.stdout.contains("[restored_session]"))
        let disabled = try ToolRunner.run(["lint", "--disable", "process_end_state", seed])
        #expect(!disabled.stdout.contains("[process_end_state]") && disabled.stdout.contains("[restored_session]"))
        let kind = try ToolRunner.run(["lint", "--kind", "session", seed])
        #expect(kind.stdout.contains("[restored_session]") && !kind.stdout.contains("[scene_attribution]"))
        #expect(try ToolRunner.run(["lint", "--strict", gap]).status == 1)
        #expect(try ToolRunner.run(["lint", "--only", "nope", seed]).status == 64)
    }
}
