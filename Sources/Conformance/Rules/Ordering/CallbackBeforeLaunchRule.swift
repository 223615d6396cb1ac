import TraceParser

/// See ``RuleDescription`` below: `callback_before_launch`.
struct CallbackBeforeLaunchRule: Rule {
    static let stepKinds: Set<SubjectKind> = []

    static let description = RuleDescription(
        identifier: "callback_before_launch",
        name: "Callback Before Launch",
        description: "A scene or app callback comes before application(_:didFinishLaunchingWithOptions:) in the same process",
        rationale: """
            The launch sequence runs application(_:didFinishLaunchingWithOptions:) before any scene \
            connects ("About the app launch sequence"), configurationForConnecting serves scenes \
            created after launch, and discards of sessions closed while the app was not running are \
            delivered "shortly after application:didFinishLaunchingWithOptions" (UIApplication.h). \
            A callback before it in the same process (same pid) means the log is out of order or the \
            launch is logged too late in didFinishLaunching.
            """,
        kind: .ordering, severity: .error, sources: [.a9, .a19, .a5],
        nonTriggeringExamples: [
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:willFinishLaunchingWithOptions:)
                2024-03-02 09:00:00.100000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                2024-03-02 09:00:00.200000+0100 App[10:1] application(_:didDiscardSceneSessions:)
                """),
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:willFinishLaunchingWithOptions:)
                2024-03-02 09:00:00.010000+0100 App[10:1] application(_:shouldRestoreSecureApplicationState:)
                2024-03-02 09:00:00.020000+0100 App[10:1] application(_:didDecodeRestorableStateWith:)
                2024-03-02 09:00:00.100000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                """),
        ],
        triggeringExamples: [
            Example("""
                ↓2024-03-02 09:00:00.000000+0100 App[10:1] application(_:didDiscardSceneSessions:)
                ↓2024-03-02 09:00:00.050000+0100 App[10:1] scene(_:willConnectTo:options:)
                2024-03-02 09:00:00.100000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                """),
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:willFinishLaunchingWithOptions:)
                ↓2024-03-02 09:00:00.010000+0100 App[10:1] application(_:performFetchWithCompletionHandler:)
                2024-03-02 09:00:00.100000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                """),
        ])

    func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard let (launch, before) = process.eventsBeforeLaunch() else { return }
        let launchLine = launch.location.line
        for event in before {
            // willFinishLaunching, and what the process model allows before the launch (legacy
            // state restoration, A9), belong there.
            guard event.event != .appWillFinishLaunching,
                !LifecycleModels.process.isPassive(event.event, in: .launching)
            else { continue }
            findings.append(diagnostic(
                at: event.location, subject: process.subject,
                message: "\(event.event.swiftName) before application(_:didFinishLaunchingWithOptions:) (line \(launchLine)) in the same process"))
        }
    }
}
