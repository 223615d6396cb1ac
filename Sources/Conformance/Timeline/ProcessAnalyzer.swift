import TraceParser

/// Analyses one process as its events come, for ``TraceAnalyzer``, which numbers the subjects
/// of the run: attributes scene callbacks to scene objects and view-controller callbacks to
/// instances, links scenes to sessions, and checks every step against its model. A scene
/// notification looks two events ahead for its own callback, so an event is applied once two
/// more have come, or when the process ends.
///
/// A process checked while it is read (`keepsEvents` false) keeps no more events than it still
/// reads: the last two applied (a notification's look back), those that the process-end checks
/// read (``ProcessAnalysis/kept``), and hands the steps its timelines settle to the rules as it
/// goes (``feedSettledSteps(to:observers:findings:)``), after which the timelines let them go.
struct ProcessAnalyzer {
    /// A timeline of the process.
    private enum TimelineRef: Hashable {
        case process, app, phases
        case scene(Int)
        case viewController(Int)
    }

    /// The most app and scene events before the launch a process checked while it is read keeps
    /// for `callback_before_launch`.
    static let preLaunchLimit = 10_000
    /// How many steps before the next one to feed a timeline keeps: rules read back at most 16
    /// (``Rule/observe(_:at:in:of:findings:)``).
    static let stepsKeptBack = 16
    /// Events that the process-end checks read by position.
    private static let keptKinds: LifecycleEventSet = [
        .appWillFinishLaunching, .appDidFinishLaunching, .appWillTerminate, .appDidDiscardSceneSessions,
        .appConfigurationForConnecting, .sceneWillConnect, .appPerformFetch, .appBackgroundURLSession,
    ]
    /// Whether a process checked while it is read keeps events of a kind (for the process-end
    /// rules): those of ``keptKinds``, callbacks that may print the app state, and the app's UI
    /// callbacks in a scene-based app.
    static func keeps(_ kind: LifecycleEvent, sceneBased: Bool) -> Bool {
        keptKinds.contains(kind) || DocumentedAppState.inside[kind] != nil || (sceneBased && TraceAnalyzer.appUIEvents.contains(kind))
    }

    /// Background-only callbacks, whose app state the process-end check reads.
    private static let backgroundOnly: LifecycleEventSet = [.appPerformFetch, .appBackgroundURLSession]

    private var analysis: ProcessAnalysis
    private let facts: ProcessFacts
    private var scenes: SceneAssigner
    private var viewControllers = ViewControllerIndex()
    /// View controllers numbered so far in the process (their ``Subject/role``).
    private var viewControllerRoles = 0
    private var models: ModelTracker
    /// How many events are applied.
    private var applied = 0
    /// How many events were let go before the first one of ``ProcessAnalysis/events``.
    private var eventBase = 0
    /// The timelines that took steps since they were last fed to the rules (`keepsEvents` false).
    private var touched: [TimelineRef] = []
    private var touchedSet: Set<TimelineRef> = []
    /// Candidates looked at (``TraceAnalysis/lookups``).
    private(set) var lookups = 0

    /// The next number of a view controller in the process.
    private mutating func nextViewControllerRole() -> Int {
        viewControllerRoles += 1
        return viewControllerRoles
    }

    /// Starts the analysis of a process (numbering its process and app subjects).
    /// - Parameters:
    ///   - info: The process as the parser found it.
    ///   - file: The file it is read from.
    ///   - facts: What decides how it is analysed.
    ///   - callbacks: What its file prints, as far as it is known.
    ///   - numbering: The run's analyzer, which numbers subjects.
    ///   - keepsEvents: Keep every event and step (false: the process is checked while it is read).
    init(
        process info: ProcessRecord, file: String, facts: ProcessFacts, callbacks: PrintedCallbacks, numbering: inout TraceAnalyzer,
        keepsEvents: Bool = true
    ) {
        let subject = Subject(
            kind: .process, ordinal: numbering.next(.process), role: numbering.nextProcessRole(in: file), process: info.ordinal,
            identity: info.pid.map { "pid \($0)" } ?? info.device.map { "device \($0)" })
        analysis = ProcessAnalysis(
            info: info, file: file, events: [], isSceneBased: facts.isSceneBased, launchSeen: facts.launchSeen,
            process: Timeline(subject: subject, model: LifecycleModels.process, startSeen: facts.launchSeen, callbacks: callbacks),
            callbacks: callbacks)
        analysis.keepsEvents = keepsEvents
        if !facts.isSceneBased {
            analysis.app = Timeline(
                subject: Subject(kind: .app, ordinal: numbering.next(.app), role: 1, processRole: subject.role, process: info.ordinal, identity: nil),
                model: LifecycleModels.appDelegate, startSeen: facts.launchSeen, callbacks: callbacks)
        }
        scenes = SceneAssigner(
            process: info.ordinal, processRole: subject.role, startSeen: facts.launchSeen && callbacks.prints(.sceneWillConnect), callbacks: callbacks)
        models = ModelTracker(models: numbering.models, process: info.ordinal, processRole: subject.role, keepsEveryStep: keepsEvents)
        self.facts = facts
    }

    /// Takes the next events of the process (the first ones are kept as they are given: the
    /// array is shared, not copied) and applies those that have two events after them.
    mutating func append(contentsOf events: [TraceEvent], numbering: inout TraceAnalyzer) {
        guard let last = events.last else { return }
        analysis.lastEventLocation = last.location
        if analysis.events.isEmpty { analysis.events = events } else { analysis.events += events }
        while applied + 2 < eventBase + analysis.events.count { apply(numbering: &numbering) }
        if !analysis.keepsEvents, applied - 2 - eventBase >= max(1024, analysis.events.count / 2) {
            // Only the look back of a notification reads applied events.
            let count = applied - 2 - eventBase
            analysis.events.removeFirst(count)
            eventBase += count
        }
    }

    /// Hands the rules the steps that the timelines touched since the last call settled (all but
    /// each one's last step, which a swap of two callbacks may still rewrite), then lets the
    /// timelines go of steps the rules no longer read.
    /// - Parameter observers: For each kind of subject, the positions of the rules that observe
    ///   its steps (``RuleWalk/observers(_:)``).
    mutating func feedSettledSteps(to rules: inout [any Rule], observers: [SubjectKind: [Int]], findings: inout [[Diagnostic]]) {
        analysis.sceneCount = scenes.timelines.count
        for ref in touched {
            switch ref {
            case .process:
                let end = Self.feed(analysis.process, upTo: analysis.process.stepCount - 1, analysis, &rules, observers, &findings)
                analysis.process.settle(end)
            case .app:
                guard let app = analysis.app else { continue }
                let end = Self.feed(app, upTo: app.stepCount - 1, analysis, &rules, observers, &findings)
                analysis.app?.settle(end)
            case .phases:
                guard let phases = analysis.phases else { continue }
                let end = Self.feed(phases, upTo: phases.stepCount - 1, analysis, &rules, observers, &findings)
                analysis.phases?.settle(end)
            case .scene(let index):
                let last = scenes.timelines[index].stepCount - 1
                let end = Self.feed(scenes.timelines[index], upTo: last, analysis, &rules, observers, &findings)
                scenes.timelines[index].settle(end)
            case .viewController(let index):
                let last = analysis.viewControllers[index].stepCount - 1
                let end = Self.feed(analysis.viewControllers[index], upTo: last, analysis, &rules, observers, &findings)
                analysis.viewControllers[index].settle(end)
            }
        }
        touched.removeAll(keepingCapacity: true)
        touchedSet.removeAll(keepingCapacity: true)
    }

    /// Feeds the steps of `timeline` from the first not fed up to `end` (excluded); returns `end`.
    private static func feed(
        _ timeline: borrowing Timeline, upTo end: Int, _ process: borrowing ProcessAnalysis, _ rules: inout [any Rule],
        _ observers: [SubjectKind: [Int]], _ findings: inout [[Diagnostic]]
    ) -> Int {
        guard timeline.fedSteps < end else { return max(end, timeline.fedSteps) }
        let kindObservers = observers[timeline.subject.kind] ?? []
        for index in timeline.fedSteps..<end {
            let step = timeline.step(at: index)
            for rule in kindObservers {
                rules[rule].observe(step, at: index, in: timeline, of: process, findings: &findings[rule])
            }
        }
        return end
    }

    /// Notes that a timeline took a step (a process checked while it is read).
    private mutating func touch(_ ref: TimelineRef) {
        guard !analysis.keepsEvents, touchedSet.insert(ref).inserted else { return }
        touched.append(ref)
    }

    /// Ends the process: applies the events still waiting and links scenes to their sessions.
    /// - Parameters:
    ///   - followedInFile: Whether a process that replaced it follows it in its file.
    ///   - info: The parser's final record of the process, when it changed after the analysis
    ///     began (a process checked while it is read began with its record at its settle point,
    ///     before a kill marker after it was read).
    mutating func finish(followedInFile: Bool, info: ProcessRecord? = nil, numbering: inout TraceAnalyzer) -> ProcessAnalysis {
        while applied < eventBase + analysis.events.count { apply(numbering: &numbering) }
        if let info { analysis.info = info }
        analysis.followedInFile = followedInFile
        analysis.scenes = scenes.timelines
        analysis.sceneCount = analysis.scenes.count
        if !analysis.keepsEvents { analysis.events = [] }
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
        let event = analysis.events[index - eventBase]
        applied += 1
        if analysis.keepsEvents {
            analysis.positionsByEvent[event.event.index].append(index)
        } else {
            keep(event, at: index)
        }
        switch event.event.domain {
        case .scene:
            // A notification printed next to its own callback would count twice.
            if event.source == .notification && TraceAnalyzer.duplicatesCallback(index - eventBase, in: analysis.events) {
                unassign(event)
            } else if facts.isSceneBased {
                scenes.assign(event, next: { numbering.next(.scene) })
                touch(.scene(scenes.lastApplied))
            } else {
                unassign(event)
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
                    subject: Subject(
                        kind: .scenePhase, ordinal: numbering.next(.scenePhase), role: 1, processRole: analysis.process.subject.role,
                        process: analysis.info.ordinal, identity: nil),
                    model: LifecycleModels.scenePhase, startSeen: false, callbacks: analysis.callbacks)
            }
            analysis.phases?.apply(event)
            touch(.phases)
        case .model:
            models.apply(event, numbering: &numbering)
        }
    }

    /// Keeps what the process-end checks read of an event (a process checked while it is read).
    private mutating func keep(_ event: TraceEvent, at index: Int) {
        let kind = event.event
        let isAppOrScene = kind.domain == .app || kind.domain == .scene
        if Self.keptKinds.contains(kind) || (event.printedState != nil && DocumentedAppState.inside[kind] != nil)
            || (facts.isSceneBased && TraceAnalyzer.appUIEvents.contains(kind) && event.source == .callback)
        {
            analysis.positionsByEvent[kind.index].append(index)
            analysis.kept[index] = event
            if Self.backgroundOnly.contains(kind) { analysis.appStates[index] = appStateNow() }
        }
        if isAppOrScene {
            if analysis.positionsByEvent[LifecycleEvent.appDidFinishLaunching.index].isEmpty {
                if analysis.beforeLaunch.count < Self.preLaunchLimit, kind != .appDidFinishLaunching { analysis.beforeLaunch.append(event) }
            }
            if let terminate = analysis.positionsByEvent[LifecycleEvent.appWillTerminate.index].first, terminate < index {
                analysis.afterTerminate.append(event)
            }
        }
    }

    /// The app's state after the events applied so far, as ``AppStateTracker`` derives it.
    private func appStateNow() -> State {
        if let app = analysis.app { return app.steps.last?.after ?? app.model.initial }
        return ProcessAnalysis.appState(ofScenes: scenes.timelines.compactMap { $0.steps.last?.after })
    }

    /// An event no timeline takes (kept only when every event is).
    private mutating func unassign(_ event: TraceEvent) {
        if analysis.keepsEvents { analysis.unassigned.append(event) }
    }

    private mutating func applyAppEvent(_ event: TraceEvent) {
        let appCallbacks = facts.appCallbacks
        if LifecycleModels.process.handles(event.event) {
            if event.source == .callback || !facts.callbackEvents.contains(event.event) {
                analysis.process.apply(event)
                touch(.process)
            } else {
                unassign(event)  // the notification of a printed callback
                return
            }
            if event.event == .appDidFinishLaunching || event.event == .appWillTerminate {
                if event.source == .callback || !appCallbacks {
                    analysis.app?.apply(event)
                    touch(.app)
                }
            }
            return
        }
        guard TraceAnalyzer.appUIEvents.contains(event.event) else {
            unassign(event)
            return
        }
        // UIApplication notifications stand for the callbacks only when no callback is printed.
        if analysis.app != nil, event.source == .callback || !appCallbacks {
            analysis.app?.apply(event)  // in place: a copy would duplicate the timeline's steps
            touch(.app)
        } else {
            unassign(event)
        }
    }

    private mutating func applyViewControllerEvent(_ event: TraceEvent, numbering: inout TraceAnalyzer) {
        let key = event.viewControllerInstance ?? event.viewController ?? "?"
        if event.viewControllerInstance != nil, let position = viewControllers.last(key) {
            // A pointer names one instance; a deinit after its deinit is a new one at that address.
            if !(analysis.viewControllers[position].hasEnded && event.event == .vcDealloc) {
                analysis.viewControllers[position].apply(event)
                viewControllers.update(key, position, analysis.viewControllers[position])
                touch(.viewController(position))
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
                touch(.viewController(position))
                return
            }
        }
        let identity = event.viewController.map { name in event.viewControllerInstance.map { "\(name) (\($0))" } ?? name }
        var timeline = Timeline(
            subject: Subject(
                kind: .viewController, ordinal: numbering.next(.viewController), role: nextViewControllerRole(),
                processRole: analysis.process.subject.role, process: analysis.info.ordinal,
                identity: identity),
            model: LifecycleModels.viewController,
            startSeen: event.event == .vcViewDidLoad || event.event == .vcLoadView, callbacks: analysis.callbacks)
        timeline.apply(event)
        viewControllers.add(key, analysis.viewControllers.count, timeline)
        touch(.viewController(analysis.viewControllers.count))
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
