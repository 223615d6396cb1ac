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
    /// Its events, in order, when its analysis records them (``LintRun`` with `records`,
    /// ``TraceAnalyzer/analyze(_:processes:)``);
    /// else empty once it ended (rules observe the events they need as they come:
    /// ``Rule/eventKinds``).
    public internal(set) var events: [TraceEvent]
    /// The app's state as `UIApplication.applicationState` reports it, derived from its scenes
    /// (`active` when a scene is foregroundActive, else `inactive` when one is
    /// foregroundInactive, else `background`) or, without scenes, from the app timeline: before
    /// the event a rule observes (``Rule/observe(_:of:findings:)``), and after the last event
    /// once the process ended.
    public internal(set) var appState: State = .background
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
    /// The events of the models of `.tracecheck.yml`, each as applied to its subject, in order,
    /// when the analysis records them (rules observe them as they are made:
    /// ``Rule/observesModelSteps``).
    public internal(set) var modelSteps: [ModelStep] = []
    /// What its file prints (in full once the file ended).
    public internal(set) var callbacks: PrintedCallbacks
    /// Whether a process that replaced it follows it in its file (``ProcessRecord/closes``: a new
    /// run of the same app, a new launch), so it ended, killed or suspended, even without a
    /// terminate or a kill marker.
    public internal(set) var followedInFile = false
    /// For each session key, the first session (in ``sessions``) printed with it.
    var sessionByKey: [String: Int] = [:]
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

    /// The session record that has `key`, if any.
    public func session(_ key: String) -> SessionRecord? {
        sessionByKey[key].map { sessions[$0] }
    }

    /// The timeline of a scene subject.
    public func scene(_ subject: Subject) -> Timeline? {
        sceneBySubject[subject].map { scenes[$0] }
    }
}

/// The analysis of a whole run: every process, in order, with every event and step recorded.
public struct TraceAnalysis: Sendable {
    /// The processes, in order of appearance.
    public let processes: [ProcessAnalysis]
    /// How many candidates (scenes, view-controller instances, sessions) the analyzer looked at
    /// to place the events: tests check that it grows linearly with the input, which no timing
    /// can show reliably.
    var lookups = 0
    /// The models of `.tracecheck.yml` it followed.
    var models: [String: CustomModel] = [:]

    /// Every timeline of every process (process, app, scenes, view controllers, phases).
    public var timelines: [Timeline] { processes.flatMap(\.timelines) }
}
