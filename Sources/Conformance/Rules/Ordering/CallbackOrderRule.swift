import TraceParser

/// See ``RuleDescription`` below: `callback_order`.
struct CallbackOrderRule: Rule {
    static let description = RuleDescription(
        identifier: "callback_order",
        name: "Callback Order",
        description: "Two callbacks of one subject come in each other's place",
        rationale: """
            Two neighbouring callbacks that are each legal only in the other order (for example \
            sceneDidBecomeActive(_:) before sceneWillEnterForeground(_:)) are reported once as out \
            of order rather than as two missing callbacks. The documented order is violated, which \
            is an error for scenes and the app delegate; in logs it often means that one of the two \
            is printed from asynchronous code (a dispatch to the main queue) rather than in the \
            callback itself. For view controllers and scene phases it is a warning.
            """,
        fix: "log the callback synchronously at its start, not from DispatchQueue.main.async or a Task",
        kind: .ordering, severity: .error, sources: [.a3, .a20, .a18],
        nonTriggeringExamples: [
            Example("""
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                ↓sceneDidBecomeActive(_:)
                sceneWillEnterForeground(_:)
                sceneWillResignActive(_:)
                """),
            Example("""
                VC1 viewDidLoad
                ↓VC1 viewDidAppear
                VC1 viewWillAppear
                VC1 viewWillDisappear
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.scene, .app, .viewController, .scenePhase]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        // Report the pair once, at its first callback, when its second one comes.
        guard step.outcome == .outOfOrder(first: false), index > 0 else { return }
        let first = timeline.step(at: index - 1)
        var finding = diagnostic(
            at: first.event.location, subject: timeline.subject,
            message: "\(first.event.event.swiftName) came before \(step.event.event.swiftName) (line \(step.event.location.line)); the documented order is the other way round",
            step: first, model: timeline.model)
        if timeline.subject.kind == .viewController || timeline.subject.kind == .scenePhase { finding.severity = .warning }
        findings.append(finding)
    }
}
