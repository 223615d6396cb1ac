import TraceParser

/// See ``RuleDescription`` below: `scene_missing_resign_active`.
struct SceneMissingResignActiveRule: ClaimingRule {
    static let description = RuleDescription(
        identifier: "scene_missing_resign_active",
        name: "Scene Missing Resign Active",
        description: "A scene enters the background straight from foregroundActive, without sceneWillResignActive(_:)",
        rationale: """
            UIKit always calls sceneWillResignActive(_:) first when a scene leaves foregroundActive: \
            it is the first step of every path out of the active state (sceneWillResignActive(_:) \
            page). Work paused there (timers, games, media) is still running when the app reaches \
            sceneDidEnterBackground(_:) if the callback was skipped in the code that logs it.
            """,
        fix: "implement and log sceneWillResignActive(_:) in the callback itself, and pause timers and media there, not only in sceneDidEnterBackground(_:)",
        kind: .state, severity: .error, sources: [.a3],
        nonTriggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                ↓sceneDidEnterBackground(_:)
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.scene]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard case .gap(let missing) = step.outcome, Self.claims(step) else { return }
        findings.append(gapDiagnostic(timeline, index: index, step: step, missing: missing))
    }

    /// The gaps this rule reports (and the general gap rule leaves alone).
    static func claims(_ step: Step) -> Bool {
        guard case .gap(let missing) = step.outcome else { return false }
        return step.event.event == .sceneDidEnterBackground && step.before == .foregroundActive && missing.contains(.sceneWillResignActive)
    }
}
