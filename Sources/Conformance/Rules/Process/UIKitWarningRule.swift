import TraceParser

/// See ``RuleDescription`` below: `uikit_warning`.
struct UIKitWarningRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds = LifecycleEventSet(LifecycleEvent.allCases.filter { $0.domain == .system })

    static let description = RuleDescription(
        identifier: "uikit_warning",
        name: "UIKit Warning",
        description: "UIKit printed one of its own life-cycle warnings: unbalanced appearance transitions, a presentation refused, a completion handler never called, an overdue or unknown background task, a watchdog termination",
        rationale: """
            UIKit checks some of the life cycle itself and says so in the log: \
            "Unbalanced calls to begin/end appearance transitions" when a view controller's \
            appearance callbacks do not pair up (a transition started while another ran), "Attempt \
            to present … whose view is not in the window hierarchy" when a presentation was dropped, \
            "… but the completion handler was never called" when a background fetch or remote \
            notification handler never called back (the system then throttles the app), "Background \
            Task … was created over 30 seconds ago" before it terminates an app that does not end \
            its task, "Can't end BackgroundTask" for an identifier ended twice or never begun, and \
            the watchdog's 0x8badf00d when it kills an app that took too long to launch or to create \
            a scene. Each is an anomaly in its own right, named with the object UIKit printed; the \
            messages that quote a delegate method are not calls of it. A watchdog termination also \
            ends the process, as a kill marker does.
            """,
        kind: .process, severity: .error, sources: [.a23, .a18, .a10, .a22, .a21],
        nonTriggeringExamples: [
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                2024-03-02 09:00:01.000000+0100 App[10:1] Background task 7 ended after 2 seconds
                2024-03-02 09:00:02.000000+0100 App[10:1] Presented <App.AlertViewController: 0x7fb5c8d0b000> on <App.HomeViewController: 0x7fb5c8d09000>
                """),
        ],
        triggeringExamples: [
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                ↓2024-03-02 09:00:01.000000+0100 App[10:1] Unbalanced calls to begin/end appearance transitions for <App.DetailViewController: 0x7fb5c8d0a200>.
                ↓2024-03-02 09:00:02.000000+0100 App[10:1] Attempt to present <App.AlertViewController: 0x7fb5c8d0b000> on <App.HomeViewController: 0x7fb5c8d09000> (from <App.HomeViewController: 0x7fb5c8d09000>) whose view is not in the window hierarchy.
                ↓2024-03-02 09:00:03.000000+0100 App[10:1] Application delegate received call to -application:performFetchWithCompletionHandler: but the completion handler was never called.
                ↓2024-03-02 09:00:04.000000+0100 App[10:1] Background Task 7 ("Sync"), was created over 30 seconds ago. In applications running in the background, this creates a risk of termination. Remember to call UIApplication.endBackgroundTask(_:) for your task in a timely manner to avoid this.
                ↓2024-03-02 09:00:05.000000+0100 App[10:1] Can't end BackgroundTask: no background task exists with identifier 9 (0x9), or it may have already been ended. Break in UIApplicationEndBackgroundTaskError() to debug.
                """),
            Example("""
                2024-03-02 09:00:00.000000+0100 App[10:1] application(_:didFinishLaunchingWithOptions:)
                ↓2024-03-02 09:00:20.000000+0100 App[10:1] scene-create watchdog transgression: application<com.example.App>:10 exhausted real (wall clock) time allowance of 19.97 seconds
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        let controller = event.viewController.map { name in name + (event.viewControllerInstance.map { " (\($0))" } ?? "") }
        var finding: Diagnostic
        switch event.event {
        case .systemUnbalancedAppearance:
            finding = diagnostic(
                at: event.location, subject: process.subject,
                message: "UIKit reports unbalanced appearance transitions for \(controller ?? "a view controller"): its will/did appear and disappear callbacks do not pair up")
            finding.notes = [.init("UIKit prints this when a transition starts before the previous one ended (presenting, pushing or dismissing while another transition runs) or when beginAppearanceTransition(_:animated:) has no endAppearanceTransition()")]
            finding.fix = "start a transition in the completion of the one before, and end every beginAppearanceTransition(_:animated:) with endAppearanceTransition()"
        case .systemPresentationNotInHierarchy:
            finding = diagnostic(
                at: event.location, subject: process.subject,
                message: "UIKit did not present \(controller ?? "a view controller")\(Self.presenter(in: event.raw).map { " on \($0)" } ?? ""): the presenting view controller's view is not in the window hierarchy")
            finding.severity = .warning
            finding.fix = "present from a view controller whose view is in a window (after its viewDidAppear(_:)), not from viewDidLoad() or a controller that was dismissed"
        case .systemCompletionHandlerNotCalled:
            finding = diagnostic(
                at: event.location, subject: process.subject,
                message: "UIKit reports that \(Self.selector(in: event.raw) ?? "a delegate method")'s completion handler was never called")
            finding.notes = [.init("the system uses the completion handler to end the app's background time and to schedule its next background launch")]
            finding.fix = "call the completion handler once on every path, also on errors and early returns"
        case .systemBackgroundTaskOverdue:
            finding = diagnostic(
                at: event.location, subject: process.subject,
                message: "background task \(Self.task(in: event.raw) ?? "") has run over 30 seconds in the background: UIKit warns that the app risks termination")
            finding.severity = .warning
            finding.fix = "end every task begun with beginBackgroundTask(expirationHandler:) with endBackgroundTask(_:), also in its expiration handler"
        case .systemBackgroundTaskNotFound:
            finding = diagnostic(
                at: event.location, subject: process.subject,
                message: "endBackgroundTask(_:) for a task that does not exist (ended twice, or never begun)")
            finding.severity = .warning
            finding.fix = "end each task once, with the identifier beginBackgroundTask(expirationHandler:) returned, and set it to .invalid afterwards"
        default:
            finding = diagnostic(
                at: event.location, subject: process.subject,
                message: "the watchdog terminated the process: it took too long (launch, scene creation or a blocked main thread)")
            finding.notes = [.init("the process ends here: the log's next events belong to another process")]
            finding.fix = "take slow work off the main thread during launch and scene(_:willConnectTo:options:): defer it, or run it in the background"
        }
        // The page of the API the message is about.
        finding.sourceURL = Vocabulary.entry(for: event.event).documentation ?? finding.sourceURL
        findings.append(finding)
    }

    /// The class of the second object of `Attempt to present <A: 0x…> on <B: 0x…>`: `B`.
    private static func presenter(in raw: String) -> String? {
        guard let on = raw.range(of: " on <") else { return nil }
        let rest = raw[on.upperBound...]
        guard let end = rest.firstIndex(where: { $0 == ":" || $0 == ">" }) else { return nil }
        return String(rest[..<end].split(separator: ".").last ?? "")
    }

    /// `-application:performFetchWithCompletionHandler:` in `… received call to -application:… but …`.
    private static func selector(in raw: String) -> String? {
        guard let start = raw.range(of: "-application:") else { return nil }
        let rest = raw[start.lowerBound...]
        return String(rest.prefix { $0 != " " })
    }

    /// `7 ("Sync")` in `Background Task 7 ("Sync"), was created …`.
    private static func task(in raw: String) -> String? {
        guard let start = raw.range(of: "Background Task ") else { return nil }
        let rest = raw[start.upperBound...]
        return rest.range(of: "),").map { String(rest[..<$0.lowerBound]) + ")" } ?? String(rest.prefix { $0 != "," })
    }
}
