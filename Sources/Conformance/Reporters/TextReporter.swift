import TraceParser

/// Compiler-style output that Xcode and editors pick up:
/// `path:line: error: message [rule_id]`, with the subject, its state and what was allowed
/// on the next line, then notes, then a summary.
public enum TextReporter: StreamingReporter {
    public static let identifier = "text"
    public static let description = "compiler-style lines (path:line: severity: message [rule]) and a summary"

    public static func finding(_ diagnostic: Diagnostic, position: Int, rules: [any Rule.Type], options: ReporterOptions) -> String {
        var text = ""
        // A finding with its subject, a note, its fix, its source and its timeline command.
        text.reserveCapacity(1024)
        let command = options.timelineCommands ? timelineCommand(diagnostic).map { "\n    timeline: " + $0 } ?? "" : ""
        if let width = options.width {
            append(diagnostic, colored: false, to: &text)
            text += command
            // `path:line: severity:` is one piece, never broken (editors and terminals find the
            // place by it), and the severity is coloured after the wrapping.
            let location = "\(diagnostic.location.file):\(diagnostic.location.line): "
            let severity = diagnostic.severity.rawValue + ":"
            text = wrapped(text, width: width, head: location + severity)
            if options.colored, text.hasPrefix(location + severity) {
                text = location + color(diagnostic.severity) + severity + "\u{1B}[0m" + text.dropFirst(location.count + severity.count)
            }
        } else {
            append(diagnostic, colored: options.colored, to: &text)
            text += command
        }
        text += "\n"
        return text
    }

    /// For an error in a file, the command that draws the timeline around it (nil for other
    /// severities and for standard input, which cannot be read again).
    static func timelineCommand(_ diagnostic: Diagnostic) -> String? {
        let file = diagnostic.location.file
        guard diagnostic.severity == .error, file != InputPaths.name(of: "-"), !file.isEmpty else { return nil }
        // `FILE:LINE` needs quotes exactly when FILE does (digits and `:` never do).
        let quoted = ShellWord.quoted(file)
        let around = quoted == file ? "\(file):\(diagnostic.location.line)" : ShellWord.quoted("\(file):\(diagnostic.location.line)")
        return "tracecheck timeline --around " + around + " " + quoted
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
        var text = ""
        append(diagnostic, colored: colored, to: &text)
        return text
    }

    /// Appends one diagnostic with its detail lines, built in place: a report of a large log
    /// renders a finding per few lines, so this is on the hot path of `lint`.
    private static func append(_ diagnostic: Diagnostic, colored: Bool, to text: inout String) {
        let location = diagnostic.location
        text += location.file
        text += ":"
        text += String(location.line)
        text += ": "
        if colored { text += color(diagnostic.severity) }
        text += diagnostic.severity.rawValue
        text += colored ? ":\u{1B}[0m " : ": "
        text += diagnostic.message
        text += " ["
        text += diagnostic.ruleID
        text += "]"
        appendDetails(diagnostic, separator: "\n    ", to: &text)
    }

    /// Appends the lines under a diagnostic, each after `separator`: its subject, the state
    /// before and what was allowed there, its notes, what to do, and where to read more.
    static func appendDetails(_ diagnostic: Diagnostic, separator: String, to text: inout String) {
        let subject = diagnostic.subject
        let state = diagnostic.stateBefore
        if subject != nil || state != nil { text += separator }
        if let subject { text += subject.label }
        if let state {
            if subject != nil { text += "; " }
            text += "state before: "
            text += state
            text += "; allowed there: "
            let allowed = diagnostic.allowed
            let modelAllowed = diagnostic.modelAllowed
            if allowed.isEmpty && modelAllowed.isEmpty { text += "nothing" }
            for (index, event) in allowed.enumerated() {
                if index > 0 { text += ", " }
                text += event.swiftName
            }
            for (index, event) in modelAllowed.enumerated() {
                if index > 0 || !allowed.isEmpty { text += ", " }
                text += event.split(separator: ".", maxSplits: 1).last.map(String.init) ?? event
            }
        }
        for note in diagnostic.notes {
            text += separator
            if let place = note.location {
                text += place.file
                text += ":"
                text += String(place.line)
                text += ": "
            }
            text += "note: "
            text += note.message
        }
        if let fix = diagnostic.fix {
            text += separator
            text += "fix: "
            text += fix
        }
        if let url = diagnostic.sourceURL {
            text += separator
            text += "see "
            text += url
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
