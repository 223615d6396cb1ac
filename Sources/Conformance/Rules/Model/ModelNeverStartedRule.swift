import TraceParser

/// See ``RuleDescription`` below: `model_never_started`.
struct ModelNeverStartedRule: ModelRule {
    static let description = RuleDescription(
        identifier: "model_never_started",
        name: "Model Never Started",
        description: "A subject of a model of .tracecheck.yml whose first event is not one that creates it",
        rationale: """
            A subject starts with an event that creates it (`creates:`, by default the events \
            that leave the initial state). A first event of another kind means its start is not \
            in the log (it began before the log did) or the app logs it under another object; \
            the subject is followed from the state that event leads to.
            """,
        fix: "start logging before the object is created, or list the event it starts with under creates: in the model",
        kind: .state, severity: .note, sources: [ModelRuleSupport.source],
        nonTriggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w2 load\nWIN w2 becomeKey"),
        ],
        triggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\n↓WIN w2 becomeKey\nWIN w2 resignKey"),
        ])

    static let stepKinds: Set<SubjectKind> = []
    static let observesModelSteps = true

    func observe(_ step: ModelStep, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard step.outcome == .neverStarted else { return }
        findings.append(diagnostic(
            at: step.event.location, subject: step.subject,
            message: "\(step.subject.label) starts with \(step.id), not with an event that creates it: its start is not in the log"))
    }
}
