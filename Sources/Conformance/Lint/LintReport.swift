import TraceParser

/// What a lint run produced, as reporters see it.
public struct LintReport: Sendable {
    /// The findings, sorted; empty when they were written as they came (``counts`` has them all).
    public let diagnostics: [Diagnostic]
    /// The number of findings at each severity.
    public let counts: [Severity: Int]
    /// What was checked (counts for the summary, timelines for JUnit).
    public let checked: CheckedRun
    /// The parser's counts.
    public let statistics: ParseStatistics
    /// The rules that ran.
    public let rules: [any Rule.Type]
    /// What the run says of its inputs (`lint --tag os=17.4`), in order, for `tracecheck merge`.
    public var tags: [(key: String, value: String)] = []
    /// The findings a baseline accepted (left out of ``diagnostics`` and ``counts``), or nil
    /// when no baseline was read.
    public var acceptedByBaseline: Int?

    /// Creates a report.
    /// - Parameters:
    ///   - diagnostics: The findings kept for the report.
    ///   - counts: The findings at each severity, when not all were kept (by default, counted
    ///     from `diagnostics`).
    ///   - checked: What was checked.
    ///   - statistics: The parser's counts.
    ///   - rules: The rules that ran.
    public init(
        diagnostics: [Diagnostic], counts: [Severity: Int]? = nil, checked: CheckedRun, statistics: ParseStatistics,
        rules: [any Rule.Type]
    ) {
        self.diagnostics = diagnostics
        self.counts = counts ?? diagnostics.reduce(into: [:]) { $0[$1.severity, default: 0] += 1 }
        self.checked = checked
        self.statistics = statistics
        self.rules = rules
    }

    /// The number of findings at a severity.
    public func count(_ severity: Severity) -> Int { counts[severity] ?? 0 }

    /// The number of findings.
    public var total: Int { counts.values.reduce(0, +) }

    /// Whether any finding is at or above `threshold`.
    public func hasFindings(atOrAbove threshold: Severity) -> Bool {
        counts.contains { $0.key >= threshold && $0.value > 0 }
    }
}
