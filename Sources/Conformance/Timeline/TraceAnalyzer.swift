import TraceParser

/// Builds the timelines of a run: splits events into processes, attributes scene callbacks to
/// scene objects, links scenes to sessions, and checks every step against its model. It numbers
/// the subjects of the run; each process is analysed by a ``ProcessAnalyzer``, which feeds the
/// rules as it goes.
public struct TraceAnalyzer {
    /// Subjects of each kind so far, by ``SubjectKind/ordinal``.
    private var counters = [Int](repeating: 0, count: SubjectKind.allCases.count)
    /// Processes numbered so far in each file.
    private var processesByFile: [String: Int] = [:]
    private var modelCounters: [String: Int] = [:]
    /// The models of `.tracecheck.yml` by id, whose subjects the analysis follows.
    public var models: [String: CustomModel] = [:]
    /// Candidates looked at so far (``TraceAnalysis/lookups``), by every process analysed with it.
    var lookups = 0

    /// Creates an analyzer.
    public init() {}

    /// Analyzes events (from one or more files) with the processes the parser found.
    /// - Parameters:
    ///   - events: The events in input order.
    ///   - processes: The parser's processes (``ParseStatistics/processes``).
    /// - Returns: The analysis.
    public mutating func analyze(_ events: [TraceEvent], processes: [ProcessRecord]) -> TraceAnalysis {
        analyze(EventsByProcess(events), processes: processes)
    }

    /// Analyzes events grouped by process as they were parsed, each process whole, recording
    /// every event and step (the fuzz oracle and tests compare ``LintStream`` with it; the
    /// commands that draw or compare a run record through ``LintRun``).
    /// - Parameters:
    ///   - events: The events, grouped as the parser delivered them.
    ///   - processes: The parser's processes (``ParseStatistics/processes``).
    /// - Returns: The analysis.
    mutating func analyze(_ events: consuming EventsByProcess, processes: [ProcessRecord]) -> TraceAnalysis {
        var events = events
        var result: [ProcessAnalysis] = []
        // A process that another one replaced was followed by it in its file.
        let replaced = Set(processes.flatMap(\.closes))
        for info in processes {
            guard let processEvents = events.take(info.ordinal), let first = processEvents.first else { continue }
            let callbacks = PrintedCallbacks(printed: events.printed(in: first.location.file), isFinal: true)
            var rules = RuleSet.none
            result.append(analyze(
                process: info, events: processEvents, callbacks: callbacks, followedInFile: replaced.contains(info.ordinal), rules: &rules,
                records: true))
        }
        var analysis = TraceAnalysis(processes: result)
        analysis.lookups = lookups
        analysis.models = models
        return analysis
    }

    /// Analyzes text as one file, for tests and rule examples, with the formats and models of a
    /// configuration, through the engine `lint` runs (``LintRun``, recording).
    public static func analyze(text: String, file: String = "<memory>", configuration: LintConfiguration = LintConfiguration()) throws
        -> TraceAnalysis
    {
        // A recorded run keeps its analysis.
        try LintRun([.text(text, name: file)], configuration: configuration, rules: [], records: true).analysis!
    }

    /// The next ordinal of a kind of subject in the run.
    mutating func next(_ kind: SubjectKind) -> Int {
        counters[kind.ordinal] += 1
        return counters[kind.ordinal]
    }

    /// The next number of a process among those of its file: its ``Subject/role``, which other
    /// files read in the same run do not change. (Subjects of a process are numbered by its
    /// analyzer, which ends with it: nothing here grows with the processes of a run.)
    mutating func nextProcessRole(in file: String) -> Int {
        processesByFile[file, default: 0] += 1
        return processesByFile[file]!
    }

    /// The next ordinal of a subject of a model in the run.
    mutating func next(model: String) -> Int {
        modelCounters[model, default: 0] += 1
        return modelCounters[model]!
    }

    /// Whether the analysis of a process needs its file's end: its launch is in the log and its
    /// scenes start in their initial state only if the file prints scene connections, which it
    /// has not done yet.
    static func needsFileEnd(_ facts: ProcessFacts, callbacks: PrintedCallbacks) -> Bool {
        callbacks.isOpen(.sceneWillConnect) && facts.launchSeen && facts.isSceneBased
    }

    /// Analyzes the events of one process, the next one of the run, and feeds the rules.
    /// - Parameters:
    ///   - info: The process as the parser found it.
    ///   - events: Its events, in order (at least one).
    ///   - callbacks: What its file prints, as far as it is known.
    ///   - facts: What decides how it is analysed, gathered from `events` (by default from all of them).
    ///   - followedInFile: Whether a process that replaced it follows it in its file.
    ///   - rules: The rules to feed.
    ///   - records: Keep every event and step in the analysis.
    ///   - ended: Whether the process ended (false: a live preview, whose ends the rules do not see).
    mutating func analyze(
        process info: ProcessRecord, events: [TraceEvent], facts: ProcessFacts? = nil, callbacks: PrintedCallbacks,
        followedInFile: Bool = false, rules: inout RuleSet, records: Bool = false, ended: Bool = true
    ) -> ProcessAnalysis {
        var process = ProcessAnalyzer(
            process: info, file: events[0].location.file, facts: facts ?? ProcessFacts(events), callbacks: callbacks, numbering: &self,
            records: records)
        process.append(contentsOf: events, numbering: &self, rules: &rules, feedsSteps: false)
        let analysis = process.finish(followedInFile: followedInFile, numbering: &self, rules: &rules, ended: ended)
        lookups += process.lookups
        return analysis
    }

    /// How far back a notification that names its scene looks for that scene's callback.
    static let notificationReach = 16

    /// Whether the notification at `index` has its callback (same event, same scene or no scene
    /// printed) within two events of it, or, when it names its scene, is the same event as that
    /// scene's last callback a few events back (other scenes' lines between: the Reelay oracle
    /// found a `UISceneDidDisconnectNotification` three lines after its callback reported as a
    /// callback after the disconnect).
    static func duplicatesCallback(_ index: Int, in events: [TraceEvent]) -> Bool {
        let notification = events[index]
        let nearby = events[max(0, index - 2)...min(events.count - 1, index + 2)]
        if nearby.contains(where: { other in
            other.source == .callback && other.event == notification.event
                && (other.scene == nil || notification.scene == nil || other.scene == notification.scene)
        }) {
            return true
        }
        guard let scene = notification.scene else { return false }
        for other in events[max(0, index - notificationReach)..<index].reversed() where other.scene == scene {
            return other.source == .callback && other.event == notification.event
        }
        return false
    }

    /// App callbacks about the UI state, which UIKit does not call in scene-based apps.
    static let appUIEvents: LifecycleEventSet = [
        .appDidBecomeActive, .appWillResignActive, .appDidEnterBackground, .appWillEnterForeground,
    ]
}

extension TraceAnalysis {
    /// The findings of each rule over the recorded events of the analysis, analysed again in
    /// order (subjects numbered as they were), in the order each rule made them.
    func check(_ rules: [any Rule]) -> [[Diagnostic]] {
        var set = RuleSet(rules)
        var analyzer = TraceAnalyzer()
        analyzer.models = models
        for process in processes {
            _ = analyzer.analyze(
                process: process.info, events: process.events, callbacks: process.callbacks, followedInFile: process.followedInFile,
                rules: &set)
        }
        return set.takeFindings()
    }
}
