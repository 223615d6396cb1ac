import TraceParser

/// See ``RuleDescription`` below: `vc_transition`.
struct ViewControllerTransitionRule: Rule {
    static let description = RuleDescription(
        identifier: "vc_transition",
        name: "View Controller Transition",
        description: "A view controller's appearance callback that its appearance state does not allow",
        rationale: """
            A view moves between Disappeared, Appearing, Appeared and Disappearing along six edges: \
            will/did appear, will/did disappear, and the two cancellations (viewWillDisappear(_:) \
            while appearing, viewWillAppear(_:) while disappearing), as UIViewController documents \
            ("if you start a process in a will callback, end it in the corresponding did and the \
            opposite will callback"). viewDidLoad() comes once, before the first viewWillAppear(_:). \
            A callback no missing callback explains (after deinit, a second viewDidLoad()) is an \
            error. A gap names the missing callbacks: an error for one instance (a pointer) when the \
            log prints those callbacks elsewhere (spec §12: only the six edges), a warning when it \
            never prints them (the app may not log them) or names the controller by class only \
            (several instances may interleave).
            """,
        fix: "call super in every appearance override and add child view controllers with addChild(_:) and didMove(toParent:), so appearance callbacks pair up",
        kind: .state, severity: .error, sources: [.a18, .d20],
        nonTriggeringExamples: [
            Example("""
                ChildViewController willMove(toParent:)
                ChildViewController viewDidLoad()
                ChildViewController didMove(toParent:)
                ChildViewController viewWillAppear(_:)
                ChildViewController traitCollectionDidChange(_:)
                ChildViewController viewDidAppear(_:)
                ChildViewController viewWillTransition(to:with:)
                """),
            Example("""
                VC2 viewWillDisappear
                VC1 viewWillAppear
                VC1 viewWillDisappear
                VC1 viewDidDisappear
                VC2 viewWillAppear
                VC2 viewDidAppear
                """),
            Example("""
                -[ViewController viewDidLoad]
                -[ViewController viewWillAppear:]
                -[ViewController viewIsAppearing:]
                -[ViewController viewDidAppear:]
                -[ViewController viewWillDisappear:]
                -[ViewController viewDidDisappear:]
                -[ViewController dealloc]
                """),
        ],
        triggeringExamples: [
            Example("""
                HomeViewController.viewDidLoad()
                HomeViewController.viewWillAppear(_:)
                HomeViewController.viewDidAppear(_:)
                HomeViewController.viewWillDisappear(_:)
                ↓HomeViewController.viewDidAppear(_:)
                """),
            Example("""
                <App.DetailViewController: 0x7f01> viewDidLoad()
                <App.DetailViewController: 0x7f01> viewWillAppear(_:)
                <App.DetailViewController: 0x7f01> viewDidAppear(_:)
                ↓<App.DetailViewController: 0x7f01> viewDidLoad()
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.viewController]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        switch step.outcome {
        case .gap(let missing):
            var finding = gapDiagnostic(timeline, index: index, step: step, missing: missing)
            if step.event.viewControllerInstance == nil {
                // A class or label may stand for several instances whose callbacks interleave.
                finding.severity = .warning
                finding.notes.append(.init("the log names the controller by class or label only; print self to tell instances apart"))
            } else if finding.condition != nil {
                // The file's end says whether the app logs the missing callbacks at all.
                finding.condition = .warnsIfNeverPrinted(missing: missing)
            } else if missing.contains(where: timeline.callbacks.neverPrints) {
                finding.severity = .warning
            }
            findings.append(finding)
        case .illegal, .afterEnd:
            var finding = diagnostic(
                at: step.event.location, subject: timeline.subject,
                message: "\(step.event.event.swiftName) is not possible when the view is \(step.before)", step: step, model: timeline.model)
            // A class or label may stand for several instances; only a pointer makes it certain.
            if step.event.viewControllerInstance == nil {
                finding.severity = .warning
                finding.notes = [.init("the log names the controller by class or label only; print self to tell instances apart")]
            }
            findings.append(finding)
        default:
            break
        }
    }
}
