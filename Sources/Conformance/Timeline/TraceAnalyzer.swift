import TraceParser

/// Builds the timelines of a run: splits events into processes, attributes scene callbacks to
/// scene objects, links scenes to sessions, and checks every step against its model.
public struct TraceAnalyzer {
    private var counters: [SubjectKind: Int] = [:]
    /// Candidates looked at so far (``TraceAnalysis/lookups``).
    private var lookups = 0

    /// Creates an analyzer.
    public init() {}

    /// Analyzes events (from one or more files) with the processes the parser found.
    /// - Parameters:
    ///   - events: The events in input order.
    ///   - processes: The parser's processes (``ParseStatistics/processes``).
    /// - Returns: The analysis.
    public mutating func analyze(_ events: [TraceEvent], processes: [ProcessInfo]) -> TraceAnalysis {
        analyze(EventsByProcess(events), processes: processes)
    }

    /// Analyzes events grouped by process as they were parsed.
    /// - Parameters:
    ///   - events: The events, grouped as the parser delivered them.
    ///   - processes: The parser's processes (``ParseStatistics/processes``).
    /// - Returns: The analysis.
    public mutating func analyze(_ events: consuming EventsByProcess, processes: [ProcessInfo]) -> TraceAnalysis {
        var events = events
        var result: [ProcessAnalysis] = []
        // A process that another one replaced was followed by it in its file.
        let replaced = Set(processes.flatMap(\.closes))
        for info in processes {
            guard let processEvents = events.take(info.ordinal), let first = processEvents.first else { continue }
            let callbacks = PrintedCallbacks(printed: events.printed(in: first.location.file), isFinal: true)
            result.append(
                analyze(process: info, events: processEvents, callbacks: callbacks, followedInFile: replaced.contains(info.ordinal)))
        }
        var analysis = TraceAnalysis(processes: result)
        analysis.lookups = lookups
        return analysis
    }

    /// Analyzes text as one file, for tests and rule examples.
    public static func analyze(text: String, file: String = "<memory>") throws -> TraceAnalysis {
        let parser = try TraceParser()
        var events: [TraceEvent] = []
        try parser.parse(text: text, file: file) { if let event = $0.event { events.append(event) } }
        var analyzer = TraceAnalyzer()
        return analyzer.analyze(events, processes: parser.statistics.processes)
    }

    private mutating func next(_ kind: SubjectKind) -> Int {
        counters[kind, default: 0] += 1
        return counters[kind]!
    }

    /// Whether the analysis of a process needs its file's end: its launch is in the log and its
    /// scenes start in their initial state only if the file prints scene connections, which it
    /// has not done yet.
    static func needsFileEnd(_ facts: ProcessFacts, callbacks: PrintedCallbacks) -> Bool {
        callbacks.isOpen(.sceneWillConnect) && facts.launchSeen && facts.isSceneBased
    }

    /// Analyzes the events of one process, the next one of the run.
    /// - Parameters:
    ///   - info: The process as the parser found it.
    ///   - events: Its events, in order (at least one).
    ///   - callbacks: What its file prints, as far as it is known.
    ///   - facts: What decides how it is analysed, gathered from `events` (by default from all of them).
    ///   - followedInFile: Whether a process that replaced it follows it in its file.
    mutating func analyze(
        process info: ProcessInfo, events: [TraceEvent], facts: ProcessFacts? = nil, callbacks: PrintedCallbacks,
        followedInFile: Bool = false
    ) -> ProcessAnalysis {
        let facts = facts ?? ProcessFacts(events)
        let launchSeen = facts.launchSeen
        let appCallbacks = facts.appCallbacks
        let isSceneBased = facts.isSceneBased
        let processSubject = Subject(
            kind: .process, ordinal: next(.process), process: info.ordinal,
            identity: info.pid.map { "pid \($0)" } ?? info.device.map { "device \($0)" })
        var analysis = ProcessAnalysis(
            info: info, file: events[0].location.file, events: events, isSceneBased: isSceneBased, launchSeen: launchSeen,
            process: Timeline(subject: processSubject, model: LifecycleModels.process, startSeen: launchSeen, callbacks: callbacks),
            callbacks: callbacks)
        analysis.followedInFile = followedInFile
        if !isSceneBased {
            analysis.app = Timeline(
                subject: Subject(kind: .app, ordinal: next(.app), process: info.ordinal, identity: nil),
                model: LifecycleModels.appDelegate, startSeen: launchSeen, callbacks: callbacks)
        }
        var scenes = SceneAssigner(
            process: info.ordinal, startSeen: launchSeen && callbacks.prints(.sceneWillConnect), callbacks: callbacks)
        var viewControllers = ViewControllerIndex()
        // Events the process prints as callbacks: their notifications are not counted again.
        let callbackEvents = facts.callbackEvents
        for (index, event) in events.enumerated() {
            analysis.positionsByEvent[event.event.index].append(index)
            switch event.event.domain {
            case .scene:
                // A notification printed next to its own callback would count twice.
                if event.source == .notification && Self.duplicatesCallback(index, in: events) {
                    analysis.unassigned.append(event)
                } else if isSceneBased {
                    scenes.assign(event, next: { self.next(.scene) })
                } else {
                    analysis.unassigned.append(event)
                }
            case .app:
                lookups += 1  // one set lookup: does the process print this callback?
                applyAppEvent(event, to: &analysis, appCallbacks: appCallbacks, callbackEvents: callbackEvents)
                recordSessions(event, in: &analysis, scenes: scenes)
            case .viewController:
                applyViewControllerEvent(event, to: &analysis, index: &viewControllers, callbacks: callbacks)
            case .scenePhase:
                if analysis.phases == nil {
                    analysis.phases = Timeline(
                        subject: Subject(kind: .scenePhase, ordinal: next(.scenePhase), process: info.ordinal, identity: nil),
                        model: LifecycleModels.scenePhase, startSeen: false, callbacks: callbacks)
                }
                analysis.phases?.apply(event)
            }
        }
        analysis.scenes = scenes.timelines
        lookups += scenes.lookups + viewControllers.lookups
        for (position, timeline) in analysis.scenes.enumerated() {
            analysis.sceneBySubject[timeline.subject] = position
            for step in timeline.steps where step.event.event == .sceneWillConnect {
                let keys = step.event.orderedSessionKeys
                if let key = keys.first {
                    connect(key, aliases: keys, scene: position, at: step.event.location, in: &analysis)
                }
            }
        }
        return analysis
    }

    /// Whether the notification at `index` has its callback (same event, same scene or no scene
    /// printed) within two events of it.
    static func duplicatesCallback(_ index: Int, in events: [TraceEvent]) -> Bool {
        let notification = events[index]
        let nearby = events[max(0, index - 2)...min(events.count - 1, index + 2)]
        return nearby.contains { other in
            other.source == .callback && other.event == notification.event
                && (other.scene == nil || notification.scene == nil || other.scene == notification.scene)
        }
    }

    /// App callbacks about the UI state, which UIKit does not call in scene-based apps.
    static let appUIEvents: LifecycleEventSet = [
        .appDidBecomeActive, .appWillResignActive, .appDidEnterBackground, .appWillEnterForeground,
    ]

    private func applyAppEvent(
        _ event: TraceEvent, to analysis: inout ProcessAnalysis, appCallbacks: Bool, callbackEvents: LifecycleEventSet
    ) {
        if LifecycleModels.process.handles(event.event) {
            if event.source == .callback || !callbackEvents.contains(event.event) {
                analysis.process.apply(event)
            } else {
                analysis.unassigned.append(event)  // the notification of a printed callback
                return
            }
            if event.event == .appDidFinishLaunching || event.event == .appWillTerminate {
                if event.source == .callback || !appCallbacks { analysis.app?.apply(event) }
            }
            return
        }
        guard Self.appUIEvents.contains(event.event) else {
            analysis.unassigned.append(event)
            return
        }
        // UIApplication notifications stand for the callbacks only when no callback is printed.
        if analysis.app != nil, event.source == .callback || !appCallbacks {
            analysis.app?.apply(event)  // in place: a copy would duplicate the timeline's steps
        } else {
            analysis.unassigned.append(event)
        }
    }

    private mutating func applyViewControllerEvent(
        _ event: TraceEvent, to analysis: inout ProcessAnalysis, index: inout ViewControllerIndex, callbacks: PrintedCallbacks
    ) {
        let key = event.viewControllerInstance ?? event.viewController ?? "?"
        if event.viewControllerInstance != nil, let position = index.last(key) {
            // A pointer names one instance; a deinit after its deinit is a new one at that address.
            if !(analysis.viewControllers[position].hasEnded && event.event == .vcDealloc) {
                analysis.viewControllers[position].apply(event)
                index.update(key, position, analysis.viewControllers[position])
                return
            }
        } else if event.viewControllerInstance == nil {
            // A class or label stands for every instance of it: the callback goes to the most
            // recent live instance whose state allows it, else to the most recent live one; a
            // load of a loaded controller, or a callback after every instance deinit, is a new one.
            let loads = event.event == .vcViewDidLoad || event.event == .vcLoadView
            let accepting = index.lastLive(key, accepting: event.event, in: analysis.viewControllers)
            if let position = accepting ?? (loads ? nil : index.lastLive(key, in: analysis.viewControllers)) {
                analysis.viewControllers[position].apply(event)
                index.update(key, position, analysis.viewControllers[position])
                return
            }
        }
        let identity = event.viewController.map { name in event.viewControllerInstance.map { "\(name) (\($0))" } ?? name }
        var timeline = Timeline(
            subject: Subject(kind: .viewController, ordinal: next(.viewController), process: analysis.info.ordinal, identity: identity),
            model: LifecycleModels.viewController,
            startSeen: event.event == .vcViewDidLoad || event.event == .vcLoadView, callbacks: callbacks)
        timeline.apply(event)
        index.add(key, analysis.viewControllers.count, timeline)
        analysis.viewControllers.append(timeline)
    }

    private mutating func recordSessions(_ event: TraceEvent, in analysis: inout ProcessAnalysis, scenes: SceneAssigner) {
        switch event.event {
        case .appConfigurationForConnecting:
            let keys = event.orderedSessionKeys
            for key in keys {
                let index = sessionIndex(key, in: &analysis, aliases: keys)
                if analysis.sessions[index].configured == nil { analysis.sessions[index].configured = event.location }
            }
        case .appDidDiscardSceneSessions:
            // Only the first persistentIdentifier of a line is kept, so it is an alias of the first session.
            for (position, key) in event.sessions.enumerated() {
                let aliases = position == 0 ? event.orderedSessionKeys : [key]
                let index = sessionIndex(key, in: &analysis, aliases: aliases)
                analysis.sessions[index].discarded = event.location
            }
        default:
            break
        }
    }

    private mutating func connect(
        _ key: String, aliases: [String], scene position: Int, at location: TraceLocation, in analysis: inout ProcessAnalysis
    ) {
        let index = sessionIndex(key, in: &analysis, aliases: aliases + [key])
        let scene = analysis.scenes[position].subject
        analysis.sessions[index].connections.append(SessionRecord.Connection(scene: scene, location: location))
        analysis.scenes[position].session = analysis.scenes[position].session ?? key
    }

    /// The first session printed with `key` or one of `aliases` (which include `key`), which
    /// takes every alias; a new session when there is none.
    private mutating func sessionIndex(_ key: String, in analysis: inout ProcessAnalysis, aliases: [String]) -> Int {
        let index = aliases.compactMap { analysis.sessionByKey[$0] }.min() ?? analysis.sessions.count
        lookups += aliases.count
        if index == analysis.sessions.count {
            analysis.sessions.append(SessionRecord(key: key, keys: Set(aliases).union([key])))
        } else {
            analysis.sessions[index].keys.formUnion(aliases)
        }
        for alias in aliases { analysis.sessionByKey[alias] = min(analysis.sessionByKey[alias] ?? index, index) }
        return index
    }
}
