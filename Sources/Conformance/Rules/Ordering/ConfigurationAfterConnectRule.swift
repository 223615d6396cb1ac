import TraceParser

/// See ``RuleDescription`` below: `configuration_after_connect`.
struct ConfigurationAfterConnectRule: Rule {
    static let stepKinds: Set<SubjectKind> = []

    static let description = RuleDescription(
        identifier: "configuration_after_connect",
        name: "Configuration After Connect",
        description: "application(_:configurationForConnecting:options:) comes after the scene(_:willConnectTo:options:) of its session",
        rationale: """
            UIKit calls application(_:configurationForConnecting:options:) "shortly before creating \
            a new scene" to choose the configuration (delegate class, storyboard) the scene is then \
            created with. Once the scene has connected to the session it is too late: the log is out \
            of order, or the session printed is not the one being configured.
            """,
        fix: "log application(_:configurationForConnecting:options:) at its start, with connectingSceneSession.persistentIdentifier",
        kind: .ordering, severity: .error, sources: [.a5, .w1],
        nonTriggeringExamples: [
            Example("""
                application(_:configurationForConnecting:options:) // UISceneSession: 0x281ae9200
                scene(_:willConnectTo:options:) // UIWindowScene: 0x106c00440 UISceneSession: 0x281ae9200
                """),
        ],
        triggeringExamples: [
            Example("""
                scene(_:willConnectTo:options:) // UIWindowScene: 0x106c00440 UISceneSession: 0x281ae9200
                ↓application(_:configurationForConnecting:options:) // UISceneSession: 0x281ae9200
                """),
        ])

    func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        for session in process.sessions {
            guard let configured = session.configured, let connection = session.connections.first, connection.location < configured
            else { continue }
            findings.append(diagnostic(
                at: configured, subject: connection.scene,
                message: "configuration for session \(session.key) after \(connection.scene.label) connected to it at line \(connection.location.line)"))
        }
    }
}
