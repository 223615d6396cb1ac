import TraceParser

/// See ``RuleDescription`` below: `disconnect_from_foreground`.
struct DisconnectFromForegroundRule: Rule {
    static let description = RuleDescription(
        identifier: "disconnect_from_foreground",
        name: "Disconnect From Foreground",
        description: "A scene disconnects from foregroundInactive, without sceneDidEnterBackground(_:)",
        rationale: """
            Apple's diagram only disconnects background scenes, but devices disconnect a scene \
            straight from foregroundInactive when the user swipes it away in the app switcher \
            opened from the app (forum thread 732170 and others). It is accepted; this note says \
            that sceneDidEnterBackground(_:) did not run, so work saved only there was not saved.
            """,
        fix: "save in sceneWillResignActive(_:) or sceneDidDisconnect(_:) what is now saved only in sceneDidEnterBackground(_:)",
        kind: .state, severity: .note, sources: [.d1, .a1],
        nonTriggeringExamples: [
            Example("""
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                sceneDidDisconnect(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                ↓sceneDidDisconnect(_:)
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.scene]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard case .legal(let edge) = step.outcome, edge.event == .sceneDidDisconnect,
            step.before == .foregroundInactive
        else { return }
        findings.append(diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "disconnected from foregroundInactive without sceneDidEnterBackground(_:), as a swipe-kill from the app switcher does; save state in sceneWillResignActive(_:) too",
            step: step, model: timeline.model))
    }
}
