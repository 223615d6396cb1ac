import TraceParser

/// One finding about a log: which rule, how serious, where, about what, the state before it,
/// what the model allowed there, and why it matters.
public struct Diagnostic: Codable, Hashable, Sendable {
    /// A secondary location or explanation.
    public struct Note: Codable, Hashable, Sendable {
        /// Where it points, if anywhere.
        public var location: TraceLocation?
        /// What it says.
        public var message: String

        /// Creates a note.
        public init(_ message: String, at location: TraceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// The rule's stable id.
    public var ruleID: String
    /// The severity in force (after configuration).
    public var severity: Severity
    /// Where it was found.
    public var location: TraceLocation
    /// The scene, session, view controller or process it concerns.
    public var subject: Subject?
    /// The subject's state before the callback, when a state applies.
    public var stateBefore: String?
    /// The callbacks the model allowed in that state.
    public var allowed: [LifecycleEvent]
    /// What is wrong or worth knowing, lower-case and without a final period.
    public var message: String
    /// More detail.
    public var notes: [Note]
    /// The documentation behind the rule.
    public var sourceURL: String?
    /// A fact about the whole file that the finding waits for while the file is still being
    /// read (never set on a finding that is reported).
    var condition: FileCondition?

    private enum CodingKeys: String, CodingKey {
        case ruleID, severity, location, subject, stateBefore, allowed, message, notes, sourceURL
    }

    /// Creates a diagnostic.
    public init(
        ruleID: String, severity: Severity, location: TraceLocation, subject: Subject? = nil,
        stateBefore: String? = nil, allowed: [LifecycleEvent] = [], message: String, notes: [Note] = [],
        sourceURL: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.subject = subject
        self.stateBefore = stateBefore
        self.allowed = allowed
        self.message = message
        self.notes = notes
        self.sourceURL = sourceURL
    }
}
