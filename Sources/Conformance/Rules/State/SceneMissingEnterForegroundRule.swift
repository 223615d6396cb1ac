import TraceParser

/// See ``RuleDescription`` below: `scene_missing_enter_foreground`.
struct SceneMissingEnterForegroundRule: ClaimingRule {
    static let description = RuleDescription(
        identifier: "scene_missing_enter_foreground",
        name: "Scene Missing Enter Foreground",
        description: "A scene becomes active from the background (or right after connecting) without sceneWillEnterForeground(_:)",
        rationale: """
            A scene reaches foregroundActive only through foregroundInactive, and UIKit calls \
            sceneWillEnterForeground(_:) on the way, both for newly connected scenes and for scenes \
            coming back from the background (sceneWillEnterForeground(_:) page). Undoing background \
            work there is skipped if the log shows sceneDidBecomeActive(_:) straight after the background.
            """,
        fix: "implement and log sceneWillEnterForeground(_:): UIKit calls it for new scenes and for scenes back from the background",
        kind: .state, severity: .error, sources: [.a3],
        nonTriggeringExamples: [
            Example("""
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                ↓sceneDidBecomeActive(_:)
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
                scene(_:willConnectTo:options:) <UIWindowScene: 0x102>
                ↓sceneDidBecomeActive(_:) <UIWindowScene: 0x102>
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
        return step.event.event == .sceneDidBecomeActive && (step.before == .background || step.before == .connected)
            && missing.contains(.sceneWillEnterForeground)
    }
}
