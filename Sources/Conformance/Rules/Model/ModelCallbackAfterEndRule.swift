import TraceParser

/// See ``RuleDescription`` below: `model_callback_after_end`.
struct ModelCallbackAfterEndRule: ModelRule {
    static let description = RuleDescription(
        identifier: "model_callback_after_end",
        name: "Model Callback After End",
        description: "An event for a subject of a model of .tracecheck.yml that has ended (reached a terminal state)",
        rationale: """
            After a terminal state (closed, deallocated, finished) only an event that creates a \
            new subject may come for the same object. Anything else is work on an object that is \
            gone: a callback that outlives its owner, a missing unsubscribe.
            """,
        fix: "unsubscribe or cancel when the subject ends (deinit, close), so that nothing arrives for it afterwards",
        kind: .state, severity: .error, sources: [ModelRuleSupport.source],
        nonTriggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w1 close\nWIN w1 load\nWIN w1 resize"),
        ],
        triggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w1 close\n↓WIN w1 resize"),
        ])

    static let stepKinds: Set<SubjectKind> = []
    static let observesModelSteps = true

    func observe(_ step: ModelStep, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard step.outcome == .afterEnd else { return }
        let end = step.previous.map { " with \($0.modelEvent ?? "") (line \($0.location.line))" } ?? ""
        findings.append(diagnostic(step, message: "\(step.id) after \(step.subject.label) ended\(end)"))
    }
}
