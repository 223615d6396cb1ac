import TraceParser

/// A process that settled (``LintStream/settleAfter``) and was checked while it was read, and the
/// first later line that its settled facts did not foresee: its analysis from there on may differ
/// from an analysis of the whole process.
public struct SettledProcess: Sendable, Equatable {
    /// The process (`process#2 (pid 4021)`).
    public let subject: Subject
    /// The event after which its facts were taken as they stood, and how many events it had then.
    public let settledAt: TraceLocation
    public let events: Int
    /// The first later line that those facts did not foresee.
    public let unforeseen: TraceLocation
    /// What that line printed that the facts did not foresee, such as `its launch`.
    public let what: String

    /// The one-line warning the command prints.
    public var warning: String {
        "\(settledAt): \(subject.label) was checked as it was read from here on (its first \(events) events decided how); line \(unforeseen.line) printed \(what), which that did not foresee: its findings after line \(settledAt.line) may differ from an analysis of the whole process"
    }
}

/// Watches the events of a settled process for the first one its facts did not foresee.
struct SettledFactsWatch {
    /// The facts it settled with, and the same facts with every later event.
    private let facts: ProcessFacts
    private var now: ProcessFacts
    /// The events the process printed as notifications before it settled.
    private let notified: LifecycleEventSet
    /// Whether its file had printed a scene connection when it settled (its scenes then start
    /// in their initial state, ``TraceAnalyzer/needsFileEnd(_:callbacks:)``).
    private let printedConnections: Bool
    let settledAt: TraceLocation
    private(set) var unforeseen: (location: TraceLocation, what: String)?

    init(facts: ProcessFacts, events: [TraceEvent], printsConnections: Bool) {
        self.facts = facts
        printedConnections = printsConnections
        now = facts
        var notified = LifecycleEventSet()
        for event in events where event.source == .notification { notified.insert(event.event) }
        self.notified = notified
        settledAt = events.last?.location ?? TraceLocation(file: "", line: 0)
    }

    /// Looks at the next event of the process: the first one that changes a fact the analysis
    /// reads (``ProcessFacts``) is the one its facts did not foresee.
    mutating func add(_ event: TraceEvent) {
        guard unforeseen == nil else { return }
        now.add(event)
        let kind = event.event
        if now.launchSeen != facts.launchSeen {
            unforeseen = (event.location, "its launch (\(kind.swiftName))")
        } else if now.isSceneBased != facts.isSceneBased {
            unforeseen = (event.location, now.isSceneBased
                ? "a scene callback (\(kind.swiftName)) in a process read as not using scenes"
                : "an app-delegate callback (\(kind.swiftName)) in a process read as using scenes through their notifications")
        } else if now.appCallbacks != facts.appCallbacks {
            unforeseen = (event.location, "an app-delegate callback (\(kind.swiftName)) in a process read as printing only notifications")
        } else if notified.contains(kind), now.callbackEvents.contains(kind) != facts.callbackEvents.contains(kind) {
            unforeseen = (event.location, "\(kind.swiftName) as a callback after printing only its notification")
        } else if kind == .sceneWillConnect, facts.launchSeen, !printedConnections {
            unforeseen = (event.location, "its first scene connection (\(kind.swiftName)), after its scenes were read as starting before the log")
        }
    }
}
