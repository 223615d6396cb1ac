import TraceParser

/// See ``RuleDescription`` below: `model_gap`.
struct ModelGapRule: ModelRule {
    static let description = RuleDescription(
        identifier: "model_gap",
        name: "Model Gap",
        description: "An event of a model of .tracecheck.yml that would be legal after events the log does not show",
        rationale: """
            "Missing X between A and B": the model allows the event only after others, which did \
            not come or were not logged. A gap is how a subject skipped a step (the UI of a scene \
            not refreshed after a model change before the next one) or how a log lost lines.
            """,
        fix: "log the missing events, or add the transition to the model if the app really goes this way",
        kind: .state, severity: .warning, sources: [ModelRuleSupport.source],
        nonTriggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w1 becomeKey\nWIN w1 resignKey\nWIN w1 close"),
        ],
        triggeringExamples: [
            ModelRuleSupport.example("WIN w1 load\nWIN w1 becomeKey\n↓WIN w1 close"),
        ])

    static let stepKinds: Set<SubjectKind> = []
    static let observesModelSteps = true

    func observe(_ step: ModelStep, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard case .gap(let missing) = step.outcome else { return }
        let after = step.previous.map { "\($0.modelEvent ?? "") (line \($0.location.line))" }
        let missingIDs = missing.map { "\(step.model).\($0)" }
        var finding = diagnostic(
            step, message: "missing \(missingIDs.joined(separator: ", ")) " + (after.map { "between \($0) and \(step.id)" } ?? "before \(step.id)"))
        finding.missing = missingIDs
        findings.append(finding)
    }
}
