import TraceParser

/// See ``RuleDescription`` below: `app_transition`.
struct AppTransitionRule: Rule {
    static let description = RuleDescription(
        identifier: "app_transition",
        name: "App Transition",
        description: "In an app without scenes, an app-delegate callback that the app's state does not allow",
        rationale: """
            Without scenes (iOS 12, or no UIApplicationSceneManifest) the app delegate gets the UI \
            life cycle: launch, become active, resign active, enter the background, enter the \
            foreground, terminate (App Programming Guide, "The App Life Cycle"). A callback that no \
            insertion of missing callbacks explains, such as a callback after \
            applicationWillTerminate(_:), is an error; one that is legal only if callbacks the log \
            does not show came in between is a warning that names them.
            """,
        fix: "log every UIApplicationDelegate life-cycle callback inside the callback, with the pid; never call delegate methods yourself",
        kind: .state, severity: .error, sources: [.a20, .a9, .a10],
        nonTriggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                applicationDidBecomeActive(_:)
                applicationWillResignActive(_:)
                applicationDidEnterBackground(_:)
                applicationWillEnterForeground(_:)
                applicationDidBecomeActive(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                applicationDidBecomeActive(_:)
                applicationWillResignActive(_:)
                applicationDidEnterBackground(_:)
                applicationWillEnterForeground(_:)
                applicationDidBecomeActive(_:)
                ↓applicationDidEnterBackground(_:)
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.app]

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard !ClaimingRules.claim(step, of: timeline.subject.kind) else { return }
        switch step.outcome {
        case .gap(let missing):
            var finding = gapDiagnostic(timeline, index: index, step: step, missing: missing)
            // A documented "will" before this "did" is an error; other gaps may be a partial log.
            let documented = (step.event.event == .appDidEnterBackground && missing.contains(.appWillResignActive))
                || (step.event.event == .appDidBecomeActive && missing.contains(.appWillEnterForeground))
            if !documented { finding.severity = .warning }
            findings.append(finding)
        case .illegal:
            findings.append(diagnostic(
                at: step.event.location, subject: timeline.subject,
                message: "\(step.event.event.swiftName) is not possible in state \(step.before)", step: step, model: timeline.model))
        default:
            break
        }
    }
}
