import TraceParser

/// Builds the timelines of a run: splits events into processes, attributes scene callbacks to
/// scene objects, links scenes to sessions, and checks every step against its model.
public struct TraceAnalyzer {
    private var counters: [SubjectKind: Int] = [:]

    /// Creates an analyzer.
    public init() {}

    /// Analyzes events (from one or more files) with the processes the parser found.
    /// - Parameters:
    ///   - events: The events in input order.
    ///   - processes: The parser's processes (``ParseStatistics/processes``).
    /// - Returns: The analysis.
    public mutating func analyze(_ events: [TraceEvent], processes: [ProcessInfo]) -> TraceAnalysis {
        let printedByFile = Dictionary(grouping: events, by: \.location.file).mapValues { Set($0.map(\.event)) }
        let byProcess = Dictionary(grouping: events, by: \.process)
        var result: [ProcessAnalysis] = []
        for info in processes {
            guard let processEvents = byProcess[info.ordinal], let first = processEvents.first else { continue }
            let printed = printedByFile[first.location.file] ?? []
            result.append(analyzeProcess(info, events: processEvents, printed: printed))
        }
        return TraceAnalysis(processes: result)
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

    private mutating func analyzeProcess(_ info: ProcessInfo, events: [TraceEvent], printed: Set<LifecycleEvent>) -> ProcessAnalysis {
        let unprinted = Set(LifecycleEvent.allCases).subtracting(printed)
        let launchSeen = events.contains { $0.event == .appWillFinishLaunching || $0.event == .appDidFinishLaunching }
        let sceneCallbacks = events.contains { $0.event.domain == .scene && $0.source == .callback }
        let isSceneBased = events.contains { $0.event.domain == .scene }
        let appCallbacks = events.contains { Self.appUIEvents.contains($0.event) && $0.source == .callback }
        let processSubject = Subject(
            kind: .process, ordinal: next(.process), process: info.ordinal, identity: info.pid.map { "pid \($0)" })
        var analysis = ProcessAnalysis(
            info: info, file: events[0].location.file, events: events, isSceneBased: isSceneBased, launchSeen: launchSeen,
            process: Timeline(subject: processSubject, model: LifecycleModels.process, startSeen: launchSeen, unprinted: unprinted),
            unprinted: unprinted)
        if !isSceneBased {
            analysis.app = Timeline(
                subject: Subject(kind: .app, ordinal: next(.app), process: info.ordinal, identity: nil),
                model: LifecycleModels.appDelegate, startSeen: launchSeen, unprinted: unprinted)
        }
        var scenes = SceneAssigner(
            process: info.ordinal, startSeen: launchSeen && printed.contains(.sceneWillConnect), unprinted: unprinted)
        var viewControllers: [String: Int] = [:]
        for event in events {
            switch event.event.domain {
            case .scene:
                // With both printed, the callbacks are the signal; notifications would count twice.
                if event.source == .notification && sceneCallbacks {
                    analysis.unassigned.append(event)
                } else {
                    scenes.assign(event, next: { self.next(.scene) })
                }
            case .app:
                applyAppEvent(event, to: &analysis, appCallbacks: appCallbacks)
                recordSessions(event, in: &analysis, scenes: scenes)
            case .viewController:
                applyViewControllerEvent(event, to: &analysis, index: &viewControllers, unprinted: unprinted)
            case .scenePhase:
                if analysis.phases == nil {
                    analysis.phases = Timeline(
                        subject: Subject(kind: .scenePhase, ordinal: next(.scenePhase), process: info.ordinal, identity: nil),
                        model: LifecycleModels.scenePhase, startSeen: false, unprinted: unprinted)
                }
                analysis.phases?.apply(event)
            }
        }
        analysis.scenes = scenes.timelines
        for timeline in scenes.timelines {
            for step in timeline.steps where step.event.event == .sceneWillConnect {
                for key in step.event.sessions { connect(key, timeline.subject, at: step.event.location, in: &analysis) }
            }
        }
        return analysis
    }

    /// App callbacks about the UI state, which UIKit does not call in scene-based apps.
    static let appUIEvents: Set<LifecycleEvent> = [
        .appDidBecomeActive, .appWillResignActive, .appDidEnterBackground, .appWillEnterForeground,
    ]

    private func applyAppEvent(_ event: TraceEvent, to analysis: inout ProcessAnalysis, appCallbacks: Bool) {
        if LifecycleModels.process.handles(event.event) {
            if event.source == .callback || !analysis.events.contains(where: { $0.event == event.event && $0.source == .callback }) {
                analysis.process.apply(event)
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
        if var app = analysis.app, event.source == .callback || !appCallbacks {
            app.apply(event)
            analysis.app = app
        } else {
            analysis.unassigned.append(event)
        }
    }

    private mutating func applyViewControllerEvent(
        _ event: TraceEvent, to analysis: inout ProcessAnalysis, index: inout [String: Int], unprinted: Set<LifecycleEvent>
    ) {
        let key = event.viewControllerInstance ?? event.viewController ?? "?"
        if let position = index[key], !analysis.viewControllers[position].hasEnded || event.event == .vcDealloc {
            analysis.viewControllers[position].apply(event)
            return
        }
        // A new controller (or a new instance after the last one with this label deallocated).
        let identity = event.viewController.map { name in event.viewControllerInstance.map { "\(name) (\($0))" } ?? name }
        var timeline = Timeline(
            subject: Subject(kind: .viewController, ordinal: next(.viewController), process: analysis.info.ordinal, identity: identity),
            model: LifecycleModels.viewController,
            startSeen: event.event == .vcViewDidLoad || event.event == .vcLoadView, unprinted: unprinted)
        timeline.apply(event)
        index[key] = analysis.viewControllers.count
        analysis.viewControllers.append(timeline)
    }

    private func recordSessions(_ event: TraceEvent, in analysis: inout ProcessAnalysis, scenes: SceneAssigner) {
        switch event.event {
        case .appConfigurationForConnecting:
            for key in event.sessions {
                let index = sessionIndex(key, in: &analysis, aliases: event.sessions)
                if analysis.sessions[index].configured == nil { analysis.sessions[index].configured = event.location }
            }
        case .appDidDiscardSceneSessions:
            for key in event.sessions {
                let index = sessionIndex(key, in: &analysis, aliases: [key])
                analysis.sessions[index].discarded = event.location
            }
        default:
            break
        }
    }

    private func connect(_ key: String, _ scene: Subject, at location: TraceLocation, in analysis: inout ProcessAnalysis) {
        let index = sessionIndex(key, in: &analysis, aliases: [key])
        analysis.sessions[index].connections.append(SessionRecord.Connection(scene: scene, location: location))
        if let position = analysis.scenes.firstIndex(where: { $0.subject == scene }) {
            analysis.scenes[position].session = analysis.scenes[position].session ?? key
        }
    }

    private func sessionIndex(_ key: String, in analysis: inout ProcessAnalysis, aliases: [String]) -> Int {
        if let index = analysis.sessions.firstIndex(where: { !$0.keys.isDisjoint(with: aliases) || $0.keys.contains(key) }) {
            analysis.sessions[index].keys.formUnion(aliases)
            return index
        }
        analysis.sessions.append(SessionRecord(key: key, keys: Set(aliases).union([key])))
        return analysis.sessions.count - 1
    }
}
