import Conformance
import TraceParser

/// A log checked the way `tracecheck lint` checks it (through the same engine, ``LintRun``), for
/// assertions in tests: its findings, and the text `lint` would print for them.
///
/// ```swift
/// let check = try LifecycleCheck(log: recordedLog)
/// #expect(check.passed, "\(check.report)")
/// ```
public struct LifecycleCheck: Sendable {
    /// Every finding, in report order, at its configured severity.
    public let findings: [Diagnostic]
    /// The severity from which a finding fails the check (`--fail-on`).
    public let failOn: Severity
    /// The findings and summary as `tracecheck lint` prints them (text reporter, no colors).
    public let report: String
    /// Why the log holds no life-cycle event, when it holds none and that was not allowed: a
    /// check of nothing fails, as `tracecheck lint` exits 3 on such a log.
    public let noEvidence: String?

    /// Checks a log held in memory.
    /// - Parameters:
    ///   - log: The log's text.
    ///   - file: The name the findings give it.
    ///   - configuration: Rules, severities, suppressions and formats (`ConfigurationFile.parse`
    ///     reads a `.tracecheck.yml`).
    ///   - failOn: The lowest severity that fails the check.
    ///   - allowEmpty: Pass a log that holds no life-cycle event (by default such a log fails:
    ///     an empty or unrelated log checks nothing).
    /// - Throws: ``PCRE2Error`` when a custom format's pattern cannot run.
    public init(
        log: String, file: String = "app.log", configuration: LintConfiguration = LintConfiguration(), failOn: Severity = .error,
        allowEmpty: Bool = false
    ) throws {
        try self.init(.text(log, name: file), configuration: configuration, failOn: failOn, allowEmpty: allowEmpty)
    }

    /// Checks a log file, as `tracecheck lint PATH` does.
    /// - Throws: ``TraceParserError`` when the file cannot be read.
    public init(
        contentsOf path: String, configuration: LintConfiguration = LintConfiguration(), failOn: Severity = .error, allowEmpty: Bool = false
    ) throws {
        try self.init(.path(path), configuration: configuration, failOn: failOn, allowEmpty: allowEmpty)
    }

    private init(_ input: LintRun.Input, configuration: LintConfiguration, failOn: Severity, allowEmpty: Bool) throws {
        var options = ParseOptions()
        options.custom = configuration.custom
        let run = try LintRun([input], configuration: configuration, options: options)
        let statistics = run.statistics
        findings = run.findings
        self.failOn = failOn
        report = TextReporter.report(
            LintReport(diagnostics: findings, checked: run.checked, statistics: statistics, rules: run.rules), options: ReporterOptions())
        noEvidence = statistics.events == 0 && !allowEmpty
            ? statistics.inputs.map { "\($0.file): no life-cycle event: it \(InputEvidence.whyNoEvent($0, options: options))" }.joined(separator: "\n")
            : nil
    }

    /// The findings at or above ``failOn``.
    public var failures: [Diagnostic] { findings.filter { $0.severity >= failOn } }

    /// Whether the log holds life-cycle events (or an empty one was allowed) and no finding is
    /// at or above ``failOn``.
    public var passed: Bool { noEvidence == nil && failures.isEmpty }

    /// What a failed assertion says: why the log holds nothing to check, or how many findings
    /// fail it, then the report.
    var failureMessage: String? {
        if let noEvidence { return noEvidence + " (allowEmpty: true passes a log without events)" }
        guard !passed else { return nil }
        let count = failures.count
        return "\(Plural.count(count, "finding")) at or above \(failOn.rawValue):\n\(report)"
    }
}
