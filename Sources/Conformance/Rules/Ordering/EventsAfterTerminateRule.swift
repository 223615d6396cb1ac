import TraceParser

/// See ``RuleDescription`` below: `events_after_terminate`.
struct EventsAfterTerminateRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds = LifecycleEventSet.appAndScene

    /// The first `applicationWillTerminate` of the process being read.
    private var terminate: TraceEvent?

    static let description = RuleDescription(
        identifier: "events_after_terminate",
        name: "Events After Terminate",
        description: "Life-cycle callbacks arrive after applicationWillTerminate(_:) in the same process",
        rationale: """
            applicationWillTerminate(_:) is the last thing a process hears: the system terminates it \
            about five seconds later (applicationWillTerminate(_:) page). Scene disconnection and \
            session discard come before it when they come at all (firefox-ios #12622), so a \
            sceneDidDisconnect(_:) after it is a warning, and any other callback is an error: the \
            log merges two processes, or the pid was not printed where the new launch began.
            """,
        fix: "print the pid on every line (Xcode's console metadata, os_log), so that a new launch starts a new process",
        kind: .ordering, severity: .error, sources: [.a7, .d10],
        nonTriggeringExamples: [
            Example("""
                sceneWillResignActive(_:)
                sceneDidDisconnect(_:)
                applicationWillTerminate(_:)
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:)
                """),
        ],
        triggeringExamples: [
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] sceneDidEnterBackground(_:)
                2024-03-02 09:00:01.000000+0100 App[10:1] applicationWillTerminate(_:)
                ↓2024-03-02 09:00:01.100000+0100 App[10:1] sceneDidDisconnect(_:)
                ↓2024-03-02 09:00:01.200000+0100 App[10:1] sceneWillEnterForeground(_:)
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard let end = terminate else {
            if event.event == .appWillTerminate { terminate = event }
            return
        }
        if event.event != .appWillTerminate {
            var finding = diagnostic(
                at: event.location, subject: process.subject,
                message: "\(event.event.swiftName) after applicationWillTerminate(_:) (line \(end.location.line)) in the same process")
            if event.event == .sceneDidDisconnect {
                finding.severity = .warning
                finding.notes = [.init("UIKit disconnects scenes before applicationWillTerminate(_:), not after")]
            }
            findings.append(finding)
        }
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        terminate = nil
    }
}
