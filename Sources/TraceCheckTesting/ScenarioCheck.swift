import Conformance
import Foundation
import TraceParser

/// A log compared with an expected sequence the way `tracecheck diff` compares them: scenes
/// matched by role, not by pointer.
///
/// ```swift
/// let check = try ScenarioCheck(log: recordedLog, scenario: """
///     app didFinishLaunching
///     scene#1 willConnect
///     scene#1 willEnterForeground
///     scene#1 didBecomeActive
///     """)
/// #expect(check.matches, "\(check.report)")
/// ```
public struct ScenarioCheck: Sendable {
    /// The comparison.
    public let diff: SequenceDiff
    /// The differences as `tracecheck diff` prints them (no colors), or why there is nothing
    /// to compare.
    public let report: String
    /// Which side holds no callback, when one holds none and that was not allowed: a comparison
    /// of nothing fails, as `tracecheck diff` exits 3 on it.
    public let noEvidence: String?

    /// Compares a log with a scenario.
    /// - Parameters:
    ///   - log: The observed log's text.
    ///   - scenario: The expected sequence: a scenario's text (docs/scenario.md), or the path of
    ///     a `.scenario` file or of a golden log.
    ///   - order: Per role (the default) or one global order.
    ///   - configuration: Formats for reading the logs.
    ///   - allowEmpty: Compare a side that holds no callback (by default that fails: an empty
    ///     log matches only an empty scenario, which checks nothing).
    /// - Throws: ``ScenarioError`` for a scenario that cannot be read, ``TraceParserError`` for a
    ///   golden log that cannot.
    public init(
        log: String, scenario: String, order: SequenceDiff.Order = .perRole, configuration: LintConfiguration = LintConfiguration(),
        allowEmpty: Bool = false
    ) throws {
        let observed = ObservedSequence.items(from: try TraceAnalyzer.analyze(text: log, file: "observed", configuration: configuration))
        let expected: [ScenarioItem]
        let expectedName: String
        if !scenario.contains("\n"), FileManager.default.fileExists(atPath: scenario),
            let data = FileManager.default.contents(atPath: scenario)
        {
            let text = String(decoding: data, as: UTF8.self)
            expectedName = scenario
            expected = scenario.hasSuffix(".scenario") || Scenario.looks(like: text)
                ? try Scenario.parse(text, file: scenario)
                : ObservedSequence.items(from: try TraceAnalyzer.analyze(text: text, file: scenario, configuration: configuration))
        } else {
            expectedName = "expected"
            expected = try Scenario.parse(scenario, file: expectedName)
        }
        diff = SequenceDiff(expected: expected, observed: observed, order: order)
        let empty = allowEmpty ? nil : observed.isEmpty ? "the observed log" : expected.isEmpty ? expectedName : nil
        noEvidence = empty.map { "nothing to compare: \($0) holds no life-cycle callback (allowEmpty: true compares it all the same)" }
        report = noEvidence ?? DiffRenderer.text(diff, expectedName: expectedName, observedName: "observed")
    }

    /// Whether the log's sequence is the expected one, and neither is empty (unless allowed).
    public var matches: Bool { noEvidence == nil && diff.isEqual }
}
