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
        var checked = "\(plural(report.statistics.events, "event")), \(plural(run.processes, "process", "processes")), \(plural(run.scenes, "scene"))"
        if vcs > 0 { checked += ", \(plural(vcs, "view controller"))" }
        if report.statistics.unrecognizedLines > 0 {
            checked += "; \(plural(report.statistics.unrecognizedLines, "unrecognized line")) (see tracecheck parse --verbose)"
        }
        let accepted = report.acceptedByBaseline.map { " (\(plural($0, "finding")) accepted by the baseline)" } ?? ""
        return "\(plural(report.count(.error), "error")), \(plural(report.count(.warning), "warning")), "
            + "\(plural(report.count(.note), "note")) in \(plural(report.statistics.files, "file")) (\(checked))\(accepted)\n"
    }

    private static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : pluralForm ?? singular + "s")"
    }
}
