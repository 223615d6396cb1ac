/// GitHub Actions workflow commands, one per finding, which the runner turns into annotations
/// on the file and line: `::error file=PATH,line=N,title=RULE_ID::message`, with `warning` and
/// `notice` for warnings and notes, and the detail lines after the message.
public enum GitHubActionsReporter: StreamingReporter {
    public static let identifier = "github"
    public static let description = "GitHub Actions annotations (::error file=…,line=…,title=rule::message)"

    public static func closing(_ report: LintReport, options: ReporterOptions) -> String { "" }

    public static func finding(_ diagnostic: Diagnostic, position: Int, rules: [any Rule.Type], options: ReporterOptions) -> String {
        let properties = [
            "file=" + property(diagnostic.location.file),
            "line=\(diagnostic.location.line)",
            "title=" + property(diagnostic.ruleID),
        ]
        var message = TextBuilder()
        message.append(diagnostic.message)
        TextReporter.appendDetails(diagnostic, separator: "\n", to: &message)
        return "::\(name(diagnostic.severity)) \(properties.joined(separator: ","))::\(data(message.build()))\n"
    }

    private static func name(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// A message escaped as the runner expects: `%`, carriage return and newline.
    private static func data(_ text: String) -> String { escaped(text, property: false) }

    /// A property value escaped as the runner expects: as ``data(_:)``, and `:` and `,`.
    private static func property(_ text: String) -> String { escaped(text, property: true) }

    private static func escaped(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
