import TraceParser

/// See ``RuleDescription`` below: `scene_phase_transition`.
struct ScenePhaseTransitionRule: Rule {
    static let description = RuleDescription(
        identifier: "scene_phase_transition",
        name: "Scene Phase Transition",
        description: "A SwiftUI scene phase skips inactive between active and background",
        rationale: """
            SwiftUI reports ScenePhase values that follow the scene's activation state: launch goes \
            (background →) inactive → active, Home goes active → inactive → background, and back \
            goes background → inactive → active. A printed phase that jumps between active and \
            background means a value was not printed, or the printed values come from different \
            scenes (an App-level phase is an aggregate of all scenes). The accepted transitions are \
            inferred from the documentation, so this is never an error, and it is not checked in \
            processes with several scenes, whose printed phases cannot be told apart.
            """,
        fix: "log the phase of one scene (a view's scenePhase) rather than the App's aggregate, and log every value, inactive too",
        kind: .state, severity: .warning, sources: [.a17],
        nonTriggeringExamples: [
            Example("""
                active
                inactive
                background
                inactive
                active
                """),
        ],
        triggeringExamples: [
            Example("""
                scenePhase: active
                scenePhase: inactive
                scenePhase: background
                ↓scenePhase: active
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.scenePhase]

    /// Findings wait for the process's end: printed phases carry no scene, so with several scenes
    /// they interleave and prove nothing, and a process checked while it is read may show its
    /// second scene later.
    private var waiting: [Diagnostic] = []

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard case .gap(let missing) = step.outcome else { return }
        var finding = diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "scene phase went from \(step.before) to \(step.after) without \(missing.map(\.swiftName).joined(separator: ", "))",
            step: step, model: timeline.model)
        finding.missing = missing.map(\.rawValue)
        finding.explain(step, at: index, in: timeline)
        waiting.append(finding)
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if process.sceneCount <= 1 { findings += waiting }
        waiting = []
    }
}
