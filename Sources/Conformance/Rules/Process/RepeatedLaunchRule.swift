import TraceParser

/// See ``RuleDescription`` below: `repeated_launch`.
struct RepeatedLaunchRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    /// Every event: a launch line right after the same launch line is one call logged twice.
    static let eventKinds = LifecycleEventSet.all

    /// In the process being read: the first line of each launch callback, by callback and source
    /// (a callback and the notification UIKit posts with it are one launch), and the event before.
    private var first: [LaunchKey: TraceEvent] = [:]
    private var previous: TraceEvent?

    private struct LaunchKey: Hashable {
        let event: LifecycleEvent
        let source: EventSource
    }

    static let description = RuleDescription(
        identifier: "repeated_launch",
        name: "Repeated Launch",
        description: "A launch callback arrives a second time in one process",
        rationale: """
            UIKit runs the launch sequence once per process: application(_:willFinishLaunchingWithOptions:) \
            and application(_:didFinishLaunchingWithOptions:) come once, before anything else ("About \
            the app launch sequence"). A second one in a process whose lines print the same pid means \
            the app calls its delegate itself, or the log joins two runs under one pid (a relaunch \
            whose pid was not printed is a new process only when a pid says so: a launch line without \
            one among lines with the same pid stays in that process).
            """,
        fix: "print the pid on every line so that two runs are not merged, and never call application(_:didFinishLaunchingWithOptions:) yourself",
        kind: .ordering, severity: .error, sources: [.a9],
        nonTriggeringExamples: [
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                2024-03-02 09:00:00.000100+0100 App[10:1] UIApplicationDidFinishLaunchingNotification
                2024-03-02 09:00:00.100000+0100 App[10:1] sceneWillEnterForeground(_:)
                2024-03-02 09:05:00.000000+0100 App[11:1] application(_:didFinishLaunchingWithOptions:)
                """),
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                2024-03-02 09:00:00.100000+0100 App[10:1] sceneWillEnterForeground(_:)
                application(_:didFinishLaunchingWithOptions:)
                2024-03-02 09:05:00.200000+0100 App[11:1] sceneWillEnterForeground(_:)
                """),
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:) start
                2024-03-02 09:00:00.300000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:) done
                2024-03-02 09:00:00.400000+0100 App[10:1] sceneWillEnterForeground(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                2024-03-02 09:00:00.100000+0100 App[10:1] sceneWillEnterForeground(_:)
                ↓application(_:didFinishLaunchingWithOptions:)
                2024-03-02 09:00:05.000000+0100 App[10:1] sceneDidBecomeActive(_:)
                """),
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:willFinishLaunchingWithOptions:)
                ↓2024-03-02 09:00:00.000000+0100 App[10:1] application(_:willFinishLaunchingWithOptions:)
                2024-03-02 09:00:00.100000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        let before = previous
        previous = event
        guard event.event.isLaunch else { return }
        let key = LaunchKey(event: event.event, source: event.source)
        guard let earlier = first[key] else {
            first[key] = event
            return
        }
        let copy = before.map { $0.raw == event.raw && event.timestamp != nil && $0.timestamp == event.timestamp } ?? false
        // The same launch right after itself with other text: one call logged at its start and
        // end (`… start`, `… done`), as repeated_callback reads it. The same text is a double.
        if !copy, let before, before.event == event.event, before.source == event.source,
            RepeatedCallbackRule.textDigest(before.raw) != RepeatedCallbackRule.textDigest(event.raw)
        {
            return
        }
        var finding = diagnostic(
            at: event.location, subject: process.subject,
            message: "\(event.event.swiftName) again in the same process (first on line \(earlier.location.line))")
        if copy, let before {
            finding.severity = .warning
            finding.notes = [.init("an exact copy of line \(before.location.line) with the same timestamp: a logger attached twice prints every line twice")]
        } else if event.pid == nil {
            finding.notes = [.init("this line prints no pid, and the next line of this app that prints one prints this process's: a new run would print another")]
        }
        findings.append(finding)
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        first = [:]
        previous = nil
    }
}
