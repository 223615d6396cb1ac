import TraceParser

/// See ``RuleDescription`` below: `deferred_discard`.
struct DeferredDiscardRule: Rule {
    static let stepKinds: Set<SubjectKind> = [.scene]
    static let stepEvents: LifecycleEventSet = [.sceneDidDisconnect]
    static let eventKinds: LifecycleEventSet = [.appDidFinishLaunching, .appDidDiscardSceneSessions]

    /// In the process being read: its first `didFinishLaunching`, its discards, and its first
    /// scene disconnection.
    private var launch: TraceLocation?
    private var discards: [TraceEvent] = []
    private var firstDisconnect: TraceLocation?

    static let description = RuleDescription(
        identifier: "deferred_discard",
        name: "Deferred Discard",
        description: "application(_:didDiscardSceneSessions:) reports sessions closed while the app was not running",
        rationale: """
            "If your app isn't running, UIKit calls this method the next time your app launches" \
            (application(_:didDiscardSceneSessions:) page), shortly after \
            application(_:didFinishLaunchingWithOptions:). A discard in a process whose scenes did \
            not disconnect first therefore belongs to an earlier launch: release the resources of \
            those sessions, they will not come back. This note says which earlier scene it was when \
            the log shows it.
            """,
        fix: "release the resources of the discarded sessions in application(_:didDiscardSceneSessions:), looked up by persistentIdentifier; they never come back",
        kind: .session, severity: .note, sources: [.a6, .a19, .w1],
        nonTriggeringExamples: [
            Example("""
                sceneWillResignActive(_:) <UIWindowScene: 0x101; persistentIdentifier: A1>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101; persistentIdentifier: A1>
                application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281; persistentIdentifier: A1>]
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneDidEnterBackground(_:) <UIWindowScene: 0x101; persistentIdentifier: A1>
                Message from debugger: Terminated due to signal 9
                application(_:didFinishLaunchingWithOptions:)
                ↓application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281; persistentIdentifier: A1>]
                """),
        ])

    /// For each session key, the newest earlier process whose scenes printed it, and the first
    /// of its scenes that did: kept as the processes go by.
    private var printedBy: [String: (process: Int, scene: Int, subject: Subject)] = [:]

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if event.event == .appDidFinishLaunching {
            launch = launch ?? event.location
        } else {
            discards.append(event)
        }
    }

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        firstDisconnect = min(firstDisconnect ?? step.event.location, step.event.location)
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        defer { (launch, discards, firstDisconnect) = (nil, [], nil) }
        for event in discards {
            // Before the launch it is out of order (callback_before_launch), not deferred.
            if let launch, event.location < launch { continue }
            let keys = event.sessionKeys
            // Sessions of scenes connected in this process are not from an earlier launch.
            if keys.contains(where: { process.session($0)?.connections.isEmpty == false }) { continue }
            let disconnectedBefore = firstDisconnect.map { $0 < event.location } ?? false
            // The newest earlier process that printed one of the keys, and its first scene that did.
            let earlier = keys.compactMap { printedBy[$0] }.max { ($0.process, -$0.scene) < ($1.process, -$1.scene) }
            guard earlier != nil || !disconnectedBefore else { continue }
            let origin = earlier.map { " (\($0.subject.label) of process#\($0.process))" } ?? ""
            findings.append(diagnostic(
                at: event.location, subject: process.subject,
                message: "sessions discarded while the app was not running\(origin) are reported after this launch, as UIKit documents"))
        }
        // By index: each scene read in place, not copied out of the array.
        for position in process.scenes.indices {
            for key in process.scenes[position].sessionKeys where printedBy[key]?.process != process.info.ordinal {
                printedBy[key] = (process.info.ordinal, position, process.scenes[position].subject)
            }
        }
    }
}
