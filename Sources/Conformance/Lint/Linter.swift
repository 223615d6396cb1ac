import TraceParser

/// Runs the rules over an analysis and applies the configuration.
public struct Linter: Sendable {
    /// The configuration in force.
    public let configuration: LintConfiguration
    /// The rules that run.
    public let rules: [any Rule.Type]

    /// Creates a linter.
    /// - Parameters:
    ///   - configuration: Enabled rules, severities and suppressions.
    ///   - rules: The rule set (the built-in rules by default).
    public init(configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = builtInRules) {
        self.configuration = configuration
        self.rules = rules.filter(configuration.isEnabled)
    }

    /// The findings for an analysis, sorted by file, line, and severity (errors first): its
    /// recorded events are analysed again, process by process, feeding the rules as `lint` does.
    public func lint(_ analysis: TraceAnalysis) -> [Diagnostic] {
        let instances: [any Rule] = rules.map { rule in
            rule.init(options: configuration.options[rule.description.identifier] ?? RuleOptions())
        }
        let findings = analysis.check(instances).joined().compactMap(configuration.configured)
        return findings.sorted { ($0.location, $1.severity, $0.ruleID) < ($1.location, $0.severity, $1.ruleID) }
    }
}
