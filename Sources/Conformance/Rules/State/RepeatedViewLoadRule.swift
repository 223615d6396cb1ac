import TraceParser

/// See ``RuleDescription`` below: `repeated_view_load`.
struct RepeatedViewLoadRule: Rule {
    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds = LifecycleEventSet(LifecycleEvent.allCases.filter { $0.domain == .viewController })

    /// What each view controller class (or label) that prints no pointer printed since its view
    /// last loaded. Forgotten at a `deinit` of the class.
    private var controllers: [String: Loads] = [:]

    private struct Loads {
        /// The line of the first load of the current run, and how many loads the run has.
        var firstLine: Int
        var count: Int
        /// The class's previous event.
        var last: LifecycleEvent
    }

    static let description = RuleDescription(
        identifier: "repeated_view_load",
        name: "Repeated View Load",
        description: "A view controller class that prints no pointer loads its view again and again, with nothing else of its life in between",
        rationale: """
            UIKit loads a view controller's view once, the first time its view property is read \
            (loadView() then viewDidLoad()), and keeps it until the controller is deallocated \
            (UIViewController). A second load of one instance (the same pointer) is vc_transition's \
            error: viewDidLoad() is not allowed once the view loaded. A log that prints no pointer \
            cannot tell one instance from many, so a run of loads of one class with nothing else \
            of its life in between (no appearance, no deinit) is this rule's warning, which says \
            why: either one controller reloading its view (a loadView() that reads self.view, or \
            a view set to nil), or controllers created and dropped without ever appearing.
            """,
        fix: "print the view controller in its callbacks (print(#function, self)) to tell instances apart; if it is one instance, find what creates it again",
        kind: .state, severity: .warning, sources: [.a18],
        nonTriggeringExamples: [
            Example("""
                <App.FeedViewController: 0x7fb5c8d0a200> loadView()
                <App.FeedViewController: 0x7fb5c8d0a200> viewDidLoad()
                <App.FeedViewController: 0x7fb5c8d0a200> viewWillAppear(_:)
                <App.FeedViewController: 0x7fb5c8d0a200> deinit
                <App.FeedViewController: 0x7fb5c8d0a200> viewDidLoad()
                """),
            Example("""
                ProfileVC viewDidLoad()
                ProfileVC viewWillAppear(_:)
                ProfileVC viewDidAppear(_:)
                ProfileVC viewDidLoad()
                """),
            // One instance's second load is vc_transition's error.
            Example("""
                <App.FeedViewController: 0x7fb5c8d0a200> viewDidLoad()
                <App.FeedViewController: 0x7fb5c8d0a200> viewDidLoad()
                """),
        ],
        triggeringExamples: [
            Example("""
                ProfileVC loadView()
                ProfileVC viewDidLoad()
                ↓ProfileVC loadView()
                ProfileVC viewDidLoad()
                ↓ProfileVC loadView()
                ProfileVC viewDidLoad()
                """),
            Example("""
                VC loaded: Settings
                ↓VC loaded: Settings
                Settings view will appear
                """),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard let key = event.viewController else { return }
        if event.event == .vcDealloc {
            // Also a deinit that prints self (a pointer) ends the class's run.
            controllers[key] = nil
            return
        }
        guard event.viewControllerInstance == nil else { return }
        // One lookup of a known class's name (hashing it is most of the rule's cost per callback).
        guard let position = controllers.index(forKey: key) else {
            if event.event == .vcLoadView || event.event == .vcViewDidLoad {
                controllers[key] = Loads(firstLine: event.location.line, count: 1, last: event.event)
            }
            return
        }
        var loads = controllers.values[position]
        let completesLoad = event.event == .vcViewDidLoad && loads.last == .vcLoadView
        let isLoad = event.event == .vcLoadView || (event.event == .vcViewDidLoad && !completesLoad)
        defer { controllers.values[position] = loads }
        loads.last = event.event
        guard isLoad else {
            // Something else of its life ends the run.
            if !completesLoad { loads.count = 0 }
            return
        }
        guard loads.count > 0 else {
            (loads.firstLine, loads.count) = (event.location.line, 1)
            return
        }
        loads.count += 1
        var finding = diagnostic(
            at: event.location, subject: process.subject,
            message: "\(key)'s view loaded \(Self.times(loads.count)) since line \(loads.firstLine) with nothing else of its life in between (no appearance, no deinit)")
        finding.notes = [.init(
            "the log prints no pointer, so these may be several instances created and dropped without appearing; one instance that reloads its view has a loadView() that reads self.view or sets view to nil. Print self to tell them apart")]
        findings.append(finding)
    }

    private static func times(_ count: Int) -> String {
        count == 2 ? "twice" : "\(count) times"
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        controllers = [:]
    }
}
