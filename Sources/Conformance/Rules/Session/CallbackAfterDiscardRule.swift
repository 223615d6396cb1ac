import TraceParser

/// See ``RuleDescription`` below: `callback_after_discard`.
struct CallbackAfterDiscardRule: Rule {
    static let stepKinds: Set<SubjectKind> = [.scene]
    static let eventKinds: LifecycleEventSet = [.appDidDiscardSceneSessions]

    /// In the process being read: where each session key was discarded, in order, and the
    /// scenes already reported (one finding a scene: its first callback after the discard).
    private var discards: [String: [TraceLocation]] = [:]
    private var reported: Set<Subject.Key> = []

    static let description = RuleDescription(
        identifier: "callback_after_discard",
        name: "Callback After Discard",
        description: "A scene prints a callback after application(_:didDiscardSceneSessions:) discarded its session",
        rationale: """
            UIKit discards a session once its scene is gone for good (the user closed it, or \
            UIKit could no longer show it), and a discarded session never comes back: a scene \
            object of that session printing a life-cycle callback afterwards, in the same process, \
            is impossible as documented. The log merges two runs, a session key is printed for \
            the wrong scene, or the app calls its delegate itself. The finding names both lines. \
            (A callback after the scene disconnected is reported as such, by \
            scene_callback_after_disconnect.)
            """,
        fix: "print the scene and its session's persistentIdentifier in every callback to see which scene printed the line, and never call delegate methods yourself",
        kind: .session, severity: .error, sources: [.a6, .a3],
        nonTriggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x281>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281>]
                scene(_:willConnectTo:options:) <UIWindowScene: 0x102> <UISceneSession: 0x282>
                """),
            Example("""
                application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281>]
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x282>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                """),
            // A new session object at the address of the discarded one.
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x281>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281>]
                scene(_:willConnectTo:options:) <UIWindowScene: 0x102> <UISceneSession: 0x281>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x102>
                """),
        ],
        triggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x281>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                sceneDidEnterBackground(_:) <UIWindowScene: 0x101>
                application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281>]
                ↓sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
                """),
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101> persistentIdentifier: 6F3C
                application(_:didDiscardSceneSessions:) persistentIdentifier: 6F3C
                ↓sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        for key in event.sessionKeys { discards[key, default: []].append(event.location) }
    }

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        // A callback after the scene disconnected is scene_callback_after_disconnect's.
        guard !discards.isEmpty, step.before != .disconnected, !reported.contains(timeline.subject.key) else { return }
        // A discard of a key its callbacks printed, after the scene connected (a session
        // discarded before is another object at a reused address) and before this step.
        let connected = timeline.connects.first?.event.location
        let discards = self.discards
        let found = timeline.sessionKeys.sorted().lazy.compactMap { key in
            discards[key]?.first { discard in (connected.map { $0 < discard } ?? true) && discard < step.event.location }.map { (key, $0) }
        }.first
        guard let (key, discard) = found else { return }
        reported.insert(timeline.subject.key)
        findings.append(diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "\(step.event.event.swiftName) for \(timeline.subject.label) after its session \(key) was discarded (line \(discard.line)): a discarded session does not come back"))
    }

    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        reported.remove(timeline.subject.key)
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        (discards, reported) = ([:], [])
    }
}
