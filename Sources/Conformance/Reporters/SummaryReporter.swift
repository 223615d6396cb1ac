import TraceParser

/// One line of counts: `0 errors, 0 warnings, 3 notes in 1 file (25 events, 1 process, 3 scenes)`,
/// and `(2 findings accepted by the baseline)` when a baseline was read.
public enum SummaryReporter: StreamingReporter {
    public static let identifier = "summary"
    public static let description = "one line with the counts of findings and what was checked"

    public static func finding(_ diagnostic: Diagnostic, position: Int, rules: [any Rule.Type], options: ReporterOptions) -> String { "" }

    public static func closing(_ report: LintReport, options: ReporterOptions) -> String {
        let run = report.checked
        let vcs = run.viewControllers
        var checked = "\(Plural.count(report.statistics.events, "event")), \(Plural.count(run.processes, "process", "processes")), \(Plural.count(run.scenes, "scene"))"
        if vcs > 0 { checked += ", \(Plural.count(vcs, "view controller"))" }
        if report.statistics.unrecognizedLines > 0 {
            checked += "; \(Plural.count(report.statistics.unrecognizedLines, "unrecognized line")) (see tracecheck parse --verbose)"
        }
        let accepted = report.acceptedByBaseline.map { " (\(Plural.count($0, "finding")) accepted by the baseline)" } ?? ""
        return "\(Plural.count(report.count(.error), "error")), \(Plural.count(report.count(.warning), "warning")), "
            + "\(Plural.count(report.count(.note), "note")) in \(Plural.count(report.statistics.files, "file")) (\(checked))\(accepted)\n"
    }
}
