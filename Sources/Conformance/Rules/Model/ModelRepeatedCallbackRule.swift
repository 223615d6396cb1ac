import TraceParser

/// See ``RuleDescription`` below: `model_repeated_callback`.
struct ModelRepeatedCallbackRule: ModelRule {
    static let description = RuleDescription(
        identifier: "model_repeated_callback",
        name: "Model Repeated Callback",
        description: "The same event of a model of .tracecheck.yml twice in a row for one subject, where its state does not allow it",
        rationale: """
            A callback delivered twice (an observer registered twice, a notification and a \
            delegate call both logged) runs its work twice. Events the model allows again \
            (passive events, loops) are not reported.
            """,
        fix: "register the observer once and log either the notification or the delegate call; or let the model allow the event again",
        kind: .state, severity: .warning, sources: [ModelRuleSupport.source],
        nonTriggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w1 resize\nWIN w1 resize\nWIN w1 becomeKey"),
        ],
        triggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w1 becomeKey\n↓WIN w1 becomeKey"),
        ])

    static let stepKinds: Set<SubjectKind> = []
    static let observesModelSteps = true

    func observe(_ step: ModelStep, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard step.outcome == .repeated else { return }
        let line = step.previous.map { " (line \($0.location.line))" } ?? ""
        findings.append(diagnostic(step, message: "\(step.id) again right after the same event\(line), in state \(step.before ?? "unknown")"))
    }
}
