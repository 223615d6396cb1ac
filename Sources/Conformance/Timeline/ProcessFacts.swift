import TraceParser

/// What decides how a process is analysed, gathered one event at a time as the process is read:
/// whether its launch is in the log, whether it uses scenes, and which callbacks it prints (so
/// that their notifications are not counted again). Each fact can only turn true.
struct ProcessFacts: Sendable {
    /// Whether a launch callback is in the log.
    private(set) var launchSeen = false
    /// Whether the app delegate prints UI callbacks of its own (``TraceAnalyzer/appUIEvents``).
    private(set) var appCallbacks = false
    /// The events it prints as callbacks.
    private(set) var callbackEvents = LifecycleEventSet()
    private var sceneCallbacks = false
    private var sceneEvents = false

    init() {}

    /// The facts of events already read.
    init(_ events: some Sequence<TraceEvent>) {
        for event in events { add(event) }
    }

    /// Takes the next event of the process into account.
    mutating func add(_ event: TraceEvent) {
        let kind = event.event
        if kind.isLaunch { launchSeen = true }
        if kind.domain == .scene {
            sceneEvents = true
            if event.source == .callback { sceneCallbacks = true }
        }
        if event.source == .callback {
            callbackEvents.insert(kind)
            if TraceAnalyzer.appUIEvents.contains(kind) { appCallbacks = true }
        }
    }

    /// Whether it printed a scene callback: it uses scenes, whatever it prints later.
    var printsSceneCallbacks: Bool { sceneCallbacks }

    /// Scene callbacks make a process scene-based; scene notifications do only when the app
    /// delegate prints no UI callbacks of its own.
    var isSceneBased: Bool { sceneCallbacks || (!appCallbacks && sceneEvents) }
}
