import Conformance
import Foundation
import Testing
import TraceParser

@Suite struct ConfigurationFileTests {
    @Test func readsEverySection() throws {
        let configuration = try ConfigurationFile.parse("""
            disabled_rules: [scene_attribution]
            opt_in_rules: []
            severity:
              scene_gap: error
            rules:
              repeated_callback:
                ignore: [scene.didBecomeActive]
              process_end_state: { include_running: true }
            suppressions:
              - rule: foreground_without_active
                subject: "scene#2*"
                file: "logs/*.log"
            fail_on: warning
            baseline: .tracecheck-baseline.json
            """, path: ".tracecheck.yml")
        #expect(configuration.disabled == ["scene_attribution"])
        #expect(configuration.severities == ["scene_gap": .error])
        #expect(configuration.options["repeated_callback"] == RuleOptions(["ignore": .events([.sceneDidBecomeActive])]))
        #expect(configuration.options["process_end_state"] == RuleOptions(["include_running": .bool(true)]))
        #expect(configuration.suppressions == [.init(rule: "foreground_without_active", subject: "scene#2*", file: "logs/*.log")])
        #expect(configuration.failOn == .some(.warning))
        #expect(configuration.baseline == ".tracecheck-baseline.json")
    }

    @Test func emptyFileIsTheDefault() throws {
        #expect(try ConfigurationFile.parse("", path: "c.yml") == LintConfiguration())
    }

    @Test(arguments: [
        ("disable_rules: [scene_gap]", "c.yml:1: unknown key 'disable_rules' (did you mean 'disabled_rules'?)"),
        ("severity:\n  scene_gap: fatal", "c.yml:2: 'fatal' is not a severity (error, warning, note)"),
        ("disabled_rules:\n  - scene_gapp", "c.yml:2: unknown rule 'scene_gapp' (did you mean 'scene_gap'?)"),
        ("rules:\n  scene_gap:\n    strict: true", "c.yml:3: unknown option 'strict' for scene_gap (scene_gap has no options)"),
        ("rules:\n  process_end_state:\n    include_running: maybe", "c.yml:3: include_running must be true or false"),
        ("rules:\n  repeated_callback:\n    ignore: [scene.becameActive]", "c.yml:3: unknown event 'scene.becameActive' (see docs/events.md)"),
        ("suppressions:\n  - subject: scene#1", "c.yml:2: a suppression needs a rule"),
        ("severity: [scene_gap]", "c.yml:1: severity must be a mapping (key: value)"),
        ("disabled_rules: [scene_gap\n", "c.yml:2: not valid YAML: did not find expected ',' or ']'"),
    ])
    func errorsNameTheLine(_ yaml: String, _ message: String) {
        #expect(throws: (any Error).self) { try ConfigurationFile.parse(yaml, path: "c.yml") }
        do {
            _ = try ConfigurationFile.parse(yaml, path: "c.yml")
        } catch {
            #expect("\(error)" == message)
        }
    }
}

@Suite struct LinterConfigurationTests {
    private let log = """
        application(_:didFinishLaunchingWithOptions:)
        scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
        sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
        sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
        sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
        sceneWillResignActive(_:)
        """

    private func findings(_ configuration: LintConfiguration) throws -> [Diagnostic] {
        Linter(configuration: configuration).lint(try TraceAnalyzer.analyze(text: log))
    }

    @Test func defaultsReportEveryRule() throws {
        #expect(try findings(LintConfiguration()).map(\.ruleID) == ["repeated_callback", "scene_attribution"])
    }

    @Test func disabledRulesDoNotRun() throws {
        var configuration = LintConfiguration()
        configuration.disabled = ["scene_attribution"]
        #expect(try findings(configuration).map(\.ruleID) == ["repeated_callback"])
    }

    @Test func severitiesCanBeChanged() throws {
        var configuration = LintConfiguration()
        configuration.severities = ["repeated_callback": .error]
        #expect(try findings(configuration).first?.severity == .error)
    }

    @Test func suppressionsMatchSubjectAndFileGlobs() throws {
        var configuration = LintConfiguration()
        configuration.suppressions = [.init(rule: "repeated_callback", subject: "scene#1 (0x1*)", file: "<mem*")]
        #expect(try findings(configuration).map(\.ruleID) == ["scene_attribution"])
        configuration.suppressions = [.init(rule: "repeated_callback", subject: "scene#2*")]
        #expect(try findings(configuration).map(\.ruleID) == ["repeated_callback", "scene_attribution"])
    }

    @Test func ruleOptionsReachTheRule() throws {
        var configuration = LintConfiguration()
        configuration.options = ["repeated_callback": RuleOptions(["ignore": .events([.sceneDidBecomeActive])])]
        #expect(try findings(configuration).map(\.ruleID) == ["scene_attribution"])
    }
}

@Suite struct BaselineTests {
    private func diagnostic(_ message: String, line: Int) -> Diagnostic {
        Diagnostic(ruleID: "scene_gap", severity: .warning, location: TraceLocation(file: "a.log", line: line), message: message)
    }

    @Test func matchesIgnoreLineNumbers() {
        let baseline = Baseline(accepting: [diagnostic("missing x between y (line 4) and z", line: 5)])
        #expect(baseline.newFindings(in: [diagnostic("missing x between y (line 9) and z", line: 10)]).isEmpty)
        #expect(baseline.newFindings(in: [diagnostic("missing q between y (line 9) and z", line: 10)]).count == 1)
    }

    @Test func eachEntryAcceptsOneFinding() {
        let baseline = Baseline(accepting: [diagnostic("repeated", line: 5)])
        #expect(baseline.newFindings(in: [diagnostic("repeated", line: 5), diagnostic("repeated", line: 8)]).count == 1)
    }

    @Test func roundTripsThroughJSON() throws {
        let baseline = Baseline(accepting: [diagnostic("lines 5–8: x", line: 5)])
        #expect(try Baseline(json: baseline.json()) == baseline)
        #expect(baseline.schema == "tracecheck.baseline.v2")
        #expect(baseline.findings.first?.message == "lines N: x")
    }

    /// Entries leave out what changes from one run of the app to the next, and name files
    /// relative to the baseline's directory however they were typed.
    @Test func entriesArePointerFreeAndRelativeToTheBaseline() throws {
        let scene = Subject(kind: .scene, ordinal: 7, role: 2, process: 3, identity: "0x7fa1c2d04a10")
        let finding = Diagnostic(
            ruleID: "restored_session", severity: .note, location: TraceLocation(file: "./logs/../logs/run.log", line: 16), subject: scene,
            message: "scene#7 (0x7fa1c2d04a10)'s session 0B7C2D19-1E4F-4C8B-A3E2-77F0D5C4B921 in process#3 (pid 1301), lines 5–8")
        let paths = BaselinePaths(baselineFile: "/work/proj/ci/baseline.json", workingDirectory: "/work/proj")
        let entry = try #require(Baseline(accepting: [finding], paths: paths).findings.first)
        #expect(entry.file == "../logs/run.log")
        #expect(entry.subject == "process#3 scene#2")
        #expect(entry.message == "scene#N (0x…)'s session <uuid> in process#N (pid N), lines N")
        #expect(BaselinePaths(baselineFile: "b.json", workingDirectory: "/w").relative("/w/x.log") == "x.log")
        #expect(BaselinePaths(baselineFile: "b.json", workingDirectory: "/w").relative("<stdin>") == "<stdin>")
    }

    @Test func anUnknownSchemaIsNotABaseline() {
        #expect(throws: DecodingError.self) { try Baseline(json: Data(#"{"schema":"tracecheck.baseline.v9","findings":[]}"#.utf8)) }
    }
}
