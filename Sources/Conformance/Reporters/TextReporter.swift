import TraceParser

/// Compiler-style output that Xcode and editors pick up:
/// `path:line: error: message [rule_id]`, with the subject, its state and what was allowed
/// on the next line, then notes, then a summary.
public enum TextReporter: StreamingReporter {
    public static let identifier = "text"
    public static let description = "compiler-style lines (path:line: severity: message [rule]) and a summary"

    public static func finding(_ diagnostic: Diagnostic, position: Int, rules: [any Rule.Type], options: ReporterOptions) -> String {
        // A finding with its subject, a note, its fix, its source and its timeline command.
        var text = TextBuilder(capacity: 1024)
        append(diagnostic, colored: options.colored && options.width == nil, to: &text)
        if options.timelineCommands { appendTimelineCommand(diagnostic, to: &text) }
        guard let width = options.width else {
            text.append("\n")
            return text.build()
        }
        // `path:line: severity:` is one piece, never broken (editors and terminals find the
        // place by it), and the severity is coloured after the wrapping.
        let location = "\(diagnostic.location.file):\(diagnostic.location.line): "
        let severity = diagnostic.severity.rawValue + ":"
        var lines = wrapped(text.build(), width: width, head: location + severity)
        if options.colored, lines.hasPrefix(location + severity) {
            lines = location + color(diagnostic.severity) + severity + "\u{1B}[0m" + lines.dropFirst(location.count + severity.count)
        }
        return lines + "\n"
    }

    /// For an error in a file, appends the command that draws the timeline around it on a line
    /// of its own (nothing for other severities and for standard input, which cannot be read
    /// again).
    private static func appendTimelineCommand(_ diagnostic: Diagnostic, to text: inout TextBuilder) {
        let file = diagnostic.location.file
        guard diagnostic.severity == .error, file != InputPaths.name(of: "-"), !file.isEmpty else { return }
        text.append("\n    timeline: tracecheck timeline --around ")
        // `FILE:LINE` needs quotes exactly when FILE does (digits and `:` never do).
        let quoted = ShellWord.quoted(file)
        if quoted == file {
            text.append(file)
            text.append(":")
            text.append(diagnostic.location.line)
        } else {
            text.append(ShellWord.quoted("\(file):\(diagnostic.location.line)"))
        }
        text.append(" ")
        text.append(quoted)
    }

    /// A finding's lines broken at `width` for a terminal: the first with a hanging indent of 2,
    /// the detail lines (indented 4) of 6. Reports for tools (standard output that is no
    /// terminal, files) are never broken: one line per finding is what editors read.
    /// `head`: what the first line starts with, kept whole.
    static func wrapped(_ text: String, width: Int, head: String = "") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard index == 0, !head.isEmpty, line.hasPrefix(head) else { return TextWrap.words(String(line), width: width, indent: index == 0 ? 2 : 6) }
            let words = line.dropFirst(head.count).split(separator: " ").map(String.init)
            return TextWrap.hanging([head] + words, width: width, indent: 2)
        }.joined(separator: "\n")
    }

    public static func closing(_ report: LintReport, options: ReporterOptions) -> String {
        let summary = SummaryReporter.report(report, options: options)
        return (report.total > 0 ? "\n" : "") + (options.width.map { wrapped(String(summary.dropLast()), width: $0) + "\n" } ?? summary)
    }

    /// One diagnostic with its detail lines.
    static func line(_ diagnostic: Diagnostic, colored: Bool) -> String {
        var text = TextBuilder(capacity: 1024)
        append(diagnostic, colored: colored, to: &text)
        return text.build()
    }

    /// Appends one diagnostic with its detail lines: a report of a large log renders a finding
    /// per few lines, so this is on the hot path of `lint`.
    private static func append(_ diagnostic: Diagnostic, colored: Bool, to text: inout TextBuilder) {
        let location = diagnostic.location
        text.append(location.file)
        text.append(":")
        text.append(location.line)
        text.append(": ")
        if colored { text.append(color(diagnostic.severity)) }
        text.append(diagnostic.severity.rawValue)
        text.append(colored ? ":\u{1B}[0m " : ": ")
        text.append(diagnostic.message)
        text.append(" [")
        text.append(diagnostic.ruleID)
        text.append("]")
        appendDetails(diagnostic, separator: "\n    ", to: &text)
    }

    /// Appends the lines under a diagnostic, each after `separator`: its subject, the state
    /// before and what was allowed there, its notes, what to do, and where to read more.
    static func appendDetails(_ diagnostic: Diagnostic, separator: String, to text: inout TextBuilder) {
        var named = false
        if let subject = diagnostic.subject {
            text.append(separator)
            subject.appendLabel(to: &text)
            named = true
        }
        if let state = diagnostic.stateBefore {
            text.append(named ? "; " : separator)
            text.append("state before: ")
            text.append(state)
            text.append("; allowed there: ")
            let allowed = diagnostic.allowed
            let modelAllowed = diagnostic.modelAllowed
            if allowed.isEmpty && modelAllowed.isEmpty { text.append("nothing") }
            for (index, event) in allowed.enumerated() {
                if index > 0 { text.append(", ") }
                text.append(event.swiftName)
            }
            for (index, event) in modelAllowed.enumerated() {
                if index > 0 || !allowed.isEmpty { text.append(", ") }
                if let name = event.split(separator: ".", maxSplits: 1).last { text.append(name) } else { text.append(event) }
            }
        }
        for note in diagnostic.notes {
            text.append(separator)
            if let place = note.location {
                text.append(place.file)
                text.append(":")
                text.append(place.line)
                text.append(": ")
            }
            text.append("note: ")
            text.append(note.message)
        }
        if let fix = diagnostic.fix {
            text.append(separator)
            text.append("fix: ")
            text.append(fix)
        }
        if let url = diagnostic.sourceURL {
            text.append(separator)
            text.append("see ")
            text.append(url)
        }
    }

    private static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;36m"
        }
    }
}
