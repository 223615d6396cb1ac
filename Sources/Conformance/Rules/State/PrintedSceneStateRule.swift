import TraceParser

/// See ``RuleDescription`` below: `printed_scene_state`.
struct PrintedSceneStateRule: Rule {
    static let description = RuleDescription(
        identifier: "printed_scene_state",
        name: "Printed Scene State",
        description: "The activationState a log prints inside a scene-delegate callback is not the one the scene has there",
        rationale: """
            Loggers often print the scene, whose description ends with its activationState, or \
            scene.activationState itself. Inside sceneDidBecomeActive(_:) the scene "became active \
            and is now responding to user events" (foregroundActive); inside \
            sceneWillResignActive(_:) it is "about to resign the active state", so still \
            foregroundActive; inside sceneDidEnterBackground(_:) it "is running in the background" \
            (background); inside sceneWillEnterForeground(_:) it is "about to begin running in the \
            foreground", so not foregroundActive yet. Another value means the state was read \
            elsewhere (on another queue, later), the line describes another scene, or the callback \
            was called by the app itself.
            """,
        fix: "print scene.activationState synchronously inside the callback, not from a dispatched block or a stored value",
        kind: .state, severity: .warning, sources: [.a3, .a2],
        nonTriggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x1; activationState = UISceneActivationStateUnattached>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x1; activationState = UISceneActivationStateUnattached>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x1; activationState = UISceneActivationStateForegroundActive>
                sceneWillResignActive(_:) <UIWindowScene: 0x1> activationState: foregroundActive
                sceneDidEnterBackground(_:) <UIWindowScene: 0x1> activationState: background
                sceneWillEnterForeground(_:) <UIWindowScene: 0x1> activationState: background
                """),
        ],
        triggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
                ↓sceneDidBecomeActive(_:) <UIWindowScene: 0x1; activationState = UISceneActivationStateForegroundInactive>
                sceneWillResignActive(_:) <UIWindowScene: 0x1>
                ↓sceneDidEnterBackground(_:) <UIWindowScene: 0x1> activationState: foregroundInactive
                ↓sceneWillEnterForeground(_:) <UIWindowScene: 0x1> activationState: foregroundActive
                """),
        ])

    /// The states a scene may have inside each callback (UISceneDelegate's own words, A3).
    static let expected: [LifecycleEvent: [ActivationState]] = [
        .sceneDidBecomeActive: [.foregroundActive], .sceneWillResignActive: [.foregroundActive],
        .sceneDidEnterBackground: [.background],
        .sceneWillEnterForeground: [.unattached, .background, .foregroundInactive],
    ]

    static let stepKinds: Set<SubjectKind> = [.scene]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        let event = step.event
        guard event.source == .callback, let printed = event.activationState,
            let allowed = Self.expected[event.event], !allowed.contains(printed)
        else { return }
        let expected = event.event == .sceneWillEnterForeground ? "is not foregroundActive yet" : "is \(allowed.map(\.rawValue).joined(separator: " or "))"
        findings.append(diagnostic(
            at: event.location, subject: timeline.subject,
            message: "\(event.event.swiftName) printed activationState \(printed.rawValue); inside this callback the scene \(expected)",
            step: step, model: timeline.model,
            notes: [.init("a state read on another queue or later may already differ, or the line describes another scene")]))
    }
}
