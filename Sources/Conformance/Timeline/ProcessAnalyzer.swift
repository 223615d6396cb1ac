import TraceParser

/// Analyses one process as its events come, for ``TraceAnalyzer``, which numbers the subjects
/// of the run: attributes scene callbacks to scene objects and view-controller callbacks to
/// instances, links scenes to sessions, and checks every step against its model. A scene
/// notification looks two events ahead for its own callback, so an event is applied once two
/// more have come, or when the process ends.
struct ProcessAnalyzer {
    private var analysis: ProcessAnalysis
    private let facts: ProcessFacts
    private var scenes: SceneAssigner
    private var viewControllers = ViewControllerIndex()
    private var models: ModelTracker
    /// How many of ``ProcessAnalysis/events`` are applied.
    private var applied = 0
    /// Candidates looked at (``TraceAnalysis/lookups``).
    private(set) var lookups = 0

    /// Starts the analysis of a process (numbering its process and app subjects).
    /// - Parameters:
    ///   - info: The process as the parser found it.
    ///   - file: The file it is read from.
    ///   - facts: What decides how it is analysed.
    ///   - callbacks: What its file prints, as far as it is known.
    ///   - numbering: The run's analyzer, which numbers subjects.
    init(process info: ProcessInfo, file: String, facts: ProcessFacts, callbacks: PrintedCallbacks, numbering: inout TraceAnalyzer) {
        let subject = Subject(
            kind: .process, ordinal: numbering.next(.process), process: info.ordinal,
            identity: info.pid.map { "pid \($0)" } ?? info.device.map { "device \($0)" })
        analysis = ProcessAnalysis(
            info: info, file: file, events: [], isSceneBased: facts.isSceneBased, launchSeen: facts.launchSeen,
            process: Timeline(subject: subject, model: LifecycleModels.process, startSeen: facts.launchSeen, callbacks: callbacks),
            callbacks: callbacks)
        if !facts.isSceneBased {
            analysis.app = Timeline(
                subject: Subject(kind: .app, ordinal: numbering.next(.app), process: info.ordinal, identity: nil),
                model: LifecycleModels.appDelegate, startSeen: facts.launchSeen, callbacks: callbacks)
        }
        scenes = SceneAssigner(
            process: info.ordinal, startSeen: facts.launchSeen && callbacks.prints(.sceneWillConnect), callbacks: callbacks)
        models = ModelTracker(models: numbering.models, process: info.ordinal)
        self.facts = facts
    }

    /// Takes the next events of the process (the first ones are kept as they are given: the
    /// array is shared, not copied) and applies those that have two events after them.
    mutating func append(contentsOf events: [TraceEvent], numbering: inout TraceAnalyzer) {
        if analysis.events.isEmpty { analysis.events = events } else { analysis.events += events }
        while applied + 2 < analysis.events.count { apply(numbering: &numbering) }
    }

    /// Ends the process: applies the events still waiting and links scenes to their sessions.
    /// - Parameter followedInFile: Whether a process that replaced it follows it in its file.
    mutating func finish(followedInFile: Bool, numbering: inout TraceAnalyzer) -> ProcessAnalysis {
        while applied < analysis.events.count { apply(numbering: &numbering) }
        analysis.followedInFile = followedInFile
        analysis.scenes = scenes.timelines
        analysis.modelSteps = models.steps
        lookups += scenes.lookups + viewControllers.lookups
        // By position: iterating copies of the timelines while `connect` changes them would copy the array.
        for position in analysis.scenes.indices {
            analysis.sceneBySubject[analysis.scenes[position].subject] = position
            for step in analysis.scenes[position].connects {
                let keys = step.event.orderedSessionKeys
                if let key = keys.first {
                    connect(key, aliases: keys, scene: position, at: step.event.location)
                }
            }
        }
        return analysis
    }

    /// Applies the first event not applied yet.
    private mutating func apply(numbering: inout TraceAnalyzer) {
        let index = applied
        let event = analysis.events[index]
        applied += 1
        analysis.positionsByEvent[event.event.index].append(index)
        switch event.event.domain {
        case .scene:
            // A notification printed next to its own callback would count twice.
            if event.source == .notification && TraceAnalyzer.duplicatesCallback(index, in: analysis.events) {
                analysis.unassigned.append(event)
            } else if facts.isSceneBased {
                scenes.assign(event, next: { numbering.next(.scene) })
            } else {
                analysis.unassigned.append(event)
            }
        case .app:
            lookups += 1  // one set lookup: does the process print this callback?
            applyAppEvent(event)
            recordSessions(event)
        case .viewController:
            applyViewControllerEvent(event, numbering: &numbering)
        case .scenePhase:
            if analysis.phases == nil {
                analysis.phases = Timeline(
                    subject: Subject(kind: .scenePhase, ordinal: numbering.next(.scenePhase), process: analysis.info.ordinal, identity: nil),
                    model: LifecycleModels.scenePhase, startSeen: false, callbacks: analysis.callbacks)
            }
            analysis.phases?.apply(event)
        case .model:
            models.apply(event, numbering: &numbering)
        }
    }

    private mutating func applyAppEvent(_ event: TraceEvent) {
        let appCallbacks = facts.appCallbacks
        if LifecycleModels.process.handles(event.event) {
            if event.source == .callback || !facts.callbackEvents.contains(event.event) {
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
        guard TraceAnalyzer.appUIEvents.contains(event.event) else {
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

    private mutating func applyViewControllerEvent(_ event: TraceEvent, numbering: inout TraceAnalyzer) {
        let key = event.viewControllerInstance ?? event.viewController ?? "?"
        if event.viewControllerInstance != nil, let position = viewControllers.last(key) {
            // A pointer names one instance; a deinit after its deinit is a new one at that address.
            if !(analysis.viewControllers[position].hasEnded && event.event == .vcDealloc) {
                analysis.viewControllers[position].apply(event)
                viewControllers.update(key, position, analysis.viewControllers[position])
                return
            }
        } else if event.viewControllerInstance == nil {
            // A class or label stands for every instance of it: the callback goes to the most
            // recent live instance whose state allows it, else to the most recent live one; a
            // load of a loaded controller, or a callback after every instance deinit, is a new one.
            let loads = event.event == .vcViewDidLoad || event.event == .vcLoadView
            let accepting = viewControllers.lastLive(key, accepting: event.event, in: analysis.viewControllers)
            if let position = accepting ?? (loads ? nil : viewControllers.lastLive(key, in: analysis.viewControllers)) {
                analysis.viewControllers[position].apply(event)
                viewControllers.update(key, position, analysis.viewControllers[position])
                return
            }
        }
        let identity = event.viewController.map { name in event.viewControllerInstance.map { "\(name) (\($0))" } ?? name }
        var timeline = Timeline(
            subject: Subject(kind: .viewController, ordinal: numbering.next(.viewController), process: analysis.info.ordinal, identity: identity),
            model: LifecycleModels.viewController,
            startSeen: event.event == .vcViewDidLoad || event.event == .vcLoadView, callbacks: analysis.callbacks)
        timeline.apply(event)
        viewControllers.add(key, analysis.viewControllers.count, timeline)
        analysis.viewControllers.append(timeline)
    }

    private mutating func recordSessions(_ event: TraceEvent) {
        switch event.event {
        case .appConfigurationForConnecting:
            let keys = event.orderedSessionKeys
            for key in keys {
                let index = sessionIndex(key, aliases: keys)
                if analysis.sessions[index].configured == nil { analysis.sessions[index].configured = event.location }
            }
        case .appDidDiscardSceneSessions:
            // Only the first persistentIdentifier of a line is kept, so it is an alias of the first session.
            for (position, key) in event.sessions.enumerated() {
                let aliases = position == 0 ? event.orderedSessionKeys : [key]
                let index = sessionIndex(key, aliases: aliases)
                analysis.sessions[index].discarded = event.location
            }
        default:
            break
        }
    }

    private mutating func connect(
        _ key: String, aliases: [String], scene position: Int, at location: TraceLocation
    ) {
        let index = sessionIndex(key, aliases: aliases + [key])
        let scene = analysis.scenes[position].subject
        analysis.sessions[index].connections.append(SessionRecord.Connection(scene: scene, location: location))
        analysis.scenes[position].session = analysis.scenes[position].session ?? key
    }

    /// The first session printed with `key` or one of `aliases` (which include `key`), which
    /// takes every alias; a new session when there is none.
    private mutating func sessionIndex(_ key: String, aliases: [String]) -> Int {
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
