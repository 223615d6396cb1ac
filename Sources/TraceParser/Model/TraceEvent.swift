/// One life-cycle event recognised in a log line.
///
/// An event is a value; its fields live in one shared, copy-on-write buffer, so that the copies
/// a timeline, a finding or a batch between threads make cost one reference, not the 300 bytes
/// and a dozen strings of its fields.
public struct TraceEvent: Codable, Sendable, Hashable {
    /// The stored fields, with the synthesized `Codable` and `Hashable` of the event.
    struct Fields: Codable, Hashable {
        var location: TraceLocation
        var event: LifecycleEvent
        var source: EventSource
        var process: Int
        var pid: Int?
        var thread: String?
        var processName: String?
        var timestamp: Timestamp?
        var scene: String?
        var session: String?
        var sessions: [String]
        var persistentIdentifier: String?
        var activationState: ActivationState?
        var viewController: String?
        var viewControllerInstance: String?
        var raw: String
        var printedState: ApplicationState?
        var fuzzy = false
        var launchOptions: [String] = []
        var device: String? = nil
        /// One reference for the rare events of models, not two strings in every event.
        var model: ModelFields? = nil
    }

    /// The fields, shared by copies until one of them changes a field.
    private var fields: CopyOnWrite<Fields>

    /// Where the event was printed.
    public var location: TraceLocation { get { fields.location } _modify { yield &fields.location } }

    /// The line of ``location`` (without a copy of its file name).
    public var line: Int { fields.location.line }

    /// The canonical event id.
    public var event: LifecycleEvent { get { fields.event } _modify { yield &fields.event } }

    /// Whether the line printed the callback, a notification, or a SwiftUI phase.
    public var source: EventSource { get { fields.source } _modify { yield &fields.source } }

    /// The 1-based ordinal of the process the event belongs to, across everything parsed.
    public var process: Int { get { fields.process } _modify { yield &fields.process } }

    /// The process id, when the line prefix prints one.
    public var pid: Int? { get { fields.pid } _modify { yield &fields.pid } }

    /// The thread id as printed (hex or decimal), when the line prefix prints one.
    public var thread: String? { get { fields.thread } _modify { yield &fields.thread } }

    /// The process name, when the line prefix prints one.
    public var processName: String? { get { fields.processName } _modify { yield &fields.processName } }

    /// The timestamp, when the line prefix prints one.
    public var timestamp: Timestamp? { get { fields.timestamp } _modify { yield &fields.timestamp } }

    /// The scene object's pointer (`0x106c00580`), when the line prints a scene or scene delegate.
    public var scene: String? { get { fields.scene } _modify { yield &fields.scene } }

    /// The session the line names: a `UISceneSession` pointer, else a `persistentIdentifier`.
    public var session: String? { get { fields.session } _modify { yield &fields.session } }

    /// Every session the line names, in order (several after `didDiscardSceneSessions`).
    public var sessions: [String] { get { fields.sessions } _modify { yield &fields.sessions } }

    /// The `persistentIdentifier` printed in a scene or session description.
    public var persistentIdentifier: String? { get { fields.persistentIdentifier } _modify { yield &fields.persistentIdentifier } }

    /// The `activationState` printed in a scene description.
    public var activationState: ActivationState? { get { fields.activationState } _modify { yield &fields.activationState } }

    /// The view controller's class or label, for `vc.*` events.
    public var viewController: String? { get { fields.viewController } _modify { yield &fields.viewController } }

    /// The view controller's pointer, when one was printed.
    public var viewControllerInstance: String? { get { fields.viewControllerInstance } _modify { yield &fields.viewControllerInstance } }

    /// The whole input line (invalid UTF-8 replaced by U+FFFD).
    public var raw: String { get { fields.raw } _modify { yield &fields.raw } }

    /// The application state the line prints beside the callback (`applicationState: background`).
    public var printedState: ApplicationState? { get { fields.printedState } _modify { yield &fields.printedState } }

    /// Whether the callback's name was read despite a one-letter typo (`sceneWillEnterForegound`).
    /// Whether the callback's name was read despite a one-letter typo (`sceneWillEnterForegound`).
    public var fuzzy: Bool { get { fields.fuzzy } _modify { yield &fields.fuzzy } }

    /// The launch option keys a launch callback printed, as Swift names them (`location`,
    /// `remoteNotification`, `url`), on its line or the lines that continue it.
    public var launchOptions: [String] { get { fields.launchOptions } _modify { yield &fields.launchOptions } }

    /// The device, user or install that the device column of a table export names for the row
    /// (``ProcessRecord/device``).
    public var device: String? { get { fields.device } _modify { yield &fields.device } }

    /// The fields of an event of a model, shared by copies of the event.
    final class ModelFields: Codable, Hashable, @unchecked Sendable {
        let event: String
        let subject: String?

        init(event: String, subject: String?) {
            self.event = event
            self.subject = subject
        }

        static func == (lhs: ModelFields, rhs: ModelFields) -> Bool { lhs.event == rhs.event && lhs.subject == rhs.subject }

        func hash(into hasher: inout Hasher) {
            hasher.combine(event)
            hasher.combine(subject)
        }
    }

    /// For ``LifecycleEvent/modelEvent``: which event of which model of `.tracecheck.yml`
    /// (`window.didLoad`).
    public var modelEvent: String? {
        get { fields.model?.event }
        set { fields.model = newValue.map { ModelFields(event: $0, subject: fields.model?.subject) } }
    }

    /// For ``LifecycleEvent/modelEvent``: the object the line names (a format's `subject` group,
    /// else its first `0x` pointer), nil when it names none. Set it after ``modelEvent``.
    public var modelSubject: String? {
        get { fields.model?.subject }
        set { fields.model = fields.model.map { ModelFields(event: $0.event, subject: newValue) } }
    }

    /// Creates an event; identity fields default to "not printed".
    public init(
        location: TraceLocation, event: LifecycleEvent, source: EventSource = .callback, process: Int = 1,
        pid: Int? = nil, thread: String? = nil, processName: String? = nil, timestamp: Timestamp? = nil,
        scene: String? = nil, session: String? = nil, sessions: [String] = [],
        persistentIdentifier: String? = nil, activationState: ActivationState? = nil,
        viewController: String? = nil, viewControllerInstance: String? = nil, raw: String
    ) {
        fields = CopyOnWrite(
            Fields(
                location: location,
                event: event,
                source: source,
                process: process,
                pid: pid,
                thread: thread,
                processName: processName,
                timestamp: timestamp,
                scene: scene,
                session: session,
                sessions: sessions,
                persistentIdentifier: persistentIdentifier,
                activationState: activationState,
                viewController: viewController,
                viewControllerInstance: viewControllerInstance,
                raw: raw))
    }

    /// Sets what a line's prefix prints, in one change of the fields.
    mutating func setPrefixFields(timestamp: Timestamp?, processName: String?, pid: Int?, thread: String?) {
        fields.update {
            ($0.timestamp, $0.processName, $0.pid, $0.thread) = (timestamp, processName, pid, thread)
        }
    }

    public init(from decoder: any Decoder) throws {
        fields = try CopyOnWrite(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }
}
