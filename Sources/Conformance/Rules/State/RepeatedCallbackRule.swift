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
            read as one callback and not reported, unless they name different scene sessions: \
            a scene object belongs to one session for its life (UIScene.session), so a second \
            connection or callback naming another session is not the same call logged twice, and \
            is an error. Scene phases in processes with several scenes are not reported either. \
            For a view controller a repeat is an error: its appearance callbacks \
            follow the six edges of the documented model, and UIKit does not call one twice \
            (spec §11, §12). A repeat that is an exact copy of the line before, timestamp \
            included, stays a warning whatever the subject: a logger attached twice prints every \
            line twice, and the note says so.
            """,
        fix: "log each callback once, inside the callback itself, and check that no observer or forwarding code calls it a second time",
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
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x2809c8b40>
                ↓scene(_:willConnectTo:options:) <UIWindowScene: 0x101> <UISceneSession: 0x2809d1c80>
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
        // Most lines are ASCII: drop the digit bytes of the contiguous UTF-8 without building
        // Characters (nor String indices).
        let ascii = raw.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var digest = fnvBasis
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte &- 0x30 > 9 { digest = fnv(digest, byte) }
            }
            return digest
        }
        if let digest = ascii ?? nil { return digest }
        return String(raw.filter { !$0.isNumber }).utf8.reduce(fnvBasis, fnv)
    }

    private static let fnvBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static func fnv(_ digest: UInt64, _ byte: UInt8) -> UInt64 { (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }

    /// What the rule keeps for one timeline: the run of one callback back to back up to its
    /// last step.
    private struct Run {
        /// The callback of the timeline's previous step.
        var previous: LifecycleEvent?
        /// Where the run started, and its step (kept: a long run may start before the steps a
        /// timeline still holds).
        var start = 0
        var startStep: Step?
        /// The texts of the run's first steps, up to `textsEnd`, read only when a repeat needs them.
        var texts: [UInt64] = []
        var textsEnd = 0
        /// Whether two of those steps print the same text.
        var textRepeats = false
    }

    private var runs = PerTimeline(Run())
    /// Repeated printed phases wait for the process's end: they carry no scene, so with several
    /// scenes they interleave, and a process checked while it is read may show its second scene later.
    private var waitingPhases: [Diagnostic] = []

    static let stepKinds: Set<SubjectKind> = [.scene, .app, .viewController, .scenePhase]

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard let first = Self.repeated(step, at: index, in: timeline, ignored: ignored, run: &runs[timeline.subject.key])
        else { return }
        let previous = timeline.step(at: index - 1).event
        if let sessions = Self.otherSessions(step.event, previous) {
            var finding = diagnostic(
                at: step.event.location, subject: timeline.subject,
                message: "\(step.event.event.swiftName) again with session \(sessions.now), where line \(previous.location.line) named session \(sessions.before): a scene belongs to one session",
                step: step, model: timeline.model)
            finding.severity = .error
            finding.notes = [.init("the log gives one scene object two sessions: two scenes printed with one pointer, or lines of two runs merged")]
            finding.fix = "print the scene with its session's persistentIdentifier in every callback, and the pid on every line, so that scenes and runs are told apart"
            return findings.append(finding)
        }
        // Built in one buffer (interpolation costs a few hundred instructions a piece): a log
        // dense with callbacks repeats one every few lines.
        var message = TextBuilder(capacity: 128)
        message.append(step.event.event.swiftName)
        message.append(" again, already called at line ")
        message.append(first?.event.location.line ?? 0)
        message.append(" with no state change in between")
        var finding = diagnostic(at: step.event.location, subject: timeline.subject, message: message.build(), step: step, model: timeline.model)
        if step.event.timestamp != nil, previous.raw == step.event.raw {
            finding.notes.append(.init(
                "line \(previous.location.line) is the same line, timestamp included: a logger attached twice (two handlers, a log forwarded to itself) prints every line twice"))
        } else if timeline.subject.kind == .viewController {
            // Spec §12: only the six edges of the appearance model; anything else is an error.
            finding.severity = .error
        }
        if timeline.subject.kind == .scenePhase { waitingPhases.append(finding) } else { findings.append(finding) }
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if process.sceneCount <= 1 { findings += waitingPhases }
        waitingPhases = []
    }

    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        _ = runs.end(timeline.subject.key)
    }

    /// The sessions of two scene callbacks when each names some and they share none (the first
    /// of each): they are not one call logged twice.
    private static func otherSessions(_ event: TraceEvent, _ previous: TraceEvent) -> (now: String, before: String)? {
        guard event.event.domain == .scene, let now = event.sessions.first, let before = previous.sessions.first,
            Set(event.sessions).isDisjoint(with: previous.sessions)
        else { return nil }
        return (now, before)
    }

    /// Follows the timeline's run of one callback and returns, when `step` is a repeat to
    /// report, the step that started the run (nil when the timeline starts with it).
    private static func repeated(
        _ step: Step, at index: Int, in timeline: Timeline, ignored: LifecycleEventSet, run: inout Run
    ) -> Step?? {
        let event = step.event.event
        defer { run.previous = event }
        if index == 0 || run.previous != event {
            run.start = index
            run.startStep = step
            run.texts.removeAll(keepingCapacity: true)
            run.textsEnd = index
            run.textRepeats = false
        }
        guard step.outcome == .repeated, !ignored.contains(event) else { return nil }
        // The run of this callback back to back, ending here; its first step changed the state.
        let first = run.start < index ? run.startStep : timeline.previousChange(before: index)
        // Different lines naming the same callback back to back are one callback logged by
        // several statements (`applicationDidBecomeActive: start` … `… done`, or the delegate
        // and another class that forwards it).
        if run.start < index, index - run.start < 16, otherSessions(step.event, timeline.step(at: index - 1).event) == nil {
            // Once two texts repeat, the run's repeats are reported: no more digests.
            while !run.textRepeats, run.textsEnd <= index {
                // At most 16 digests: a linear search beats hashing.
                let digest = textDigest(timeline.step(at: run.textsEnd).event.raw)
                if run.texts.contains(digest) { run.textRepeats = true } else { run.texts.append(digest) }
                run.textsEnd += 1
            }
            if !run.textRepeats { return nil }
        }
        return .some(first)
    }
}
