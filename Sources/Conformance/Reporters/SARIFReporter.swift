import TraceParser

/// A SARIF 2.1.0 log with one run, for code-scanning services and SARIF viewers: the rules that
/// ran as `tool.driver.rules`, and one result per finding (`docs/lint-reporters.md`).
public enum SARIFReporter: StreamingReporter {
    public static let identifier = "sarif"
    public static let description = "SARIF 2.1.0 for code scanning (GitHub, GitLab, SARIF viewers)"

    /// The `$schema` written in the log.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Written whole at the end, like every document reporter.
    public static var writesAsItGoes: Bool { false }

    /// The log up to the opening bracket of the run's `results`, its last key.
    public static func head(_ report: LintReport, options: ReporterOptions) -> String {
        let driver = JSONValue.object([
            ("name", .string(options.tool)),
            ("version", .string(options.toolVersion)),
            ("rules", .array(report.rules.map { rule($0.description) })),
        ])
        let run = JSONValue.object([("tool", .object([("driver", driver)])), ("results", .array([]))])
        let empty = JSONValue.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).pretty
        return String(empty.dropLast(emptyEnd.count))
    }

    public static func finding(_ diagnostic: Diagnostic, position: Int, rules: [any Rule.Type], options: ReporterOptions) -> String {
        let ruleIndex = rules.firstIndex { $0.description.identifier == diagnostic.ruleID }
        let ruleFix = ruleIndex.flatMap { rules[$0].description.fix }
        return (position == 0 ? "\n" : ",\n") + itemIndent + result(diagnostic, ruleIndex: ruleIndex, ruleFix: ruleFix).pretty(indent: itemIndent)
    }

    public static func closing(_ report: LintReport, options: ReporterOptions) -> String {
        report.total == 0 ? emptyEnd : "\n      ]\n    }\n  ]\n}\n"
    }

    /// How the log ends when `results` is empty, and the indent of its items.
    private static let emptyEnd = "]\n    }\n  ]\n}\n"
    private static let itemIndent = "        "

    /// A `reportingDescriptor` for a rule.
    private static func rule(_ description: RuleDescription) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(description.identifier)),
            ("name", .string(description.name)),
            ("shortDescription", .object([("text", .string(description.description))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
        ]
        // `help` is the rule's guidance; a result's own advice, when it has more precise advice,
        // is in its properties. (SARIF's `fixes` are edits of the artifact, the log, which is
        // never what to change.)
        if let fix = description.fix { members.append(("help", .object([("text", .string(fix))]))) }
        // SARIF requires an absolute URI; sources inside this repository have none.
        if let url = description.sources.first?.url, isAbsoluteURI(url) {
            members.append(("helpUri", .string(url)))
        }
        members.append(("defaultConfiguration", .object([("level", .string(level(description.severity)))])))
        members.append(("properties", .object([("kind", .string(description.kind.rawValue))])))
        return .object(members)
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int?, ruleFix: String?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members.append(("level", .string(level(diagnostic.severity))))
        members.append(("message", .object([("text", .string(diagnostic.message))])))
        members.append(("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])))
        // The same finding in the next run of the app (new pointers, other files read with it)
        // has the same fingerprint, so code scanning tracks it as one alert.
        members.append(("partialFingerprints", .object([("tracecheck/v1", .string(StableText.shared.fingerprint(diagnostic)))])))
        let placed = diagnostic.notes.compactMap { note in note.location.map { (location: $0, message: note.message) } }
        if !placed.isEmpty {
            members.append(("relatedLocations", .array(placed.enumerated().map { index, note in
                .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", physicalLocation(note.location)),
                    ("message", .object([("text", .string(note.message))])),
                ])
            })))
        }
        var properties = self.properties(diagnostic)
        if let fix = diagnostic.fix, fix != ruleFix { properties.append(("fix", .string(fix))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// What SARIF has no place for: the subject, the state before and what was allowed there,
    /// the notes that point nowhere, the callbacks missing, the line of the last state change and
    /// the state checking resumes in (and, added by the caller, the finding's own fix).
    private static func properties(_ diagnostic: Diagnostic) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        if let subject = diagnostic.subject { members.append(("subject", .string(subject.label))) }
        if let state = diagnostic.stateBefore {
            members.append(("stateBefore", .string(state)))
            members.append(("allowed", .array(diagnostic.allowed.map { .string($0.rawValue) } + diagnostic.modelAllowed.map(JSONValue.string))))
        }
        let unplaced = diagnostic.notes.filter { $0.location == nil }.map { JSONValue.string($0.message) }
        if !unplaced.isEmpty { members.append(("notes", .array(unplaced))) }
        if !diagnostic.missing.isEmpty { members.append(("missing", .array(diagnostic.missing.map(JSONValue.string)))) }
        if let line = diagnostic.lastChangeLine { members.append(("lastChangeLine", .int(line))) }
        if let state = diagnostic.resumedState { members.append(("resumedState", .string(state))) }
        return members
    }

    private static func physicalLocation(_ location: TraceLocation) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uriReference(location.file)))])),
            ("region", .object([("startLine", .int(location.line))])),
        ])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// The path as given, as a relative or absolute-path URI reference: bytes other than
    /// unreserved characters, sub-delimiters, `@` and `/` are percent-encoded.
    private static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            if uriCharacters.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    private static let uriCharacters: Set<UInt8> = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)

    private static func isAbsoluteURI(_ text: String) -> Bool {
        text.hasPrefix("https://") || text.hasPrefix("http://")
    }
}
