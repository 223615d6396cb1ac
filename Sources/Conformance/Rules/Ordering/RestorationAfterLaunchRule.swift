import TraceParser

/// See ``RuleDescription`` below: `restoration_after_launch`.
struct RestorationAfterLaunchRule: Rule {
    static let description = RuleDescription(
        identifier: "restoration_after_launch",
        name: "Restoration After Launch",
        description: "A legacy UI state restoration callback comes after application(_:didFinishLaunchingWithOptions:) in the same process",
        rationale: """
            UIKit restores the app's UI state (application(_:shouldRestoreSecureApplicationState:), \
            then application(_:didDecodeRestorableStateWith:)) between \
            application(_:willFinishLaunchingWithOptions:) and \
            application(_:didFinishLaunchingWithOptions:) ("About the app launch sequence"), so the \
            restored view controllers are in place when didFinishLaunching runs. Restoration \
            printed after it means the log is out of order, two launches are merged, or the app \
            restores its state itself later, where code in didFinishLaunching that relies on the \
            restored state finds it missing.
            """,
        fix: "log the restoration callbacks synchronously at their start: UIKit calls them before application(_:didFinishLaunchingWithOptions:)",
        kind: .ordering, severity: .error, sources: [.a9],
        nonTriggeringExamples: [
            Example("""
                application(_:willFinishLaunchingWithOptions:)
                application(_:shouldRestoreSecureApplicationState:)
                application(_:didDecodeRestorableStateWith:)
                application(_:didFinishLaunchingWithOptions:)
                applicationDidBecomeActive(_:)
                """),
            Example("""
                application(_:shouldRestoreApplicationState:)
                application(_:didFinishLaunchingWithOptions:)
                """),
        ],
        triggeringExamples: [
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:willFinishLaunchingWithOptions:)
                2024-03-02 09:00:00.100000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                ↓2024-03-02 09:00:00.200000+0100 App[10:1] application(_:shouldRestoreSecureApplicationState:)
                ↓2024-03-02 09:00:00.300000+0100 App[10:1] application(_:didDecodeRestorableStateWith:)
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.process]
    static let eventKinds: LifecycleEventSet = [.appDidFinishLaunching]

    /// The first `didFinishLaunching` of the process being read.
    private var launch: TraceLocation?

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        launch = launch ?? event.location
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        launch = nil
    }

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        // A callback the process model allows inside the launch and not once it runs.
        let model = timeline.model
        guard step.before == .running, model.isPassive(step.event.event, in: .launching),
            !model.isPassive(step.event.event, in: .running), let launch, launch < step.event.location
        else { return }
        findings.append(diagnostic(
            at: step.event.location, subject: process.subject,
            message: "\(step.event.event.swiftName) after application(_:didFinishLaunchingWithOptions:) (line \(launch.line)): UIKit restores the UI state before didFinishLaunching",
            step: step, model: timeline.model))
    }
}
