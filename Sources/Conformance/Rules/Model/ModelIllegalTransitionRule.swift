import TraceParser

/// See ``RuleDescription`` below: `model_illegal_transition`.
struct ModelIllegalTransitionRule: ModelRule {
    static let description = RuleDescription(
        identifier: "model_illegal_transition",
        name: "Model Illegal Transition",
        description: "An event of a model of .tracecheck.yml that its subject's state does not allow, and no missing events would",
        rationale: """
            The model says which events may come in each state. An event that no transition or \
            passive event allows, and that no run of missing events would make legal, means the \
            code or the model is wrong: the subject is not where the app thinks it is.
            """,
        fix: "make the code move the subject as the model says, or correct the model's transitions",
        kind: .state, severity: .error, sources: [ModelRuleSupport.source],
        nonTriggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w1 becomeKey\nWIN w1 resize\nWIN w1 resignKey\nWIN w1 close"),
        ],
        triggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w1 becomeKey\nWIN w1 resignKey\n↓WIN w1 load"),
        ])

    static let stepKinds: Set<SubjectKind> = []
    static let observesModelSteps = true

    func observe(_ step: ModelStep, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard step.outcome == .illegal else { return }
        findings.append(diagnostic(step, message: "\(step.id) is not allowed in state \(step.before ?? "unknown") of \(step.subject.label)"))
    }
}
