import ArgumentParser
import Conformance

extension TraceCheck {
    /// `tracecheck explain`: print one rule's documentation and examples.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain",
            abstract: "Explain a rule: what it reports, why, its sources and its examples.",
            discussion: """
                Accepts a rule id as listed by `tracecheck rules`, or a deprecated alias of one. An \
                unknown id is a usage error: an error line, then a help line naming the closest ids \
                if any, and exit status 64.

                Examples:
                  tracecheck explain scene_gap
                  tracecheck explain callback_order
                """)

        @Argument(help: "The rule id, for example scene_missing_resign_active.", completion: .list(RuleSelectionOptions.ruleIDs))
        var ruleID: String

        func run() throws {
            guard let rule = RuleLookup.rule(named: ruleID) else {
                let help = UsageErrors.didYouMean(oneOf: RuleLookup.suggestions(for: ruleID)) ?? "'tracecheck rules' lists the rules"
                printError("error: unknown rule '\(ruleID)'\nhelp: \(help)")
                throw ExitCode.validationFailure
            }
            let output = StandardOutput()
            output.write(RuleDocumentation.explanation(of: rule))
            output.flush()
        }
    }
}
