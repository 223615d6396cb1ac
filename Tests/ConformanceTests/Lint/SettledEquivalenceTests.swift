import Testing
import TraceCheckTestSupport
import TraceParser

@testable import Conformance

/// The guard of the two analyses (issue 25, item 1): a process checked while it is read
/// ("settled") must report what the whole-process analysis reports. Every trace and every rule
/// example is streamed with its processes settled as early as their facts allow (the first
/// settle point after which no process prints what its settled facts did not foresee), and
/// must give the findings of the batch analysis, in the same order. A rule whose findings depend
/// on where a process settles (facts frozen early, steps let go) makes this fail.
@Suite struct SettledEquivalenceTests {
    /// The earliest settle point (events per process before it settles) at which no process
    /// settled too early, and the findings there; nil when every point up to the longest
    /// process was too early (its facts change at its last event).
    static func settledAsEarlyAsPossible(
        _ input: LintStreamTests.Input, configuration: LintConfiguration = LintConfiguration()
    ) throws -> (settleAfter: Int, findings: [Diagnostic])? {
        let events = try TraceParser.events(in: input.text, file: input.name).count
        for settleAfter in 1...max(1, events) {
            let (findings, stream) = try LintStreamTests.streamed([input], configuration: configuration, settleAfter: settleAfter)
            if stream.settledTooEarly.isEmpty { return (settleAfter, findings) }
        }
        return nil
    }

    /// What one side reports that the other does not, for a readable failure.
    static func difference(_ settled: [Diagnostic], _ batch: [Diagnostic]) -> String {
        func lines(_ findings: [Diagnostic]) -> [String] { findings.map { "\($0.location.line): \($0.message) [\($0.ruleID)]" } }
        let (a, b) = (lines(settled), lines(batch))
        return "settled only: \(a.filter { !b.contains($0) }); whole only: \(b.filter { !a.contains($0) })"
    }

    @Test(arguments: LintStreamTests.traces)
    func everyTraceSettledEarlyReportsWhatTheWholeAnalysisReports(_ path: String) throws {
        let input = (name: path, text: try Fixtures.text(path))
        let batch = try LintStreamTests.batch([input])
        guard let settled = try Self.settledAsEarlyAsPossible(input) else { return }
        #expect(settled.findings == batch, "settled after \(settled.settleAfter) events; \(Self.difference(settled.findings, batch))")
    }

    @Test func everyRuleExampleSettledEarlyReportsWhatTheWholeAnalysisReports() throws {
        for (rule, input, configuration) in try LintStreamTests.ruleExamples() {
            let batch = try LintStreamTests.batch([input], configuration: configuration)
            guard let settled = try Self.settledAsEarlyAsPossible(input, configuration: configuration) else { continue }
            #expect(settled.findings == batch, "\(rule), settled after \(settled.settleAfter) events; \(Self.difference(settled.findings, batch))")
        }
    }
}

/// The probe of issue 25: an end-of-process rule that reads an event kind no built-in rule
/// observes. It declares the kind and keeps the events itself, so a long process checked while
/// it is read reports what the whole analysis reports, with nothing to add elsewhere.
@Suite struct ProbeRuleTests {
    /// Reports each `sceneWillEnterForeground(_:)` of a process when the process ends.
    struct Probe: Rule {
        static let description = RuleDescription(
            identifier: "probe", name: "Probe", description: "Every willEnterForeground, at the process's end",
            rationale: "Tests that a rule owns what it remembers.", kind: .state, severity: .note, sources: [],
            nonTriggeringExamples: [], triggeringExamples: [])
        static let stepKinds: Set<SubjectKind> = []
        static let eventKinds: LifecycleEventSet = [.sceneWillEnterForeground]
        private var seen: [TraceLocation] = []

        mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
            seen.append(event.location)
        }

        mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
            for location in seen { findings.append(diagnostic(at: location, subject: process.subject, message: "willEnterForeground")) }
            seen = []
        }
    }

    @Test func aLongProcessCheckedWhileItIsReadReportsWhatTheWholeAnalysisReports() throws {
        let cycle = ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"]
        let lines = ["scene(_:willConnectTo:options:)"] + (0..<2_750).flatMap { _ in cycle }
        let input = (name: "long.log", text: lines.map { "SceneDelegate \($0) <UIWindowScene: 0x1>" }.joined(separator: "\n") + "\n")
        let batch = try LintStreamTests.batch([input], rules: [Probe.self])
        #expect(batch.count == 2_750)
        let (settled, stream) = try LintStreamTests.streamed([input], rules: [Probe.self])
        #expect(stream.peakHeldEvents < 11_001, "the process settled and was checked while it was read")
        #expect(settled == batch)
    }
}
