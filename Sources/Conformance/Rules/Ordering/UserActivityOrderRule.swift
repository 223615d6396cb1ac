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
        fix: "log both callbacks synchronously at their start, so that the log shows the order the app saw",
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

    /// What the rule keeps for one timeline.
    private struct Activity {
        /// The last continue (or failure) that no will- callback announced.
        var unannounced: Step?
        /// Whether a will- callback waits for its continue or failure.
        var announced = false
        /// A will- callback right after an unannounced continue, reported unless a continue follows.
        var suspect: (will: Step, continued: Step)?
    }

    private var activities = PerTimeline(Activity())

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        switch step.event.event {
        case .sceneWillContinueUserActivity, .appWillContinueUserActivity:
            var activity = activities[timeline.subject.key]
            report(activity.suspect, in: timeline, findings: &findings)
            activity.suspect = !activity.announced ? activity.unannounced.map { (step, $0) } : nil
            activity.announced = true
            activity.unannounced = nil
            activities[timeline.subject.key] = activity
        case .sceneContinueUserActivity, .sceneDidFailToContinue, .appContinueUserActivity, .appDidFailToContinue:
            var activity = activities[timeline.subject.key]
            activity.suspect = nil
            activity.unannounced = activity.announced ? nil : step
            activity.announced = false
            activities[timeline.subject.key] = activity
        default:
            return
        }
    }

    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        report(activities.end(timeline.subject.key).suspect, in: timeline, findings: &findings)
    }

    private func report(_ suspect: (will: Step, continued: Step)?, in timeline: Timeline, findings: inout [Diagnostic]) {
        guard let (will, continued) = suspect else { return }
        findings.append(diagnostic(
            at: will.event.location, subject: timeline.subject,
            message: "\(will.event.event.swiftName) after \(afterText(continued)), with nothing continued after it: UIKit announces an activity before it continues it",
            step: will, model: timeline.model,
            notes: [.init("the two lines were probably printed in the wrong order (from another queue, or a merged log)")]))
    }
}
