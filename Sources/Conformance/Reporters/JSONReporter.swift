import TraceParser

/// One JSON document in the stable, versioned schema `tracecheck.lint.v1`
/// (`docs/lint-json.md`): the tool, the counts, and every finding with its subject, state,
/// allowed callbacks and notes, keys in a fixed order.
public enum JSONReporter: StreamingReporter {
    public static let identifier = "json"
    public static let description = "one JSON document in the versioned schema tracecheck.lint.v1 (docs/lint-json.md)"

    /// The schema id written in the document.
    public static let schema = "tracecheck.lint.v1"

    /// The summary comes before the findings.
    public static var writesAsItGoes: Bool { false }

    /// The document up to the opening bracket of `diagnostics` (only `tags` comes after it).
    public static func head(_ report: LintReport, options: ReporterOptions) -> String {
        let empty = JSONValue.object([
            ("schema", .string(schema)),
            ("tool", .object([("name", .string(options.tool)), ("version", .string(options.toolVersion))])),
            ("summary", summary(report)),
            ("diagnostics", .array([])),
        ]).pretty
        return String(empty.dropLast(emptyEnd.count))
    }

    public static func finding(_ diagnostic: Diagnostic, position: Int, rules: [any Rule.Type], options: ReporterOptions) -> String {
        (position == 0 ? "\n" : ",\n") + itemIndent + self.diagnostic(diagnostic).pretty(indent: itemIndent)
    }

    public static func closing(_ report: LintReport, options: ReporterOptions) -> String {
        let tags = JSONValue.object(report.tags.map { ($0.key, .string($0.value)) }).pretty(indent: "  ")
        return (report.total == 0 ? "]" : "\n  ]") + ",\n  \"tags\": " + tags + "\n}\n"
    }

    /// How the document ends when `diagnostics` is empty, and the indent of its items.
    private static let emptyEnd = "]\n}\n"
    private static let itemIndent = "    "

    private static func summary(_ report: LintReport) -> JSONValue {
        return .object([
            ("errors", .int(report.count(.error))),
            ("warnings", .int(report.count(.warning))),
            ("notes", .int(report.count(.note))),
            ("files", .int(report.statistics.files)),
            ("events", .int(report.statistics.events)),
            ("processes", .int(report.checked.processes)),
            ("scenes", .int(report.checked.scenes)),
            ("viewControllers", .int(report.checked.viewControllers)),
            ("unrecognizedLines", .int(report.statistics.unrecognizedLines)),
        ])
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("ruleID", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("file", .string(diagnostic.location.file)),
            ("line", .int(diagnostic.location.line)),
            ("subject", diagnostic.subject.map(subject) ?? .null),
            ("stateBefore", .optional(diagnostic.stateBefore)),
            ("allowed", .array(diagnostic.allowed.map { .string($0.rawValue) } + diagnostic.modelAllowed.map(JSONValue.string))),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map(note))),
            ("sourceURL", .optional(diagnostic.sourceURL)),
            ("fix", .optional(diagnostic.fix)),
            ("missing", .array(diagnostic.missing.map(JSONValue.string))),
            ("lastChangeLine", .optional(diagnostic.lastChangeLine)),
            ("resumedState", .optional(diagnostic.resumedState)),
        ])
    }

    private static func subject(_ subject: Subject) -> JSONValue {
        .object([
            ("kind", .string(subject.kind.rawValue)),
            ("label", .string(subject.label)),
            ("identity", .optional(subject.identity)),
            ("process", .int(subject.process)),
        ])
    }

    private static func note(_ note: Diagnostic.Note) -> JSONValue {
        .object([
            ("file", .optional(note.location?.file)),
            ("line", .optional(note.location?.line)),
            ("message", .string(note.message)),
        ])
    }
}
