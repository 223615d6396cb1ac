import TraceParser

/// Analyses one process as its events come, for ``TraceAnalyzer``, which numbers the subjects
/// of the run: attributes scene callbacks to scene objects and view-controller callbacks to
/// instances, links scenes to sessions, checks every step against its model, and feeds the rules
/// as it goes (``RuleSet``): each event to the rules that observe its kind, before its steps; the
/// steps its timelines settle (all but each one's last, which a swap of two callbacks may still
/// rewrite); at the end, the rest and every end. A scene notification looks two events ahead for
/// its own callback, so an event is applied once two more have come, or when the process ends.
///
/// It keeps no more than it still reads: the last two events applied (a notification's look
/// back) and each timeline's recent steps, unless it records (``init(process:file:facts:callbacks:numbering:records:)``)
/// every event and step for the commands that draw or compare a run.
struct ProcessAnalyzer {
    /// A timeline of the process.
    private enum TimelineRef: Hashable {
        case process, app, phases
        case scene(Int)
        case viewController(Int)
    }

    /// How many steps before the next one to feed a timeline keeps: rules read back at most 16
    /// (``Rule/observe(_:at:in:of:findings:)``).
    static let stepsKeptBack = 16

    private var analysis: ProcessAnalysis
    private let facts: ProcessFacts
    private var scenes: SceneAssigner
    private var viewControllers = ViewControllerIndex()
    /// View controllers numbered so far in the process (their ``Subject/role``).
    private var viewControllerRoles = 0
    private var models: ModelTracker
    /// How many of the model steps recorded were fed to the rules.
    private var modelStepsFed = 0
    /// Whether every event, step and model step is kept in the analysis.
    private let records: Bool
    /// How many events are applied.
    private var applied = 0
    /// How many events were let go before the first one of ``ProcessAnalysis/events``.
    private var eventBase = 0
    /// The timelines that took steps since their settled steps were last fed to the rules.
    private var touched: [TimelineRef] = []
    private var touchedSet: Set<TimelineRef> = []
    /// Whether the steps taken are fed as they settle (``touched`` is read): not when the
    /// process's events all come at once and ``finish(followedInFile:info:numbering:rules:ended:)``
    /// feeds every timeline whole.
    private var tracksTouched = true
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
    ///   - records: Keep every event, step and model step in the analysis (for pictures and diffs).
    init(
        process info: ProcessRecord, file: String, facts: ProcessFacts, callbacks: PrintedCallbacks, numbering: inout TraceAnalyzer,
        records: Bool = false
    ) {
        let subject = Subject(
            kind: .process, ordinal: numbering.next(.process), role: numbering.nextProcessRole(in: file), process: info.ordinal,
            identity: info.pid.map { "pid \($0)" } ?? info.device.map { "device \($0)" })
        analysis = ProcessAnalysis(
            info: info, file: file, events: [], isSceneBased: facts.isSceneBased, launchSeen: facts.launchSeen,
            process: Timeline(subject: subject, model: LifecycleModels.process, startSeen: facts.launchSeen, callbacks: callbacks),
            callbacks: callbacks)
        if !facts.isSceneBased {
            analysis.app = Timeline(
                subject: Subject(kind: .app, ordinal: numbering.next(.app), role: 1, processRole: subject.role, process: info.ordinal, identity: nil),
                model: LifecycleModels.appDelegate, startSeen: facts.launchSeen, callbacks: callbacks)
        }
        scenes = SceneAssigner(
            process: info.ordinal, processRole: subject.role, startSeen: facts.launchSeen && callbacks.prints(.sceneWillConnect), callbacks: callbacks)
        models = ModelTracker(models: numbering.models, process: info.ordinal, processRole: subject.role)
        self.facts = facts
        self.records = records
    }

    /// Takes the next events of the process (the first ones are kept as they are given: the
    /// array is shared, not copied), applies those that have two events after them, and feeds
    /// the rules the events applied and, unless `finish(followedInFile:info:numbering:rules:ended:)`
    /// follows at once, the steps settled.
    /// - Parameter feedsSteps: Feed the settled steps now (false: the process ends with these
    ///   events, and its steps are fed at its end, once a scene that prints its pointer in the
    ///   last events has it in every finding; ``finish(followedInFile:info:numbering:rules:ended:)``
    ///   must follow, since the timelines these events touch are not tracked for a later feed).
    mutating func append(contentsOf events: [TraceEvent], numbering: inout TraceAnalyzer, rules: inout RuleSet, feedsSteps: Bool = true) {
        guard let last = events.last else { return }
        analysis.lastEventLocation = last.location
        if analysis.events.isEmpty { analysis.events = events } else { analysis.events += events }
        tracksTouched = feedsSteps
        while applied + 2 < eventBase + analysis.events.count { apply(numbering: &numbering, rules: &rules) }
        if feedsSteps { feedSettledSteps(to: &rules) }
        if !records, applied - 2 - eventBase >= max(1024, analysis.events.count / 2) {
            // Only the look back of a notification reads applied events.
            let count = applied - 2 - eventBase
            analysis.events.removeFirst(count)
            eventBase += count
        }
    }

    /// Hands the rules the steps that the timelines touched since the last call settled (all but
    /// each one's last step, which a swap of two callbacks may still rewrite), then lets the
    /// timelines go of steps the rules no longer read (unless it records).
    private mutating func feedSettledSteps(to rules: inout RuleSet) {
        analysis.sceneCount = scenes.timelines.count
        for ref in touched {
            switch ref {
            case .process:
                let end = rules.feed(analysis.process, upTo: analysis.process.stepCount - 1, of: analysis)
                analysis.process.settle(end, dropping: !records)
            case .app:
                guard let app = analysis.app else { continue }
                let end = rules.feed(app, upTo: app.stepCount - 1, of: analysis)
                analysis.app?.settle(end, dropping: !records)
            case .phases:
                guard let phases = analysis.phases else { continue }
                let end = rules.feed(phases, upTo: phases.stepCount - 1, of: analysis)
                analysis.phases?.settle(end, dropping: !records)
            case .scene(let index):
                // Through a buffer: an element passed as an argument is copied.
                let end = scenes.timelines.withUnsafeBufferPointer { rules.feed($0[index], upTo: $0[index].stepCount - 1, of: analysis) }
                scenes.timelines[index].settle(end, dropping: !records)
            case .viewController(let index):
                let end = analysis.viewControllers.withUnsafeBufferPointer { rules.feed($0[index], upTo: $0[index].stepCount - 1, of: analysis) }
                analysis.viewControllers[index].settle(end, dropping: !records)
            }
        }
        touched.removeAll(keepingCapacity: true)
        touchedSet.removeAll(keepingCapacity: true)
    }

    /// Notes that a timeline took a step.
    private mutating func touch(_ ref: TimelineRef) {
        guard tracksTouched, touchedSet.insert(ref).inserted else { return }
        touched.append(ref)
    }

    /// Ends the process: applies the events still waiting, links scenes to their sessions, and
    /// feeds the rules every step not fed yet, each timeline's end and the process's end.
    /// - Parameters:
    ///   - followedInFile: Whether a process that replaced it follows it in its file.
    ///   - info: The parser's final record of the process, when it changed after the analysis
    ///     began (a process checked while it is read began with its record at its settle point,
    ///     before a kill marker after it was read).
    ///   - ended: Whether the process ended; when not (a live preview), the rules see its steps
    ///     only, not the ends of its timelines or of the process.
    mutating func finish(
        followedInFile: Bool, info: ProcessRecord? = nil, numbering: inout TraceAnalyzer, rules: inout RuleSet, ended: Bool = true
    ) -> ProcessAnalysis {
        while applied < eventBase + analysis.events.count { apply(numbering: &numbering, rules: &rules) }
        if let info { analysis.info = info }
        analysis.followedInFile = followedInFile
        analysis.scenes = scenes.timelines
        analysis.sceneCount = analysis.scenes.count
        noteAppState()
        analysis.modelSteps = models.steps
        if !records { analysis.events = [] }
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
        // The order of ``ProcessAnalysis/timelines``, without building that array of copies. Each
        // scene and view controller is still copied when handed on (callgrind on the dense log:
        // one copy per timeline, read by index, through a buffer pointer or through a span alike).
        // A static function, not a local one capturing `rules` and `analysis`: 0.4% fewer
        // instructions of the check thread (callgrind, two runs each).
        Self.walk(analysis.process, ended: ended, rules: &rules, of: analysis)
        if let app = analysis.app { Self.walk(app, ended: ended, rules: &rules, of: analysis) }
        for index in analysis.scenes.indices { Self.walk(analysis.scenes[index], ended: ended, rules: &rules, of: analysis) }
        for index in analysis.viewControllers.indices {
            Self.walk(analysis.viewControllers[index], ended: ended, rules: &rules, of: analysis)
        }
        if let phases = analysis.phases { Self.walk(phases, ended: ended, rules: &rules, of: analysis) }
        if ended { rules.finish(analysis) }
        return analysis
    }

    /// Hands a timeline's steps not fed yet, and its end when the process ended, to the rules.
    private static func walk(_ timeline: borrowing Timeline, ended: Bool, rules: inout RuleSet, of analysis: borrowing ProcessAnalysis) {
        _ = rules.feed(timeline, upTo: timeline.stepCount, of: analysis)
        if ended { rules.finish(timeline, of: analysis) }
    }

    /// Sets ``ProcessAnalysis/appState``: the app's state after the events applied so far.
    /// Mutating: a getter of the analyzer, called from a mutating method, is handed a copy of it
    /// (over a kilobyte moved at every event).
    private mutating func noteAppState() {
        if let state = analysis.app?.steps.last?.after {
            analysis.appState = state
        } else if let initial = analysis.app?.model.initial {
            analysis.appState = initial
        } else {
            analysis.appState = scenes.appState
        }
    }

    /// Applies the first event not applied yet.
    private mutating func apply(numbering: inout TraceAnalyzer, rules: inout RuleSet) {
        let index = applied
        let event = analysis.events[index - eventBase]
        applied += 1
        if rules.observes(event.event) {
            noteAppState()
            rules.observe(event, of: analysis)
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
        case .system:
            // UIKit's messages belong to no timeline; rules read them as events.
            unassign(event)
        case .model:
            models.apply(event, numbering: &numbering)
            for step in models.steps[modelStepsFed...] { rules.observe(step, of: analysis) }
            if records { modelStepsFed = models.steps.count } else { models.steps.removeAll(keepingCapacity: true) }
        }
    }

    /// An event no timeline takes (kept only when it records).
    private mutating func unassign(_ event: TraceEvent) {
        if records { analysis.unassigned.append(event) }
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
        let key = viewControllers.key(event.viewControllerInstance ?? event.viewController ?? "?")
        if event.viewControllerInstance != nil, let position = viewControllers.last(key) {
            // A pointer names one instance; a deinit after its deinit is a new one at that address.
            if !(event.event == .vcDealloc && analysis.viewControllers.withUnsafeBufferPointer({ $0[position].hasEnded })) {
                analysis.viewControllers[position].apply(event)
                refile(key, position)
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
                refile(key, position)
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
        viewControllers.add(key, analysis.viewControllers.count, state: timeline.state, number: timeline.stateNumber, hasEnded: timeline.hasEnded)
        touch(.viewController(analysis.viewControllers.count))
        analysis.viewControllers.append(consume timeline)
    }

    /// Files a view controller again after it took a callback, its state read in place through
    /// a buffer (a copy of its timeline, or a getter called on the array's element, copies it).
    private mutating func refile(_ key: Int, _ position: Int) {
        let (state, number, ended) = analysis.viewControllers.withUnsafeBufferPointer {
            ($0[position].state, $0[position].stateNumber, $0[position].hasEnded)
        }
        viewControllers.update(key, position, state: state, number: number, hasEnded: ended)
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
        var index = analysis.sessions.count
        for alias in aliases {
            if let known = analysis.sessionByKey[alias], known < index { index = known }
        }
        lookups += aliases.count
        if index == analysis.sessions.count {
            var keys = Set(aliases)
            keys.insert(key)
            analysis.sessions.append(SessionRecord(key: key, keys: keys))
        } else {
            analysis.sessions[index].keys.formUnion(aliases)
        }
        // Every alias now names the lowest session any of them named (written only where it
        // changes).
        for alias in aliases where analysis.sessionByKey[alias] != index {
            analysis.sessionByKey[alias] = index
        }
        return index
    }
}
