import TraceParser

/// A check over the analysis of a run.
public protocol Rule: Sendable {
    /// What the rule is; its documentation and examples.
    static var description: RuleDescription { get }
    /// Creates the rule with its default options.
    init()
    /// Creates the rule with configured options (rules without options ignore them).
    init(options: RuleOptions)
    /// The findings for an analysis, at the rule's default severity.
    func validate(_ analysis: TraceAnalysis) -> [Diagnostic]
}

/// Rules that are off unless enabled in the configuration.
public protocol OptInRule: Rule {}

extension Rule {
    /// Rules without options are created the same way whatever the configuration says.
    public init(options: RuleOptions) { self.init() }

    /// A diagnostic of this rule at its default severity.
    func diagnostic(
        at location: TraceLocation, subject: Subject?, message: String, step: Step? = nil, model: StateMachine? = nil,
        notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.identifier, severity: Self.description.severity, location: location,
            subject: subject, stateBefore: step?.before.rawValue,
            allowed: step.flatMap { step in model?.changes(from: step.before) } ?? [], message: message, notes: notes,
            sourceURL: Self.description.sources.first?.url)
    }
}
