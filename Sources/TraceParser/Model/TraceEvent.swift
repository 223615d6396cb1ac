/// One life-cycle event recognised in a log line.
public struct TraceEvent: Codable, Sendable, Hashable {
    /// Where the event was printed.
    public var location: TraceLocation
    /// The canonical event id.
    public var event: LifecycleEvent
    /// Whether the line printed the callback, a notification, or a SwiftUI phase.
    public var source: EventSource
    /// The 1-based ordinal of the process the event belongs to, across everything parsed.
    public var process: Int
    /// The process id, when the line prefix prints one.
    public var pid: Int?
    /// The thread id as printed (hex or decimal), when the line prefix prints one.
    public var thread: String?
    /// The process name, when the line prefix prints one.
    public var processName: String?
    /// The timestamp, when the line prefix prints one.
    public var timestamp: Timestamp?
    /// The scene object's pointer (`0x106c00580`), when the line prints a scene or scene delegate.
    public var scene: String?
    /// The session the line names: a `UISceneSession` pointer, else a `persistentIdentifier`.
    public var session: String?
    /// Every session the line names, in order (several after `didDiscardSceneSessions`).
    public var sessions: [String]
    /// The `persistentIdentifier` printed in a scene or session description.
    public var persistentIdentifier: String?
    /// The `activationState` printed in a scene description.
    public var activationState: ActivationState?
    /// The view controller's class or label, for `vc.*` events.
    public var viewController: String?
    /// The view controller's pointer, when one was printed.
    public var viewControllerInstance: String?
    /// The whole input line (invalid UTF-8 replaced by U+FFFD).
    public var raw: String
    /// The application state the line prints beside the callback (`applicationState: background`).
    public var printedState: ApplicationState?
    /// Whether the callback's name was read despite a one-letter typo (`sceneWillEnterForegound`).
    public var fuzzy = false
    /// The launch option keys a launch callback printed, as Swift names them (`location`,
    /// `remoteNotification`, `url`), on its line or the lines that continue it.
    public var launchOptions: [String] = []

    /// Creates an event; identity fields default to "not printed".
    public init(
        location: TraceLocation, event: LifecycleEvent, source: EventSource = .callback, process: Int = 1,
        pid: Int? = nil, thread: String? = nil, processName: String? = nil, timestamp: Timestamp? = nil,
        scene: String? = nil, session: String? = nil, sessions: [String] = [],
        persistentIdentifier: String? = nil, activationState: ActivationState? = nil,
        viewController: String? = nil, viewControllerInstance: String? = nil, raw: String
    ) {
        self.location = location
        self.event = event
        self.source = source
        self.process = process
        self.pid = pid
        self.thread = thread
        self.processName = processName
        self.timestamp = timestamp
        self.scene = scene
        self.session = session
        self.sessions = sessions
        self.persistentIdentifier = persistentIdentifier
        self.activationState = activationState
        self.viewController = viewController
        self.viewControllerInstance = viewControllerInstance
        self.raw = raw
    }
}
