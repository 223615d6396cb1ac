import TraceParser

/// What a lint run produced, as reporters see it.
public struct LintReport: Sendable {
    /// The findings, sorted.
    public let diagnostics: [Diagnostic]
    /// The analysis they came from (timelines for JUnit, counts for the summary).
    public let analysis: TraceAnalysis
    /// The parser's counts.
    public let statistics: ParseStatistics
    /// The rules that ran.
    public let rules: [any Rule.Type]

    /// Creates a report.
    public init(diagnostics: [Diagnostic], analysis: TraceAnalysis, statistics: ParseStatistics, rules: [any Rule.Type]) {
        self.diagnostics = diagnostics
        self.analysis = analysis
        self.statistics = statistics
        self.rules = rules
    }

    /// The number of findings at a severity.
    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// Whether any finding is at or above `threshold`.
    public func hasFindings(atOrAbove threshold: Severity) -> Bool { diagnostics.contains { $0.severity >= threshold } }
}
