import TraceParser

/// See ``RuleDescription`` below: `printed_app_state`.
struct PrintedAppStateRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds = LifecycleEventSet(DocumentedAppState.inside.keys)

    static let description = RuleDescription(
        identifier: "printed_app_state",
        name: "Printed App State",
        description: "The application state a log prints inside an app-delegate callback is not the one UIKit reports there",
        rationale: """
            Loggers often print UIApplication.shared.applicationState beside the callback. Read \
            inside the callbacks it is: inactive in didFinishLaunching of a foreground launch and \
            background in one launched into the background, active in applicationDidBecomeActive(_:) \
            and still active in applicationWillResignActive(_:), background in \
            applicationDidEnterBackground(_:) and still background in \
            applicationWillEnterForeground(_:), background in applicationWillTerminate(_:) (UIKit \
            moves an app to the background before it terminates it): the state changes after a \
            will- callback and before a did- callback (UIApplication.State; observed in LTSDemo). Another value means the \
            state was read elsewhere (on another queue, later), or the line prints something else \
            as a state.
            """,
        fix: "print UIApplication.shared.applicationState synchronously inside the callback, not from a dispatched block or a stored value",
        kind: .state, severity: .warning, sources: [.a14, .d6],
        nonTriggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:) applicationState: inactive
                applicationDidBecomeActive(_:) applicationState: active
                applicationWillResignActive(_:) applicationState: active
                applicationDidEnterBackground(_:) applicationState: background
                applicationWillEnterForeground: Background
                applicationWillTerminate(_:) applicationState=background
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:) state=background
                applicationDidEnterBackground(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:) applicationState: inactive
                applicationDidBecomeActive(_:) applicationState: active
                applicationWillResignActive(_:) applicationState: active
                applicationDidEnterBackground(_:) applicationState: background
                ↓applicationWillEnterForeground: Inactive
                ↓applicationDidBecomeActive(_:) UIApplicationStateInactive
                ↓applicationWillTerminate(_:) state: active
                """),
        ])

    func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard event.source == .callback, let printed = event.printedState, let allowed = DocumentedAppState.inside[event.event],
            !allowed.contains(printed)
        else { return }
        let reported = allowed.map(\.rawValue).joined(separator: " or ")
        findings.append(diagnostic(
            at: event.location, subject: process.subject,
            message: "\(event.event.swiftName) printed applicationState \(printed.rawValue); inside this callback UIKit reports \(reported)",
            notes: [.init("the state changes after a will- callback and before a did- callback; a value read on another queue or later may already differ")]))
    }
}
