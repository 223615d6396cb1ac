import TraceParser

/// See ``RuleDescription`` below: `discard_connected_session`.
struct DiscardConnectedSessionRule: Rule {
    static let stepKinds: Set<SubjectKind> = [.scene]
    static let stepEvents: LifecycleEventSet = [.sceneDidDisconnect]
    static let eventKinds: LifecycleEventSet = [.appDidDiscardSceneSessions]

    /// The discards of the process being read, and where each of its scenes disconnected (a
    /// scene object disconnects once).
    private var discards: [TraceEvent] = []
    private var disconnects: [Subject.Key: [TraceLocation]] = [:]

    static let description = RuleDescription(
        identifier: "discard_connected_session",
        name: "Discard Connected Session",
        description: "application(_:didDiscardSceneSessions:) names a session whose scene is still connected",
        rationale: """
            UIKit discards a session after its scene is gone: the user removed it from the app \
            switcher, or UIKit can no longer show it. Discarding a session whose scene connected in \
            this process and never disconnected contradicts that. It is a warning, not an error: \
            NativeScript saw a discarded session's identifier equal to one being restored at the \
            same launch.
            """,
        fix: "before deleting a discarded session's data, check by persistentIdentifier that no connected scene still uses it",
        kind: .session, severity: .warning, sources: [.a6, .a19],
        nonTriggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x281>
                sceneDidDisconnect(_:) <UIWindowScene: 0x101>
                application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281>]
                """),
        ],
        triggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x281>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                ↓application(_:didDiscardSceneSessions:) [<UISceneSession: 0x281>]
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        discards.append(event)
    }

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        disconnects[timeline.subject.key, default: []].append(step.event.location)
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        defer { (discards, disconnects) = ([], [:]) }
        findings += discardsOfConnectedSessions(in: process)
    }

    private func discardsOfConnectedSessions(in process: ProcessAnalysis) -> [Diagnostic] {
        guard !discards.isEmpty else { return [] }
        return discards.flatMap { event in
            event.sessions.compactMap { key -> Diagnostic? in
                guard let session = process.session(key),
                    let connection = session.connections.last(where: { $0.location < event.location }),
                    let scene = process.scene(connection.scene),
                    !(disconnects[scene.subject.key] ?? []).contains(where: { $0 > connection.location && $0 < event.location })
                else { return nil }
                return diagnostic(
                    at: event.location, subject: scene.subject,
                    message: "session \(key) discarded while \(scene.subject.label) is still connected to it (connected at line \(connection.location.line), never disconnected)")
            }
        }
    }
}
