import TraceParser

/// See ``RuleDescription`` below: `scene_gap`.
struct SceneGapRule: Rule {
    static let description = RuleDescription(
        identifier: "scene_gap",
        name: "Scene Gap",
        description: "A scene callback is legal only if callbacks the log does not show came in between",
        rationale: """
            Published and captured logs are often partial: a block per user action, a filter, a \
            truncated console. A callback that the documented state machine allows only after other \
            callbacks is reported as missing those callbacks rather than as impossible, so that the \
            finding says what to look for. When the log never prints a missing callback at all, a \
            note says so: the app may simply not log it.
            """,
        fix: "log every scene-delegate callback the app implements, and record the log whole rather than a filtered or cut part",
        kind: .state, severity: .warning, sources: [.a1, .a3, Source(key: "spec §12", title: "gaps in partial logs", url: "docs/model.md", evidence: .inferred)],
        nonTriggeringExamples: [
            Example("""
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                sceneDidDisconnect(_:)
                """),
            Example("""
                scene(_:openURLContexts:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                ↓sceneDidDisconnect(_:)
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:)
                sceneWillEnterForeground(_:)
                sceneDidDisconnect(_:)
                ↓sceneWillResignActive(_:)
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.scene]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard case .gap(let missing) = step.outcome, !ClaimingRules.claim(step, of: timeline.subject.kind) else { return }
        let newScene = step.attribution == .newScene ? " (a new scene object after the last one disconnected)" : ""
        findings.append(gapDiagnostic(timeline, index: index, step: step, missing: missing, suffix: "\(newScene); the log may be incomplete"))
    }
}
