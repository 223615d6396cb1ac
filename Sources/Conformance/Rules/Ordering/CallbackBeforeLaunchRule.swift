import TraceParser

/// See ``RuleDescription`` below: `callback_before_launch`.
struct CallbackBeforeLaunchRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds = LifecycleEventSet.appAndScene

    /// The most callbacks before the launch it holds for a process: a process whose launch is
    /// not in the log would otherwise make it hold every one.
    static let heldLimit = 10_000
    /// In the process being read, until its first `didFinishLaunching`: the callbacks before it
    /// that belong after it (at most ``heldLimit``), how many more there were, and whether it came.
    private var before: [TraceEvent] = []
    private var beyondLimit = 0
    private var launched = false
    /// What may come before the launch: willFinishLaunching, and what the process model allows
    /// while launching (legacy state restoration, A9). Asked for every callback until the
    /// launch, so a bit set, not the model's search.
    private static let allowedBeforeLaunch = LifecycleEventSet(
        LifecycleEvent.allCases.filter { $0 == .appWillFinishLaunching || LifecycleModels.process.isPassive($0, in: .launching) })

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
        fix: "print the pid on every line so that launches are told apart, and log application(_:didFinishLaunchingWithOptions:) at its start",
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

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard !launched else { return }
        guard event.event == .appDidFinishLaunching else {
            guard !Self.allowedBeforeLaunch.contains(event.event) else { return }
            if before.count < Self.heldLimit { before.append(event) } else { beyondLimit += 1 }
            return
        }
        launched = true
        let launchLine = event.location.line
        for event in before {
            findings.append(diagnostic(
                at: event.location, subject: process.subject,
                message: "\(event.event.swiftName) before application(_:didFinishLaunchingWithOptions:) (line \(launchLine)) in the same process"))
        }
        if beyondLimit > 0, !findings.isEmpty {
            findings[findings.count - 1].notes.append(
                .init("and \(beyondLimit) more callbacks before the launch, not listed (at most \(Self.heldLimit) are)"))
        }
        before = []
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        (before, beyondLimit, launched) = ([], 0, false)
    }
}
