import TraceParser

/// See ``RuleDescription`` below: `will_enter_foreground_at_launch`.
struct WillEnterForegroundAtLaunchRule: Rule {
    static let description = RuleDescription(
        identifier: "will_enter_foreground_at_launch",
        name: "Will Enter Foreground At Launch",
        description: "An app without scenes prints applicationWillEnterForeground(_:) right after launching",
        rationale: """
            In the app-delegate life cycle a foreground launch goes didFinishLaunching → \
            applicationDidBecomeActive(_:); applicationWillEnterForeground(_:) belongs only to a \
            return from the background. (Scenes differ: sceneWillEnterForeground(_:) is called for \
            new scenes too.) Code that relies on willEnterForeground at launch does not run; this \
            asymmetry is a classic source of bugs when moving between the two models.
            """,
        kind: .process, severity: .warning, sources: [.a20, .a9],
        nonTriggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                applicationDidBecomeActive(_:)
                applicationWillResignActive(_:)
                applicationDidEnterBackground(_:)
                applicationWillEnterForeground(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                ↓applicationWillEnterForeground(_:)
                applicationDidBecomeActive(_:)
                """),
        ])

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard timeline.subject.kind == .app, Self.claims(step) else { return }
        findings.append(diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "applicationWillEnterForeground(_:) right after launch: a cold launch goes straight to applicationDidBecomeActive(_:)",
            step: step, model: timeline.model))
    }

    /// The steps this rule reports (and ``AppTransitionRule`` leaves alone).
    static func claims(_ step: Step) -> Bool {
        step.event.event == .appWillEnterForeground && step.before == "launched"
    }
}
