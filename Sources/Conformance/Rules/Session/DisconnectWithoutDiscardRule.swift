import TraceParser

/// See ``RuleDescription`` below: `disconnect_without_discard`.
struct DisconnectWithoutDiscardRule: Rule {
    static let stepKinds: Set<SubjectKind> = [.scene]
    static let stepEvents: LifecycleEventSet = [.sceneDidDisconnect]
    static let eventKinds: LifecycleEventSet = [.appDidDiscardSceneSessions]

    /// In the process being read: each scene's first disconnection that left it disconnected.
    private var disconnected: [Subject.Key: Step] = [:]

    /// In the process being read: the last discard naming each session key, and the last naming none.
    private var lastDiscard: [String: TraceLocation] = [:]
    private var lastAnonymousDiscard: TraceLocation?

    static let description = RuleDescription(
        identifier: "disconnect_without_discard",
        name: "Disconnect Without Discard",
        description: "A scene disconnects and its session is not discarded in the same process",
        rationale: """
            sceneDidDisconnect(_:) is not the end of the session: UIKit also disconnects scenes to \
            reclaim memory, and the session can reconnect later with a new scene object. Only when \
            the user closes the window does UIKit discard the session, with \
            application(_:didDiscardSceneSessions:), and if the app is not running then, it reports \
            the discard after the next launch. Deleting a window's data on disconnect loses it \
            (brave-ios lost tabs this way).
            """,
        fix: "keep a window's data when its scene disconnects (save it, or its session.stateRestorationActivity); delete it only in application(_:didDiscardSceneSessions:)",
        kind: .session, severity: .note, sources: [.a6, .a3, .w1],
        nonTriggeringExamples: [
            Example("""
                sceneDidEnterBackground(_:) <UIWindowScene: 0x101; persistentIdentifier: A1>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101; persistentIdentifier: A1>
                application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281; persistentIdentifier: A1>]
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneDidEnterBackground(_:) <UIWindowScene: 0x101>
                ↓sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        let keys = event.sessionKeys
        if keys.isEmpty { lastAnonymousDiscard = event.location }
        for key in keys { lastDiscard[key] = event.location }
    }

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if step.after == .disconnected, disconnected[timeline.subject.key] == nil { disconnected[timeline.subject.key] = step }
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        findings += disconnectsWithoutDiscard(in: process)
        lastDiscard = [:]
        lastAnonymousDiscard = nil
        disconnected = [:]
    }

    private func disconnectsWithoutDiscard(in process: ProcessAnalysis) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // By index: each scene read in place (a closure over the scenes is handed copies).
        for index in process.scenes.indices {
            let subject = process.scenes[index].subject
            guard let disconnect = disconnected[subject.key] else { continue }
            let keys = process.scenes[index].sessionKeys.union(process.scenes[index].session.map { [$0] } ?? [])
            let after = { (location: TraceLocation?) in location.map { $0 > disconnect.event.location } ?? false }
            if after(lastAnonymousDiscard) || keys.contains(where: { after(lastDiscard[$0]) }) { continue }
            findings.append(diagnostic(
                at: disconnect.event.location, subject: subject,
                message: "\(subject.label) disconnected but its session was not discarded in this process: UIKit may reconnect it later, or report the discard after the next launch"))
        }
        return findings
    }
}
