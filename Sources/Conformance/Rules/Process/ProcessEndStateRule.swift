import TraceParser

/// See ``RuleDescription`` below: `process_end_state`.
struct ProcessEndStateRule: Rule {
    /// Also report processes that are still running where the log ends (option `include_running`).
    let includeRunning: Bool

    init() { includeRunning = false }

    init(options: RuleOptions) { includeRunning = options.bool("include_running", default: false) }

    static let stepKinds: Set<SubjectKind> = []
    static let eventKinds: LifecycleEventSet = [.appDidDiscardSceneSessions, .appWillTerminate]

    /// Whether the process being read discarded a session, and terminated.
    private var discarded = false
    private var terminated = false

    static let description = RuleDescription(
        identifier: "process_end_state",
        name: "Process End State",
        description: "Where each scene stands when a process ends, and what UIKit will still report",
        rationale: """
            A log ends with the process killed, terminated or still running, and scenes and \
            sessions are often left open. UIKit sends no callback to a suspended or killed process, \
            and does not discard sessions at termination: sessions the user closed while the app was \
            not running are reported by application(_:didDiscardSceneSessions:) shortly after \
            application(_:didFinishLaunchingWithOptions:) at the next launch. This note lists the \
            final state of every scene and what is pending, so a missing callback is not mistaken \
            for a bug.
            """,
        kind: .process, severity: .note, sources: [.a6, .a19, .a7, .a20, .w1],
        nonTriggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                applicationDidBecomeActive(_:)
                applicationWillTerminate(_:)
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                ↓applicationWillTerminate(_:)
                """),
            Example("""
                application(_:didFinishLaunchingWithOptions:)
                scene(_:willConnectTo:options:)
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                ↓sceneDidEnterBackground(_:)
                Message from debugger: Terminated due to signal 9
                application(_:didFinishLaunchingWithOptions:)
                """),
        ],
        options: [
            RuleOptionSpec(
                name: "include_running", type: .bool, defaultValue: "false",
                description: "also describe processes that are still running where the log ends"),
        ])

    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if event.event == .appWillTerminate { terminated = true } else { discarded = true }
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        defer { (discarded, terminated) = (false, false) }
        if let finding = endState(process) { findings.append(finding) }
    }

    private func endState(_ process: ProcessAnalysis) -> Diagnostic? {
        guard !process.scenes.isEmpty else { return nil }
        // Only a process that ended: terminated, or followed by another launch in its file.
        let ending: String
        if terminated {
            ending = "ended with applicationWillTerminate(_:)"
        } else if process.info.endMarker != nil || process.followedInFile {
            ending = "ended without applicationWillTerminate(_:) (killed or suspended)"
        } else if includeRunning {
            ending = "is still running where the log ends"
        } else {
            return nil
        }
        // Read in place: filtering or mapping the scenes would copy each timeline.
        var open = 0
        var states = TextBuilder(capacity: 64 * process.scenes.count)
        for index in process.scenes.indices {
            if !process.scenes[index].hasEnded { open += 1 }
            if index > 0 { states.append(", ") }
            process.scenes[index].subject.appendLabel(to: &states)
            states.append(" ")
            states.append(process.scenes[index].state?.rawValue ?? "unknown")
        }
        let pending = open == 0
            ? "all scenes disconnected"
            : "\(open) of \(Plural.count(process.scenes.count, "scene")) never disconnected"
        var notes: [Diagnostic.Note] = []
        if open > 0 {
            notes.append(.init("a suspended or killed process gets no callbacks, and a terminating one may not disconnect its scenes: the sessions of scenes that did not disconnect survive and are restored (without configurationForConnecting) at the next launch unless the user closes them"))
        }
        if !discarded {
            notes.append(.init("no application(_:didDiscardSceneSessions:) in this process, and none is owed here: closing the app or its last window ends the process before a discard can be delivered, and a suspended app runs no code; UIKit reports those sessions as discarded shortly after application(_:didFinishLaunchingWithOptions:) at the next launch"))
        }
        return diagnostic(
            at: process.lastLocation, subject: process.subject,
            message: "\(process.subject.label) \(ending): app \(process.appState), \(pending) (\(states.build()))\(discarded ? "" : ", no session discarded")",
            notes: notes)
    }
}
