import TraceParser

/// See ``RuleDescription`` below: `app_callbacks_in_scene_app`.
struct AppCallbacksInSceneAppRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds = TraceAnalyzer.appUIEvents

    /// The first of the process being read, and how many.
    private var first: TraceEvent?
    private var calls = 0

    static let description = RuleDescription(
        identifier: "app_callbacks_in_scene_app",
        name: "App Callbacks In Scene App",
        description: "A process that uses scenes also prints the app delegate's UI callbacks",
        rationale: """
            "If you're using scenes, UIKit will not call this method" says the page of each of \
            applicationDidBecomeActive(_:), applicationWillResignActive(_:), \
            applicationDidEnterBackground(_:) and applicationWillEnterForeground(_:). Seeing them in \
            a scene-based process means the app forwards scene callbacks to them itself, or the log \
            merges two apps or two launches. (The UIApplication notifications are posted in both \
            models and are not reported.)
            """,
        fix: "move the work of the app delegate's foreground and background methods to the scene delegate's counterparts, and stop forwarding scene callbacks to them",
        kind: .process, severity: .warning, sources: [.a8, .w1],
        nonTriggeringExamples: [
            Example("""
                sceneDidBecomeActive(_:)
                NSNotificationName(_rawValue: UIApplicationDidBecomeActiveNotification)
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneDidBecomeActive(_:)
                ↓applicationDidBecomeActive(_:)
                sceneWillResignActive(_:)
                applicationWillResignActive(_:)
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard process.isSceneBased, event.source == .callback else { return }
        first = first ?? event
        calls += 1
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        defer { (first, calls) = (nil, 0) }
        guard let first else { return }
        let more = calls > 1 ? " (and \(calls - 1) more)" : ""
        findings.append(diagnostic(
            at: first.location, subject: process.subject,
            message: "\(first.event.swiftName)\(more) in a process that uses scenes: UIKit does not call the app delegate's UI callbacks with scenes; is the app forwarding them, or is this a merged log?"))
    }
}
