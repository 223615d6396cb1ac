import TraceParser

/// See ``RuleDescription`` below: `restored_session`.
struct RestoredSessionRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds: LifecycleEventSet = [.appConfigurationForConnecting, .sceneWillConnect]

    /// The configurations and connections of the process being read, in order.
    private var events: [TraceEvent] = []

    static let description = RuleDescription(
        identifier: "restored_session",
        name: "Restored Session",
        description: "A scene connects without application(_:configurationForConnecting:options:), so its session was restored",
        rationale: """
            UIKit calls application(_:configurationForConnecting:options:) only when it creates a \
            new scene session. When the previous launch's session survived (the app was stopped \
            from Xcode, crashed, was killed in the background, or the user did not close the \
            window), UIKit restores it and calls scene(_:willConnectTo:options:) alone. Developers \
            often report this as "configurationForConnecting is not called"; it is correct, and \
            state saved in session.stateRestorationActivity is available here.
            """,
        fix: "set the window up in scene(_:willConnectTo:options:), which runs for restored sessions too (read session.stateRestorationActivity there), not in application(_:configurationForConnecting:options:)",
        kind: .session, severity: .note, sources: [.a5, .a19, .d7, .w2],
        nonTriggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                application(_:configurationForConnecting:options:)
                scene(_:willConnectTo:options:)
                """),
        ],
        triggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                ↓scene(_:willConnectTo:options:) // UIWindowScene: 0x106c00580 UISceneSession: 0x281a58a00
                application(_:configurationForConnecting:options:) // UISceneSession: 0x281ae9200
                scene(_:willConnectTo:options:) // UIWindowScene: 0x106c00440 UISceneSession: 0x281ae9200
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                ↓scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x281>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                application(_:configurationForConnecting:options:) <UISceneSession: 0x282>
                scene(_:willConnectTo:options:) <UIWindowScene: 0x102> <UISceneSession: 0x282>
                ↓scene(_:willConnectTo:options:) <UIWindowScene: 0x202> <UISceneSession: 0x281>
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        // Only meaningful when the launch is in the log (below).
        if process.launchSeen { events.append(event) }
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        defer { events = [] }
        // Apps that never print the configuration call are not checked: only the file's end tells.
        let waits = process.callbacks.isOpen(.appConfigurationForConnecting)
        for var finding in restoredSessions(in: process) {
            if waits { finding.condition = .requiresPrinted(.appConfigurationForConnecting) }
            findings.append(finding)
        }
    }

    private func restoredSessions(in process: ProcessAnalysis) -> [Diagnostic] {
        // Only meaningful when the launch is in the log and the app prints the configuration call.
        guard process.launchSeen, !process.callbacks.neverPrints(.appConfigurationForConnecting) else { return [] }
        var unclaimedConfigurations = 0
        var findings: [Diagnostic] = []
        let noneConfigured = process.sessions.allSatisfy { $0.configured == nil }
        // The scene each connection went to.
        var connected: [TraceLocation: Subject] = [:]
        // By index: each scene read in place, not copied out of the array.
        for index in process.scenes.indices {
            for step in process.scenes[index].connects { connected[step.event.location] = process.scenes[index].subject }
        }
        for event in events {
            if event.event == .appConfigurationForConnecting, event.sessions.isEmpty { unclaimedConfigurations += 1 }
            guard event.event == .sceneWillConnect, event.source == .callback else { continue }
            // A configuration printed for the session at all (even too late) means it was new.
            let configured = event.sessions.contains { process.session($0)?.configured != nil }
            if configured { continue }
            if event.sessions.isEmpty || noneConfigured, unclaimedConfigurations > 0 {
                unclaimedConfigurations -= 1
                continue
            }
            let scene = connected[event.location]
            let session = event.sessions.first.map { " \($0)" } ?? ""
            // A session whose earlier scene disconnected in this process reconnects; it is not restored.
            if let earlier = event.sessions.lazy.compactMap({ process.session($0)?.connections.first }).first,
                earlier.location < event.location, let scene
            {
                findings.append(diagnostic(
                    at: event.location, subject: scene,
                    message: "\(scene.label) connected to the session\(session) of \(earlier.scene.label) (connected at line \(earlier.location.line)) without application(_:configurationForConnecting:options:): the session outlived its scene and reconnected",
                    notes: [.init("UIKit may release a background scene and later connect a new scene object to the same session")]))
                continue
            }
            findings.append(diagnostic(
                at: event.location, subject: scene,
                message: "\(scene?.label ?? "the scene")'s session\(session) connected without application(_:configurationForConnecting:options:): UIKit restored it from an earlier launch",
                notes: [.init("UIKit asks for a configuration only for new sessions; a restored session goes straight to scene(_:willConnectTo:options:)")]))
        }
        return findings
    }
}
