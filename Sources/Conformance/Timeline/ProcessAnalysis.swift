import TraceParser

/// A session seen in one process: where it was configured, which scenes connected to it, and
/// whether it was discarded.
public struct SessionRecord: Sendable {
    /// A scene connecting to the session.
    public struct Connection: Sendable, Hashable {
        public let scene: Subject
        public let location: TraceLocation
    }

    /// The key it was first printed with (a `UISceneSession` pointer or a `persistentIdentifier`).
    public let key: String
    /// Every key it was printed with.
    public internal(set) var keys: Set<String>
    /// The `configurationForConnecting` that created it, when printed in this process.
    public internal(set) var configured: TraceLocation?
    /// The scenes that connected to it, in order.
    public internal(set) var connections: [Connection] = []
    /// The `didDiscardSceneSessions` that named it, when printed in this process.
    public internal(set) var discarded: TraceLocation?
}

/// Everything tracecheck knows about one process: its events and the timelines built from them.
public struct ProcessAnalysis: Sendable {
    /// The process as the parser found it (for a process checked while it is read, as it was
    /// when it ended: its end marker and the processes it closed are known only then).
    public internal(set) var info: ProcessRecord
    /// The file it was read from.
    public let file: String
    /// Its events, in order. A process checked while it is read (``keepsEvents`` false) holds
    /// only the few the analysis still reads: rules read its events through
    /// ``event(at:)``, ``eventsBeforeLaunch()`` and ``eventsAfterTerminate()``.
    public internal(set) var events: [TraceEvent]
    /// Whether ``events`` holds every event (false for a process checked while it is read).
    public internal(set) var keepsEvents = true
    /// For a process checked while it is read: the events that the process-end checks read (launches,
    /// termination, discards, configurations, connections, background-only callbacks, callbacks
    /// that printed the application state, app callbacks of a scene-based app), by position.
    var kept: [Int: TraceEvent] = [:]
    /// For a process checked while it is read: its app and scene events before its first
    /// `didFinishLaunching` (at most ``ProcessAnalyzer/preLaunchLimit``), and after its first
    /// `applicationWillTerminate`.
    var beforeLaunch: [TraceEvent] = []
    var afterTerminate: [TraceEvent] = []
    /// For a process checked while it is read: the app's state at each background-only callback,
    /// noted as it was read, by position.
    var appStates: [Int: State] = [:]
    /// The location of its last event.
    var lastEventLocation: TraceLocation?
    /// How many scene objects it has (so far, while it is read).
    public internal(set) var sceneCount = 0
    /// Whether it uses the scene life cycle (it printed scene callbacks or notifications).
    public let isSceneBased: Bool
    /// Whether its launch (`willFinishLaunching`/`didFinishLaunching`) is in the log.
    public let launchSeen: Bool
    /// Launch and termination.
    public internal(set) var process: Timeline
    /// The app-delegate UI life cycle, for processes without scenes.
    public internal(set) var app: Timeline?
    /// One timeline per scene object.
    public internal(set) var scenes: [Timeline] = []
    /// One timeline per view controller.
    public internal(set) var viewControllers: [Timeline] = []
    /// The SwiftUI scene phases it printed.
    public internal(set) var phases: Timeline?
    /// The sessions it named.
    public internal(set) var sessions: [SessionRecord] = []
    /// Events that no timeline takes (for example `UIApplication` notifications in a scene-based
    /// process, which UIKit posts as aggregates of all scenes).
    public internal(set) var unassigned: [TraceEvent] = []
    /// The events of the models of `.tracecheck.yml`, each as applied to its subject, in order.
    public internal(set) var modelSteps: [ModelStep] = []
    /// What its file prints.
    public let callbacks: PrintedCallbacks
    /// Whether a process that replaced it follows it in its file (``ProcessRecord/closes``: a new
    /// run of the same app, a new launch), so it ended, killed or suspended, even without a
    /// terminate or a kill marker.
    public internal(set) var followedInFile = false
    /// For each session key, the first session (in ``sessions``) printed with it.
    var sessionByKey: [String: Int] = [:]
    /// Where each kind of event is in ``events``, in order, by ``LifecycleEvent/index``.
    var positionsByEvent = [[Int]](repeating: [], count: LifecycleEvent.allCases.count)
    /// The position of each scene in ``scenes``.
    var sceneBySubject: [Subject: Int] = [:]

    /// The subject for the process itself.
    public var subject: Subject { process.subject }
    /// Its timelines: the process, the app, the scenes, the view controllers, the phases.
    public var timelines: [Timeline] {
        [process] + (app.map { [$0] } ?? []) + scenes + viewControllers + (phases.map { [$0] } ?? [])
    }
    /// The last line of the process.
    public var lastLocation: TraceLocation { lastEventLocation ?? info.start }

    /// The event at a position of ``positions(of:)``.
    public func event(at position: Int) -> TraceEvent {
        guard !keepsEvents else { return events[position] }
        guard let event = kept[position] else {
            preconditionFailure("\(subject.label) was checked while it was read and did not keep its event at position \(position)")
        }
        return event
    }

    /// Its first `didFinishLaunching`, and the app and scene events before it.
    public func eventsBeforeLaunch() -> (launch: TraceEvent, before: [TraceEvent])? {
        guard let launch = positions(of: .appDidFinishLaunching).first else { return nil }
        guard keepsEvents else { return (kept[launch]!, beforeLaunch) }
        return (events[launch], events[..<launch].filter { $0.event.domain == .app || $0.event.domain == .scene })
    }

    /// Its first `applicationWillTerminate`, and the app and scene events after it.
    public func eventsAfterTerminate() -> (terminate: TraceEvent, after: [TraceEvent])? {
        guard let terminate = positions(of: .appWillTerminate).first else { return nil }
        guard keepsEvents else { return (kept[terminate]!, afterTerminate) }
        return (events[terminate], events[(terminate + 1)...].filter { $0.event.domain == .app || $0.event.domain == .scene })
    }

    /// The positions in ``events`` of the events of one kind, in order: rules that look for a
    /// few kinds of event visit those, not every event.
    ///
    /// A process checked while it is read keeps only the kinds the process-end rules read
    /// (``ProcessAnalyzer/keeps(_:sceneBased:)``): asking it for another kind is a bug of the
    /// rule that asks (it would see none and be blind on long logs), and traps in debug builds.
    public func positions(of event: LifecycleEvent) -> [Int] {
        assert(
            keepsEvents || ProcessAnalyzer.keeps(event, sceneBased: isSceneBased),
            "\(subject.label) was checked while it was read and did not keep its \(event.rawValue) events")
        return positionsByEvent[event.index]
    }

    /// The positions in ``events`` of the events of any of `kinds`, in order.
    public func positions(of kinds: some Sequence<LifecycleEvent>) -> [Int] {
        kinds.flatMap(positions(of:)).sorted()
    }

    /// The session record that has `key`, if any.
    public func session(_ key: String) -> SessionRecord? {
        sessionByKey[key].map { sessions[$0] }
    }

    /// The app's state derived from its scenes at `location` (after the step there), as
    /// `UIApplication.applicationState` reports it: `active` when a connected scene is
    /// foregroundActive, else `inactive` when one is foregroundInactive, else `background`
    /// (which covers no connected scene). For apps without scenes, the app timeline's state.
    public func appState(at location: TraceLocation) -> State {
        if let app {
            return app.steps.last { $0.event.location <= location }?.after ?? app.model.initial
        }
        return Self.appState(ofScenes: scenes.compactMap { timeline in timeline.steps.last { $0.event.location <= location }?.after })
    }

    /// The app's state for its scenes' states: `active` when one is foregroundActive, else
    /// `inactive` when one is foregroundInactive, else `background`.
    static func appState(ofScenes states: [State]) -> State {
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return .background
    }

    /// Launch option keys that come with launches into the background (a location event, a
    /// remote notification, Bluetooth, a Newsstand download; `remoteNotification` also comes when
    /// the user taps a notification, so it only says the launch may have been in the background).
    public static let backgroundLaunchOptions: Set<String> = [
        "location", "remoteNotification", "bluetoothCentrals", "bluetoothPeripherals", "newsstandDownloads",
    ]

    /// Why the process was (or may have been) launched into the background: its launch callback
    /// printed `applicationState` background, or launch options of a background launch
    /// (``backgroundLaunchOptions``); nil without such evidence.
    public var backgroundLaunchEvidence: String? {
        for position in positions(of: [.appWillFinishLaunching, .appDidFinishLaunching]) {
            let event = event(at: position)
            let line = event.location.line
            if event.printedState == .background {
                return "\(event.event.swiftName) (line \(line)) printed applicationState background"
            }
            if let key = event.launchOptions.first(where: Self.backgroundLaunchOptions.contains) {
                return "\(event.event.swiftName) (line \(line)) printed the launch option \(key)"
            }
        }
        return nil
    }

    /// The timeline of a scene subject.
    public func scene(_ subject: Subject) -> Timeline? {
        sceneBySubject[subject].map { scenes[$0] }
    }
}

/// The analysis of a whole run: every process, in order.
public struct TraceAnalysis: Sendable {
    /// The processes, in order of appearance.
    public let processes: [ProcessAnalysis]
    /// How many candidates (scenes, view-controller instances, sessions) the analyzer looked at
    /// to place the events: tests check that it grows linearly with the input, which no timing
    /// can show reliably.
    var lookups = 0

    /// Every timeline of every process (process, app, scenes, view controllers, phases).
    public var timelines: [Timeline] { processes.flatMap(\.timelines) }
}
