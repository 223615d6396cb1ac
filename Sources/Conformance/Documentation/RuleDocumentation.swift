import TraceParser
/// The documentation of rules, generated only from their ``RuleDescription``s: the
/// `tracecheck rules` table, the `tracecheck explain` text and `docs/rules.md`.
///
/// Descriptions, rationales and source titles are plain text; the Markdown escapes them.
/// "Enabled" always means enabled by the default ``LintConfiguration``.
public enum RuleDocumentation {
    /// The command that rewrites `docs/rules.md`.
    public static let regenerateCommand = "swift run tracecheck rules --markdown > docs/rules.md"

    /// The `tracecheck rules` listing: one row per rule, sorted by identifier, with its kind,
    /// default severity, whether the default configuration runs it (`yes`, `no`, `opt-in`, or
    /// `models` for the rules of `.tracecheck.yml`'s models), and its description, followed by a
    /// count.
    /// - Parameters:
    ///   - rules: The rules to list.
    ///   - width: The columns to fit: descriptions are cut to fit, with `…` (`tracecheck
    ///     explain` prints them whole); nil keeps them whole.
    /// - Returns: The table and the count line, ending in a newline.
    public static func table(_ rules: [any Rule.Type] = builtInRules, width: Int? = nil) -> String {
        let sorted = sortedByIdentifier(rules)
        var rows = [["identifier", "kind", "severity", "enabled", "description"]] + sorted.map { rule -> [String] in
            let description = rule.description
            return [description.identifier, description.kind.rawValue, description.severity.rawValue, runsByDefault(rule), description.description]
        }
        if let width {
            let before = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }.reduce(0) { $0 + $1 + 2 }
            let room = max(12, width - before)
            for index in rows.indices where rows[index][4].count > room { rows[index][4] = String(rows[index][4].prefix(room - 1)) + "…" }
        }
        let enabled = sorted.filter(isEnabled).count
        let optIn = sorted.filter { $0.isOptIn }.count
        return TextTable.render(rows)
            + "\n\(Plural.count(sorted.count, "rule")), \(enabled) enabled, \(optIn) opt-in; `tracecheck explain RULE` prints one whole\n"
    }

    /// The `tracecheck explain` text, in the manner of `swiftlint rules <id>`:
    /// `Name (identifier): description`, kind, default severity, rationale, fix, sources, then the
    /// numbered non-triggering and triggering examples.
    /// - Parameter rule: The rule to explain.
    /// - Returns: The text, ending in a newline.
    public static func explanation(of rule: any Rule.Type) -> String {
        let description = rule.description
        var out = "\(description.name) (\(description.identifier)): \(description.description)\n\n"
        out += "Kind: \(description.kind.rawValue)\n"
        out += "Default severity: \(description.severity.rawValue)\n"
        out += "Opt-in: \(yesNo(rule.isOptIn))\n"
        out += "Enabled by default: \(enabledText(rule))\n"
        if !description.deprecatedAliases.isEmpty {
            out += "Deprecated aliases: \(description.deprecatedAliases.joined(separator: ", "))\n"
        }
        out += "\nRationale:\n\(description.rationale)\n"
        if let fix = description.fix { out += "\nFix:\n\(fix)\n" }
        if !description.options.isEmpty {
            out += "\nOptions (in .tracecheck.yml under rules: \(description.identifier):):\n"
            for option in description.options {
                out += "  \(option.name) (\(option.type.rawValue), default \(option.defaultValue)): \(option.description)\n"
            }
        }
        out += "\nSources:\n" + sourceTable(description.sources)
        if let configuration = exampleConfiguration(description) {
            out += "\nThe examples are read with this .tracecheck.yml:\n\n"
                + configuration.split(separator: "\n").map { "    \($0)\n" }.joined()
        }
        out += "\nNon-triggering examples:\n" + numbered(description.nonTriggeringExamples)
        out += "\nTriggering examples (↓ marks each line the rule reports):\n" + numbered(description.triggeringExamples)
        return out
    }

    /// `docs/rules.md`: an index table linking to one section per rule, each with the rule's
    /// summary, description, rationale, fix, sources, and non-triggering and triggering examples.
    /// - Parameter rules: The rules to document.
    /// - Returns: The Markdown document, ending in a newline.
    public static func markdown(_ rules: [any Rule.Type] = builtInRules) -> String {
        let sorted = sortedByIdentifier(rules)
        var out = """
            # Rules

            Generated from the rule descriptions by `tracecheck rules --markdown`; do not edit. \
            Regenerate it with `\(regenerateCommand)`: a test fails when this file is out of date. \
            How the evidence behind a rule decides its severity: [model.md](model.md).

            | Rule | Kind | Severity | Opt-in | Enabled | Description |
            |---|---|---|---|---|---|

            """
        for rule in sorted {
            let description = rule.description
            out += "| [`\(description.identifier)`](#\(Markdown.anchor(description.name))) | \(description.kind.rawValue) "
                + "| \(description.severity.rawValue) | \(yesNo(rule.isOptIn)) | \(enabledText(rule)) "
                + "| \(Markdown.escape(description.description)) |\n"
        }
        for rule in sorted { out += "\n" + section(rule) }
        return out
    }

    /// The Markdown section of one rule.
    private static func section(_ rule: any Rule.Type) -> String {
        let description = rule.description
        var out = "## \(description.name)\n\n"
        out += "* Identifier: `\(description.identifier)`\n"
        out += "* Kind: \(description.kind.rawValue)\n"
        out += "* Default severity: \(description.severity.rawValue)\n"
        out += "* Opt-in: \(yesNo(rule.isOptIn))\n"
        out += "* Enabled by default: \(enabledText(rule))\n"
        if !description.deprecatedAliases.isEmpty {
            out += "* Deprecated aliases: \(description.deprecatedAliases.map { "`\($0)`" }.joined(separator: ", "))\n"
        }
        out += "\n\(Markdown.escape(description.description)).\n"
        out += "\n**Rationale**\n\n\(Markdown.escape(description.rationale))\n"
        if let fix = description.fix { out += "\n**Fix**\n\n\(Markdown.escape(fix.prefix(1).uppercased() + fix.dropFirst())).\n" }
        if !description.options.isEmpty {
            out += "\n**Options** (in `.tracecheck.yml` under `rules: \(description.identifier):`)\n\n"
            for option in description.options {
                out += "* `\(option.name)` (\(option.type.rawValue), default `\(option.defaultValue)`): \(Markdown.escape(option.description))\n"
            }
        }
        out += "\n**Sources**\n\n"
        for source in description.sources {
            out += "* \(Markdown.escape(source.key)) (\(source.evidence.rawValue)): "
                + "[\(Markdown.escape(source.title))](\(Markdown.link(source.url)))\n"
        }
        if let configuration = exampleConfiguration(description) {
            out += "\nThe examples are read with this `.tracecheck.yml`:\n\n```yaml\n\(configuration)```\n"
        }
        out += "\n**Non-triggering examples**\n" + fenced(description.nonTriggeringExamples)
        out += "\n**Triggering examples** (`↓` marks each line the rule reports)\n" + fenced(description.triggeringExamples)
        return out
    }

    /// `key  EVIDENCE  title  url` rows, indented, for terminal output.
    static func sourceTable(_ sources: [Source]) -> String {
        TextTable.render(sources.map { [$0.key, $0.evidence.rawValue, $0.title, $0.url] }, indent: "  ")
    }

    /// The configuration a rule's examples share (every example of a rule has the same one).
    private static func exampleConfiguration(_ description: RuleDescription) -> String? {
        (description.nonTriggeringExamples + description.triggeringExamples).first?.configuration
    }

    private static func numbered(_ examples: [Example]) -> String {
        examples.enumerated().map { index, example in
            "\nExample #\(index + 1)\n\n" + example.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
        }.joined()
    }

    private static func fenced(_ examples: [Example]) -> String {
        examples.map { "\n```text\n\($0.text)\n```\n" }.joined()
    }

    private static func sortedByIdentifier(_ rules: [any Rule.Type]) -> [any Rule.Type] {
        rules.sorted { $0.description.identifier < $1.description.identifier }
    }

    private static func isEnabled(_ rule: any Rule.Type) -> Bool { LintConfiguration().isEnabled(rule) }

    /// "yes", "no", or for a rule on models "with models" (it runs when `.tracecheck.yml` declares some).
    private static func enabledText(_ rule: any Rule.Type) -> String {
        rule.checksModels ? "with models" : yesNo(isEnabled(rule))
    }

    /// The table's one column for both: `yes`, `no`, `opt-in`, or `models`.
    private static func runsByDefault(_ rule: any Rule.Type) -> String {
        rule.checksModels ? "models" : rule.isOptIn ? "opt-in" : yesNo(isEnabled(rule))
    }

    private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
}
