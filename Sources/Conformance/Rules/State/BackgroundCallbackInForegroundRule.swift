import TraceParser

/// See ``RuleDescription`` below: `background_callback_in_foreground`.
struct BackgroundCallbackInForegroundRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds: LifecycleEventSet = [.appPerformFetch, .appBackgroundURLSession]

    static let description = RuleDescription(
        identifier: "background_callback_in_foreground",
        name: "Background Callback In Foreground",
        description: "A callback UIKit makes only in the background (background fetch, background URL session events) comes while the app is in the foreground",
        rationale: """
            The system wakes or launches the app in the background to call \
            application(_:performFetchWithCompletionHandler:) and \
            application(_:handleEventsForBackgroundURLSession:completionHandler:) ("About the \
            background execution sequence"); while the app is in the foreground its URL sessions \
            deliver events to their own delegates and there is no background fetch. Printed while \
            the app is active or inactive (an app-delegate app after applicationDidBecomeActive(_:), \
            a scene-based app with a scene in the foreground), the callback was called by the app \
            itself, or the log lost the move to the background. A process launched into the \
            background (no applicationDidBecomeActive yet) is fine.
            """,
        fix: "do not call background delegate methods yourself; if the app did go to the background, log applicationDidEnterBackground(_:) or sceneDidEnterBackground(_:)",
        kind: .state, severity: .warning, sources: [.a10],
        nonTriggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                application(_:performFetchWithCompletionHandler:)
                applicationDidBecomeActive(_:)
                applicationWillResignActive(_:)
                applicationDidEnterBackground(_:)
                application(_:handleEventsForBackgroundURLSession:completionHandler:)
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
                sceneWillResignActive(_:) <UIWindowScene: 0x1>
                sceneDidEnterBackground(_:) <UIWindowScene: 0x1>
                application(_:performFetchWithCompletionHandler:)
                """),
        ],
        triggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                applicationDidBecomeActive(_:)
                ↓application(_:performFetchWithCompletionHandler:)
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:) <UIWindowScene: 0x1>
                sceneWillEnterForeground(_:) <UIWindowScene: 0x1>
                ↓application(_:handleEventsForBackgroundURLSession:completionHandler:)
                sceneDidBecomeActive(_:) <UIWindowScene: 0x1>
                """),
        ])

    func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        let state = process.appState
        guard state == .active || state == .inactive else { return }
        findings.append(diagnostic(
            at: event.location, subject: process.subject,
            message: "\(event.event.swiftName) while the app is \(state): UIKit calls it only in the background",
            notes: [.init("called by the app itself, or the log lost the move to the background")]))
    }
}
