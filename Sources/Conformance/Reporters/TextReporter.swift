import TraceParser

/// Compiler-style output that Xcode and editors pick up:
/// `path:line: error: message [rule_id]`, with the subject, its state and what was allowed
/// on the next line, then notes, then a summary.
public enum TextReporter: StreamingReporter {
    public static let identifier = "text"
    public static let description = "compiler-style lines (path:line: severity: message [rule]) and a summary"

    public static func finding(_ diagnostic: Diagnostic, position: Int, rules: [any Rule.Type], options: ReporterOptions) -> String {
        line(diagnostic, colored: options.colored) + "\n"
    }

    public static func closing(_ report: LintReport, options: ReporterOptions) -> String {
        (report.total > 0 ? "\n" : "") + SummaryReporter.report(report, options: options)
    }

    /// One diagnostic with its detail lines.
    static func line(_ diagnostic: Diagnostic, colored: Bool) -> String {
        let severity = diagnostic.severity.rawValue
        let label = colored ? color(diagnostic.severity) + severity + ":\u{1B}[0m" : severity + ":"
        let text = "\(diagnostic.location.file):\(diagnostic.location.line): \(label) \(diagnostic.message) [\(diagnostic.ruleID)]"
        return details(diagnostic).reduce(text) { $0 + "\n    " + $1 }
    }

    /// The lines under a diagnostic, unindented: its subject, the state before and what was
    /// allowed there, its notes, and where to read more.
    static func details(_ diagnostic: Diagnostic) -> [String] {
        var lines: [String] = []
        var context: [String] = []
        if let subject = diagnostic.subject { context.append(subject.label) }
        if let state = diagnostic.stateBefore {
            let allowed = diagnostic.allowed.isEmpty ? "nothing" : diagnostic.allowed.map(\.swiftName).joined(separator: ", ")
            context.append("state before: \(state); allowed there: \(allowed)")
        }
        if !context.isEmpty { lines.append(context.joined(separator: "; ")) }
        for note in diagnostic.notes {
            let place = note.location.map { "\($0.file):\($0.line): " } ?? ""
            lines.append("\(place)note: \(note.message)")
        }
        if let url = diagnostic.sourceURL { lines.append("see \(url)") }
        return lines
    }

    private static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;36m"
        }
    }
}
