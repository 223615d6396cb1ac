import TraceParser

/// See ``RuleDescription`` below: `scene_illegal_transition`.
struct SceneIllegalTransitionRule: Rule {
    static let description = RuleDescription(
        identifier: "scene_illegal_transition",
        name: "Scene Illegal Transition",
        description: "A scene callback that no documented path leads to, whatever callbacks might be missing",
        rationale: """
            Per scene, UIKit moves only along the edges of UIScene.ActivationState: connect, enter \
            the foreground, become active, resign active, enter the background, disconnect (and, as \
            seen on devices, disconnect from foregroundInactive). A callback that no insertion of \
            missing callbacks can explain, such as a second scene(_:willConnectTo:options:) for a \
            scene object that never disconnected, means the log mixes up scene objects or the app \
            calls its delegate itself.
            """,
        fix: "print the scene pointer in every callback and the pid on every line: two scene objects under one label or two merged runs look like an impossible transition",
        kind: .state, severity: .error, sources: [.a1, .a2, .a3],
        nonTriggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                scene(_:willConnectTo:options:) <UIWindowScene: 0x102>
                """),
        ],
        triggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                ↓scene(_:willConnectTo:options:) <UIWindowScene: 0x101>
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.scene]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard step.outcome == .illegal else { return }
        findings.append(diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "\(step.event.event.swiftName) is not possible in state \(step.before): no missing callbacks explain it",
            step: step, model: timeline.model))
    }
}
