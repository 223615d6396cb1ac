import ArgumentParser
import Conformance

extension TraceCheck {
    /// `tracecheck explain`: print one rule's documentation and examples.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Explain a rule: what it reports, why, its sources and its examples.",
            discussion: """
                Accepts a rule id as listed by `tracecheck rules`, or a deprecated alias of one. An \
                unknown id is a usage error: one line on standard error naming the closest ids, \
                if any, and exit status 64.
                """)

        @Argument(help: "The rule id, for example scene_missing_resign_active.")
        var ruleID: String

        func run() throws {
            guard let rule = RuleLookup.rule(named: ruleID) else {
                let suggestions = RuleLookup.suggestions(for: ruleID)
                let hint = suggestions.isEmpty
                    ? "`tracecheck rules` lists the rules"
                    : "did you mean \(suggestions.joined(separator: ", "))?"
                printError("error: unknown rule '\(ruleID)'; \(hint)")
                throw ExitCode.validationFailure
            }
            let output = StandardOutput()
            output.write(RuleDocumentation.explanation(of: rule))
            output.flush()
        }
    }
}
