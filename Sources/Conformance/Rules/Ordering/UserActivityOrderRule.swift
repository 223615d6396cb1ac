import TraceParser

/// See ``RuleDescription`` below: `user_activity_order`.
struct UserActivityOrderRule: Rule {
    static let description = RuleDescription(
        identifier: "user_activity_order",
        name: "User Activity Order",
        description: "willContinueUserActivityWithType comes after the continue callback it announces",
        rationale: """
            For Handoff, Spotlight and similar activities UIKit first tells the delegate that an \
            activity of a type is coming (application(_:willContinueUserActivityWithType:), \
            scene(_:willContinueUserActivityWithType:)), then hands it over (application(_:continue:\
            restorationHandler:), scene(_:continue:)) or reports the failure \
            (…didFailToContinueUserActivityWithType…). A continue without a will- callback before it \
            is normal (universal links skip it); a will- callback right after an unannounced continue, \
            with nothing continued after it, means the two lines were printed in the wrong order \
            (from another queue, or a merged log), so the order the log shows is not the one the app \
            saw. Checked per scene, and per process for the app delegate.
            """,
        kind: .ordering, severity: .warning, sources: [.a3, .a19],
        nonTriggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
                scene(_:willContinueUserActivityWithType:) <UIWindowScene: 0x1>
                scene(_:continue:) <UIWindowScene: 0x1>
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                application(_:continue:restorationHandler:) universal link
                application(_:willContinueUserActivityWithType:) NSUserActivityTypeBrowsingWeb
                application(_:didFailToContinueUserActivityWithType:error:)
                """),
        ],
        triggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
                scene(_:continue:) <UIWindowScene: 0x1>
                ↓scene(_:willContinueUserActivityWithType:) <UIWindowScene: 0x1>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                application(_:continue:restorationHandler:)
                ↓application(_:willContinueUserActivityWithType:)
                application(_:willContinueUserActivityWithType:)
                application(_:continue:restorationHandler:)
                """),
        ])

    /// The last continue (or failure) of the current timeline that no will- callback announced.
    private var unannounced: Step?
    /// Whether a will- callback waits for its continue or failure.
    private var announced = false
    /// A will- callback right after an unannounced continue, reported unless a continue follows.
    private var suspect: (will: Step, continued: Step)?

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        switch step.event.event {
        case .sceneWillContinueUserActivity, .appWillContinueUserActivity:
            report(in: timeline, findings: &findings)
            if !announced, let unannounced { suspect = (step, unannounced) }
            announced = true
            unannounced = nil
        case .sceneContinueUserActivity, .sceneDidFailToContinue, .appContinueUserActivity, .appDidFailToContinue:
            suspect = nil
            unannounced = announced ? nil : step
            announced = false
        default:
            return
        }
    }

    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        report(in: timeline, findings: &findings)
        unannounced = nil
        announced = false
    }

    private mutating func report(in timeline: Timeline, findings: inout [Diagnostic]) {
        guard let (will, continued) = suspect else { return }
        suspect = nil
        findings.append(diagnostic(
            at: will.event.location, subject: timeline.subject,
            message: "\(will.event.event.swiftName) after \(afterText(continued)), with nothing continued after it: UIKit announces an activity before it continues it",
            step: will, model: timeline.model,
            notes: [.init("the two lines were probably printed in the wrong order (from another queue, or a merged log)")]))
    }
}
