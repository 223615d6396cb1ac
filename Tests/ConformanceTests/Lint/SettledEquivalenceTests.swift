import Testing
import TraceCheckTestSupport
import TraceParser

@testable import Conformance

/// The guard of the two analyses (issue 25, item 1): a process checked while it is read
/// ("settled") must report what the whole-process analysis reports. Every trace and every rule
/// example is streamed with its processes settled as early as their facts allow (the first
/// settle point after which no process prints what its settled facts did not foresee), and
/// must give the findings of the batch analysis, in the same order. A rule that reads an event a
/// settled process did not keep makes this fail: `ProcessAnalysis.positions(of:)` traps on it.
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
