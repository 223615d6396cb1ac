import TraceParser

/// See ``RuleDescription`` below: `repeated_callback`.
struct RepeatedCallbackRule: Rule {
    /// Callbacks whose repeats are accepted (option `ignore`).
    let ignored: Set<LifecycleEvent>

    init() { ignored = [] }

    init(options: RuleOptions) { ignored = Set(options.events("ignore")) }

    static let description = RuleDescription(
        identifier: "repeated_callback",
        name: "Repeated Callback",
        description: "The same state-changing callback arrives twice in a row for one subject",
        rationale: """
            A second sceneDidBecomeActive(_:) (or viewWillAppear(_:), …) with nothing in between \
            does not change the state. Devices do show spurious repeats (openradar 49216830: \
            applicationDidBecomeActive called twice around Notification Center), but more often \
            the app logs from two places, or two objects share one label. Work done in the \
            callback runs twice. Different lines naming the same callback back to back (a callback \
            that logs its start and its end, or a class that logs what the delegate forwards) are \
            read as one callback and not reported; neither are scene phases in processes with \
            several scenes.
            """,
        kind: .state, severity: .warning, sources: [.d16, .a3, .a18],
        nonTriggeringExamples: [
            Example("""
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                sceneDidBecomeActive(_:)
                """),
            Example("""
                applicationWillResignActive(_:)
                applicationDidBecomeActive: hiding the privacy screen
                applicationDidBecomeActive: notifying the service
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneWillResignActive(_:)
                sceneDidBecomeActive(_:)
                ↓sceneDidBecomeActive(_:)
                """),
            Example("""
                VC1 viewDidLoad
                VC1 viewWillAppear
                ↓VC1 viewWillAppear
                """),
            Example("""
                applicationWillResignActive(_:)
                applicationDidBecomeActive: hiding the privacy screen
                applicationDidBecomeActive: notifying the service
                ↓applicationDidBecomeActive: hiding the privacy screen
                """),
        ],
        options: [
            RuleOptionSpec(
                name: "ignore", type: .events, defaultValue: "[]",
                description: "canonical ids of callbacks whose repeats are accepted, e.g. [scene.didBecomeActive]"),
        ])

    /// A line without its digits (timestamps, pids, pointers), to tell a repeated statement
    /// from two different statements.
    static func text(_ raw: String) -> String {
        // Most lines are ASCII: drop the digit bytes without building Characters.
        if raw.utf8.allSatisfy({ $0 < 0x80 }) {
            let utf8 = raw.utf8
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                var count = 0
                for byte in utf8 where !(0x30...0x39).contains(byte) {
                    buffer[count] = byte
                    count += 1
                }
                return count
            }
        }
        return String(raw.filter { !$0.isNumber })
    }

    /// Where the current run of one callback back to back started, in the current timeline.
    private var runStart = 0
    /// The texts of the run's first steps, up to `textsEnd`, read only when a repeat needs them.
    private var runTexts: Set<String> = []
    private var textsEnd = 0
    /// Whether two of those steps print the same text.
    private var textRepeats = false

    static let stepKinds: Set<SubjectKind> = [.scene, .app, .viewController, .scenePhase]

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if index == 0 || timeline.steps[index - 1].event.event != step.event.event {
            runStart = index
            runTexts = []
            textsEnd = index
            textRepeats = false
        }
        guard step.outcome == .repeated, !ignored.contains(step.event.event) else { return }
        // Printed phases carry no scene: with several scenes they interleave.
        if timeline.subject.kind == .scenePhase, process.scenes.count > 1 { return }
        let start = runStart
        // The run of this callback back to back, ending here; its first step changed the state.
        let first = start < index ? timeline.steps[start] : timeline.previousChange(before: index)
        // Different lines naming the same callback back to back are one callback logged by
        // several statements (`applicationDidBecomeActive: start` … `… done`, or the delegate
        // and another class that forwards it).
        if start < index, index - start < 16 {
            while textsEnd <= index {
                if !runTexts.insert(Self.text(timeline.steps[textsEnd].event.raw)).inserted { textRepeats = true }
                textsEnd += 1
            }
            if !textRepeats { return }
        }
        findings.append(diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "\(step.event.event.swiftName) again, already called at line \(first?.event.location.line ?? 0) with no state change in between",
            step: step, model: timeline.model))
    }
}
