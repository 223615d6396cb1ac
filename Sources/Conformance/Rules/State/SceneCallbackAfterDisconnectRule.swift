import TraceParser

/// See ``RuleDescription`` below: `scene_callback_after_disconnect`.
struct SceneCallbackAfterDisconnectRule: Rule {
    static let description = RuleDescription(
        identifier: "scene_callback_after_disconnect",
        name: "Scene Callback After Disconnect",
        description: "A scene object receives a callback after sceneDidDisconnect(_:)",
        rationale: """
            After sceneDidDisconnect(_:) UIKit releases the scene object; if the session comes back, \
            a new scene object connects to it (a new pointer in the log). A callback printed for the \
            old object means the log attributes callbacks to the wrong scene, or state kept in the \
            old scene delegate is being used after release. Only scenes whose pointer is printed are \
            checked: without a pointer, a callback after a disconnect starts a new scene.
            """,
        fix: "release the scene delegate's state in sceneDidDisconnect(_:) and keep no reference to the old UIScene: a returning session gets a new scene object",
        kind: .state, severity: .error, sources: [.a3, .a1, .w2],
        nonTriggeringExamples: [
            Example("""
                sceneDidEnterBackground(_:) <UIWindowScene: 0x101>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                scene(_:willConnectTo:options:) <UIWindowScene: 0x202>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x202>
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneDidEnterBackground(_:) <UIWindowScene: 0x101>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                ↓sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                """),
        ])

    /// For each scene, the step that disconnected it.
    private var disconnects = PerTimeline<Step?>(nil)

    static let stepKinds: Set<SubjectKind> = [.scene]

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if step.after == .disconnected && step.before != .disconnected { disconnects[timeline.subject.key] = step }
        guard step.outcome == .afterEnd, timeline.subject.identity != nil else { return }
        let disconnect = disconnects[timeline.subject.key]
        var message = TextBuilder(capacity: 128)
        message.append(step.event.event.swiftName)
        message.append(" for a scene object that disconnected at line ")
        message.append(disconnect?.event.location.line ?? 0)
        message.append("; a reconnecting session gets a new scene object")
        findings.append(diagnostic(at: step.event.location, subject: timeline.subject, message: message.build(), step: step, model: timeline.model))
    }

    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        _ = disconnects.end(timeline.subject.key)
    }
}
