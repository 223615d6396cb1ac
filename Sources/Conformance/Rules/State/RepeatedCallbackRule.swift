import TraceParser

/// See ``RuleDescription`` below: `repeated_callback`.
struct RepeatedCallbackRule: Rule {
    /// Callbacks whose repeats are accepted (option `ignore`).
    let ignored: LifecycleEventSet

    init() { ignored = [] }

    init(options: RuleOptions) { ignored = LifecycleEventSet(options.events("ignore")) }

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
    /// from two different statements: a 64-bit FNV-1a digest of what is left, so that comparing
    /// the lines of a run builds no strings.
    static func textDigest(_ raw: String) -> UInt64 {
        var digest = fnvBasis
        // Most lines are ASCII: drop the digit bytes without building Characters.
        for byte in raw.utf8 {
            guard byte < 0x80 else { return String(raw.filter { !$0.isNumber }).utf8.reduce(fnvBasis, fnv) }
            if !(0x30...0x39).contains(byte) { digest = fnv(digest, byte) }
        }
        return digest
    }

    private static let fnvBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static func fnv(_ digest: UInt64, _ byte: UInt8) -> UInt64 { (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }

    /// The callback of the previous step of the current timeline.
    private var previous: LifecycleEvent?
    /// Where the current run of one callback back to back started, in the current timeline.
    private var runStart = 0
    /// The texts of the run's first steps, up to `textsEnd`, read only when a repeat needs them.
    private var runTexts: [UInt64] = []
    private var textsEnd = 0
    /// Whether two of those steps print the same text.
    private var textRepeats = false

    static let stepKinds: Set<SubjectKind> = [.scene, .app, .viewController, .scenePhase]

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        let event = step.event.event
        defer { previous = event }
        if index == 0 || previous != event {
            runStart = index
            runTexts.removeAll(keepingCapacity: true)
            textsEnd = index
            textRepeats = false
        }
        guard step.outcome == .repeated, !ignored.contains(event) else { return }
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
                // At most 16 digests: a linear search beats hashing.
                let digest = Self.textDigest(timeline.steps[textsEnd].event.raw)
                if runTexts.contains(digest) { textRepeats = true } else { runTexts.append(digest) }
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
