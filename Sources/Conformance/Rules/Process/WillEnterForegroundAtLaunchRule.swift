import TraceParser

/// See ``RuleDescription`` below: `will_enter_foreground_at_launch`.
struct WillEnterForegroundAtLaunchRule: ClaimingRule {
    static let description = RuleDescription(
        identifier: "will_enter_foreground_at_launch",
        name: "Will Enter Foreground At Launch",
        description: "An app without scenes prints applicationWillEnterForeground(_:) right after launching",
        rationale: """
            In the app-delegate life cycle a foreground launch goes didFinishLaunching → \
            applicationDidBecomeActive(_:); applicationWillEnterForeground(_:) belongs only to a \
            return from the background. (Scenes differ: sceneWillEnterForeground(_:) is called for \
            new scenes too.) Code that relies on willEnterForeground at launch does not run; this \
            asymmetry is a classic source of bugs when moving between the two models. A process \
            launched into the background is exempt: its launch callback printed applicationState \
            background or the launch options of a background launch (location, remote \
            notification, Bluetooth), UIKit may not call applicationDidEnterBackground(_:) then \
            (D15), and applicationWillEnterForeground(_:) is how it comes onscreen.
            """,
        fix: "do launch work in application(_:didFinishLaunchingWithOptions:) or applicationDidBecomeActive(_:), and find what calls applicationWillEnterForeground(_:) at launch",
        kind: .process, severity: .warning, sources: [.a20, .a9, .d15],
        nonTriggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                applicationDidBecomeActive(_:)
                applicationWillResignActive(_:)
                applicationDidEnterBackground(_:)
                applicationWillEnterForeground(_:)
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:) [UIApplicationLaunchOptionsKey(_rawValue: UIApplicationLaunchOptionsLocationKey): 1]
                applicationWillEnterForeground(_:)
                applicationDidBecomeActive(_:)
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:) applicationState: background
                applicationWillEnterForeground(_:)
                applicationDidBecomeActive(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                ↓applicationWillEnterForeground(_:)
                applicationDidBecomeActive(_:)
                """),
        ])

    static let stepKinds: Set<SubjectKind> = [.app]
    static let eventKinds: LifecycleEventSet = [.appWillFinishLaunching, .appDidFinishLaunching]

    /// Launch option keys that come with launches into the background (a location event, a
    /// remote notification, Bluetooth, a Newsstand download; `remoteNotification` also comes when
    /// the user taps a notification, so it only says the launch may have been in the background).
    static let backgroundLaunchOptions: Set<String> = [
        "location", "remoteNotification", "bluetoothCentrals", "bluetoothPeripherals", "newsstandDownloads",
    ]

    /// In the process being read: the first launch callback that says the process was (or may
    /// have been) launched into the background, by printing `applicationState` background or
    /// launch options of a background launch.
    private var backgroundLaunch: TraceLocation?

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard backgroundLaunch == nil else { return }
        if event.printedState == .background || event.launchOptions.contains(where: Self.backgroundLaunchOptions.contains) {
            backgroundLaunch = event.location
        }
    }

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        // Evidence printed before the step (a launch printed later is of no help to this one).
        guard Self.claims(step), !(backgroundLaunch.map { $0 < step.event.location } ?? false) else { return }
        findings.append(diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "applicationWillEnterForeground(_:) right after launch: a cold launch goes straight to applicationDidBecomeActive(_:)",
            step: step, model: timeline.model))
    }

    /// The steps this rule reports (and the general app transition rule leaves alone).
    static func claims(_ step: Step) -> Bool {
        step.event.event == .appWillEnterForeground && step.before == .launched
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        backgroundLaunch = nil
    }
}
