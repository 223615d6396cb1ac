import ArgumentParser
import Conformance

/// Which rules run, from the command line (applied after `.tracecheck.yml`).
struct RuleSelectionOptions: ParsableArguments {
    @Option(name: .customLong("only"), help: "Run only this rule (repeatable).", completion: .list(Self.ruleIDs))
    var only: [String] = []

    @Option(name: .customLong("disable"), help: "Turn this rule off (repeatable).", completion: .list(Self.ruleIDs))
    var disable: [String] = []

    @Option(name: .customLong("kind"), help: "Run only rules of this kind (repeatable): \(RuleKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kinds: [RuleKind] = []

    @Flag(help: "Treat warnings as failures too (the same as --fail-on warning).")
    var strict = false

    /// The rule ids shells complete.
    static var ruleIDs: [String] { builtInRules.map { $0.description.identifier }.sorted() }

    func validate() throws {
        let known = Set(builtInRules.map { $0.description.identifier })
        for id in only + disable where !known.contains(id) {
            throw UsageErrors.validation(
                "unknown rule '\(id)'", help: UsageErrors.didYouMean(oneOf: RuleLookup.suggestions(for: id)) ?? "'tracecheck rules' lists the rules")
        }
        // A selection that cancels itself would run nothing and say nothing.
        if let id = only.first(where: disable.contains) {
            throw UsageErrors.validation("--only and --disable both name '\(id)'", help: "name it in one of them")
        }
        if !kinds.isEmpty, let rule = builtInRules.first(where: { only.contains($0.description.identifier) && !kinds.contains($0.description.kind) }) {
            let kind = rule.description.kind.rawValue
            throw UsageErrors.validation(
                "--only '\(rule.description.identifier)' is a \(kind) rule, which --kind \(kinds.map(\.rawValue).joined(separator: ", ")) leaves out",
                help: "add --kind \(kind), or drop one of the options")
        }
    }

    /// Applies the selection to a configuration.
    func apply(to configuration: inout LintConfiguration) {
        for rule in builtInRules {
            let id = rule.description.identifier
            let selectedByName = only.isEmpty || only.contains(id)
            let selectedByKind = kinds.isEmpty || kinds.contains(rule.description.kind)
            if !selectedByName || !selectedByKind || disable.contains(id) { configuration.disabled.insert(id) }
            // Naming an opt-in rule with --only turns it on.
            if only.contains(id) { configuration.enabled.insert(id) }
        }
    }
}
