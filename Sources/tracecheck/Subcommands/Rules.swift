import ArgumentParser
import Conformance

extension TraceCheck {
    /// `tracecheck rules`: list the built-in rules, or print their documentation.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List the built-in rules.",
            discussion: """
                Prints one row per rule: identifier, kind, default severity, whether the default \
                configuration runs it (yes, no, opt-in, or models: with the models of .tracecheck.yml), \
                and its description, cut to the width (COLUMNS, the terminal's, else 100). --markdown prints \
                the full documentation instead, the source of docs/rules.md; --config-schema prints \
                the JSON Schema of .tracecheck.yml (docs/tracecheck.schema.json). One rule in detail: \
                `tracecheck explain RULE`.

                Examples:
                  tracecheck rules
                  tracecheck rules --kind session
                  tracecheck rules --markdown > rules.md
                """)

        @Option(help: "Only the rules of this kind.")
        var kind: RuleKind?

        @Flag(help: "Print the rules documentation in Markdown (docs/rules.md) instead of the table.")
        var markdown = false

        @Flag(help: "Print the JSON Schema of .tracecheck.yml (docs/tracecheck.schema.json) instead of the table.")
        var configSchema = false

        func validate() throws {
            if configSchema, markdown || kind != nil { throw ValidationError("--config-schema takes no --markdown or --kind") }
        }

        func run() {
            let rules = builtInRules.filter { rule in kind.map { rule.description.kind == $0 } ?? true }
            let output = StandardOutput()
            if configSchema {
                output.write(ConfigurationSchema.json())
                output.flush()
                return
            }
            output.write(markdown ? RuleDocumentation.markdown(rules) : RuleDocumentation.table(rules, width: Terminal.width ?? 100))
            output.flush()
        }
    }
}
