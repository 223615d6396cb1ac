import Conformance
import Foundation
import Testing
import TraceCheckTestSupport

@Suite struct LintCommandTests {
    static let seed = "traces/real/blog-split-view-2020.log"

    /// Rule ids of the findings in text output (`… [rule_id]`).
    private func ruleIDs(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    @Test func seedLogHasNoErrorsOrWarningsAndExplainsItself() throws {
        let result = try ToolRunner.run(["lint", Self.seed])
        #expect(result.status == 0)
        #expect(ruleIDs(result.stdout) == ["restored_session", "scene_attribution", "process_end_state"])
        #expect(result.stdout.contains("0 errors, 0 warnings, 3 notes"))
        #expect(result.stdout.contains("lines 5–8: 4 callbacks that print no scene pointer attributed to scene#1 (0x106c00580), the only connected scene"))
        #expect(result.stdout.contains("shortly after application(_:didFinishLaunchingWithOptions:) at the next launch"))
        Golden.check(result.stdout, against: "traces/real/blog-split-view-2020.lint.text.expected")
    }

    /// A valid run of an app without scenes, printed in every spelling class of the vocabulary
    /// (restoration, glued and snake-case names, a typo, containment, a framework warning quoting
    /// a protocol method): nothing to report.
    @Test func vocabularySpellingsAreAValidRun() throws {
        let result = try ToolRunner.run(["lint", "traces/synthetic/vocabulary-spellings.log"])
        #expect(result.status == 0)
        #expect(ruleIDs(result.stdout).isEmpty)
        Golden.check(result.stdout, against: "traces/synthetic/vocabulary-spellings.lint.text.expected")
    }

    /// A day of an app whose view controllers print English phrases (`VC loaded: Feed`,
    /// `view did appear (Feed)`, `SettingsViewController will appear`, `[ProfileVC] view did
    /// load`): every callback read with its controller's name, nothing to report, and the
    /// sentences that merely mention a view (`Table view loaded 24 rows`) are noise.
    @Test func viewControllerPhrasesAreAValidRun() throws {
        let result = try ToolRunner.run(["lint", "traces/synthetic/vc-phrases.log"])
        #expect(result.status == 0)
        #expect(ruleIDs(result.stdout).isEmpty)
        Golden.check(result.stdout, against: "traces/synthetic/vc-phrases.lint.text.expected")
    }

    /// A log pasted into a bug report: its lines behind Markdown quotes, comment stars and
    /// slashes, list numbers and dashes, one with the message glued to the prefix's `]`. Every
    /// prefix is read behind its gutter (pid, time, process), so the two runs are two processes
    /// and only the first run's end is noted.
    @Test func quotedGuttersKeepTheirPrefixes() throws {
        let result = try ToolRunner.run(["lint", "traces/synthetic/quoted-gutters.log"])
        #expect(result.status == 0)
        #expect(ruleIDs(result.stdout) == ["process_end_state"])
        Golden.check(result.stdout, against: "traces/synthetic/quoted-gutters.lint.text.expected")
    }

    /// An app without scenes launched into the background for a location event (its launch
    /// prints applicationState background and the launch options), fetching and finishing
    /// background URL session events there, then opened by the user: no didEnterBackground at the
    /// launch and willEnterForeground right after it are expected there, so nothing to report.
    @Test func backgroundLaunchIsAValidRun() throws {
        let result = try ToolRunner.run(["lint", "traces/synthetic/background-launch.log"])
        #expect(result.status == 0)
        #expect(ruleIDs(result.stdout).isEmpty)
        Golden.check(result.stdout, against: "traces/synthetic/background-launch.lint.text.expected")
    }

    /// Events exported as tables (Markdown with a sequence column, CSV, TSV, an HTML table one
    /// cell per line): each row is one event with its time, a row that names its event twice is
    /// one event, and the second report of a row printed twice is the only warning.
    @Test func tableExportsAreOneEventPerRow() throws {
        let result = try ToolRunner.run(["lint", "traces/synthetic/table-exports.log"])
        #expect(result.status == 0)
        #expect(ruleIDs(result.stdout) == ["process_end_state", "restored_session", "scene_attribution", "repeated_callback"])
        Golden.check(result.stdout, against: "traces/synthetic/table-exports.lint.text.expected")
    }

    /// Two apps printing into one log: each keeps its process while the other prints, and a new
    /// run of one replaces its earlier run only (which then ended in the background, the only
    /// process finding).
    @Test func interleavedAppsAreCheckedApart() throws {
        let result = try ToolRunner.run(["lint", "traces/synthetic/interleaved-processes.log"])
        #expect(result.status == 0)
        #expect(ruleIDs(result.stdout) == ["process_end_state", "restored_session"])
        #expect(result.stdout.contains("3 processes, 3 scenes"))
        Golden.check(result.stdout, against: "traces/synthetic/interleaved-processes.lint.text.expected")
    }

    /// An export whose rows of two devices interleave: each device is checked apart (the
    /// iPhone's missing resign is its own; the iPad's rows in between do not hide it).
    @Test func devicesOfATableExportAreCheckedApart() throws {
        let result = try ToolRunner.run(["lint", "traces/synthetic/device-table-export.log"])
        #expect(result.status == 1)
        #expect(ruleIDs(result.stdout) == ["scene_missing_resign_active", "process_end_state"])
        #expect(result.stdout.contains("process#1 (device iPhone-7F3A)"))
        Golden.check(result.stdout, against: "traces/synthetic/device-table-export.lint.text.expected")
    }

    /// Every rule has a trace that triggers exactly that rule, with its output as a golden file
    /// (the rules on models of .tracecheck.yml read theirs with traces/synthetic/rules/models.tracecheck.yml).
    @Test(arguments: builtInRules.map { $0.description.identifier })
    func ruleTraceTriggersExactlyItsRule(_ id: String) throws {
        let log = "traces/synthetic/rules/\(id).log"
        let config = id.hasPrefix("model_") ? ["--config", "traces/synthetic/rules/models.tracecheck.yml"] : []
        let result = try ToolRunner.run(["lint"] + config + [log])
        #expect(Set(ruleIDs(result.stdout)) == [id], "\(log) should trigger only \(id)")
        let hasError = result.stdout.contains(": error: ")
        #expect(result.status == (hasError ? 1 : 0))
        Golden.check(result.stdout, against: "traces/synthetic/rules/\(id).lint.text.expected")
    }

    @Test func validMultiWindowLogIsClean() throws {
        let result = try ToolRunner.run(["lint", "traces/synthetic/ipad-two-windows.log"])
        #expect(result.status == 0)
        #expect(ruleIDs(result.stdout).isEmpty)
    }

    /// Acceptance: removing one sceneWillResignActive(_:) before a sceneDidEnterBackground(_:)
    /// gives exactly one error that names the missing callback and the line.
    @Test func removedResignActiveGivesExactlyOneError() throws {
        let original = try Fixtures.text("traces/synthetic/ipad-two-windows.log").split(separator: "\n", omittingEmptySubsequences: false)
        // The resign of scene A just before both scenes go to the background (line 20).
        let removed = try #require(original.lastIndex { $0.contains("sceneWillResignActive:] <UIWindowScene: 0x10b9061a0>") })
        var lines = original
        lines.remove(at: removed)
        let background = try #require(lines.firstIndex { $0.contains("sceneDidEnterBackground:] <UIWindowScene: 0x10b9061a0>") }) + 1
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("removed.log")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["lint", file.path])
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(result.status == 1)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("\(file.path):\(background): error: missing sceneWillResignActive(_:) between sceneDidBecomeActive(_:)") == true)
        #expect(errors.first?.hasSuffix("[scene_missing_resign_active]") == true)
    }

    @Test func failOnDecidesTheExitStatus() throws {
        let warnings = "traces/synthetic/rules/scene_gap.log"
        #expect(try ToolRunner.run(["lint", warnings]).status == 0)
        #expect(try ToolRunner.run(["lint", "--fail-on", "warning", warnings]).status == 1)
        #expect(try ToolRunner.run(["lint", "--fail-on", "never", "traces/synthetic/rules/scene_illegal_transition.log"]).status == 0)
        #expect(try ToolRunner.run(["lint", "--fail-on", "sometimes", warnings]).status == 64)
    }

    @Test func lintIsTheDefaultCommand() throws {
        let result = try ToolRunner.run([Self.seed])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0 errors, 0 warnings, 3 notes"))
    }

    @Test func missingFileIsAnInputError() throws {
        let result = try ToolRunner.run(["lint", "nope.log"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: nope.log: no such file or directory\n")
    }
    /// A long process (over 10,000 events) that prints its launch only after it settled: the
    /// command says where and why its findings may differ from a whole analysis.
    @Test func aProcessThatSettledTooEarlyIsAWarning() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("long.log")
        let cycle = ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"]
        var lines = (0..<10_200).map { "2024-03-02 09:00:00.000000+0100 Feed[4021:1a2b3] SceneDelegate \(cycle[$0 % 4]) <UIWindowScene: 0x106c00580>" }
        lines.append("2024-03-02 09:00:01.000000+0100 Feed[4021:1a2b3] AppDelegate application(_:didFinishLaunchingWithOptions:)")
        try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["lint", "--reporter", "summary", file.path])
        #expect(result.stderr == "warning: \(file.path):10000: process#1 (pid 4021) was checked as it was read from here on (its first 10000 events decided how); line 10201 printed its launch (application(_:didFinishLaunchingWithOptions:)), which that did not foresee: its findings after line 10000 may differ from an analysis of the whole process\n")
        #expect(result.stdout.hasSuffix("in 1 file (10201 events, 1 process, 1 scene)\n"))
    }
}
