import TraceParser

/// One finding about a log: which rule, how serious, where, about what, the state before it,
/// what the model allowed there, and why it matters.
///
/// A diagnostic is a value; its fields live in one shared, copy-on-write buffer, so that moving
/// it through configuration, the outbox and the reporters copies a reference, not its strings.
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

    /// The stored fields, with the synthesized `Codable` and `Hashable` of the diagnostic.
    struct Fields: Codable, Hashable {
        var ruleID: String
        var severity: Severity
        var location: TraceLocation
        var subject: Subject?
        var stateBefore: String?
        var allowed: [LifecycleEvent]
        var message: String
        var notes: [Note]
        var sourceURL: String?
        var condition: FileCondition? = nil
        /// What a model of `.tracecheck.yml` allowed, as event ids (`window.resignKey`).
        var modelAllowed: [String] = []
        var fix: String? = nil
        var missing: [String] = []
        var lastChangeLine: Int? = nil
        var resumedState: String? = nil

        private enum CodingKeys: String, CodingKey {
            case ruleID, severity, location, subject, stateBefore, allowed, message, notes, sourceURL, fix
        }
    }

    /// The fields, shared by copies until one of them changes a field.
    private var fields: CopyOnWrite<Fields>

    /// The rule's stable id.
    public var ruleID: String { get { fields.ruleID } _modify { yield &fields.ruleID } }

    /// The severity in force (after configuration).
    public var severity: Severity { get { fields.severity } _modify { yield &fields.severity } }

    /// Where it was found.
    public var location: TraceLocation { get { fields.location } _modify { yield &fields.location } }

    /// The line of ``location`` (without a copy of its file name).
    var line: Int { fields.location.line }

    /// The scene, session, view controller or process it concerns.
    public var subject: Subject? { get { fields.subject } _modify { yield &fields.subject } }

    /// The subject's state before the callback, when a state applies.
    public var stateBefore: String? { get { fields.stateBefore } _modify { yield &fields.stateBefore } }

    /// The callbacks the model allowed in that state.
    public var allowed: [LifecycleEvent] { get { fields.allowed } _modify { yield &fields.allowed } }

    /// For a model of `.tracecheck.yml`: the events it allowed in ``stateBefore``, as event ids
    /// (`window.resignKey`); reports list them after ``allowed``.
    public var modelAllowed: [String] { get { fields.modelAllowed } _modify { yield &fields.modelAllowed } }

    /// What is wrong or worth knowing, lower-case and without a final period.
    public var message: String { get { fields.message } _modify { yield &fields.message } }

    /// More detail.
    public var notes: [Note] { get { fields.notes } _modify { yield &fields.notes } }

    /// What to do about it, one imperative sentence, lower-case and without a final period (the rule's
    /// ``RuleDescription/fix`` unless the finding knows better); nil when the rule knows nothing
    /// to do.
    public var fix: String? { get { fields.fix } _modify { yield &fields.fix } }

    /// For a gap: the callbacks missing, in the order they would have come, as canonical event ids
    /// (`MODEL.EVENT` for a model's); else empty.
    public var missing: [String] { get { fields.missing } _modify { yield &fields.missing } }

    /// For a finding at a callback of a timeline: the line of the subject's last state change
    /// before it (what "between A (line n) and B" names; for a model's subject, its previous
    /// event), nil when none is in the log.
    public var lastChangeLine: Int? { get { fields.lastChangeLine } _modify { yield &fields.lastChangeLine } }

    /// For a finding at a callback of a timeline: the state checking goes on from after it.
    public var resumedState: String? { get { fields.resumedState } _modify { yield &fields.resumedState } }

    /// The documentation behind the rule.
    public var sourceURL: String? { get { fields.sourceURL } _modify { yield &fields.sourceURL } }

    /// A fact about the whole file that the finding waits for while the file is still being
    /// read (never set on a finding that is reported).
    var condition: FileCondition? { get { fields.condition } _modify { yield &fields.condition } }

    /// Creates a diagnostic.
    public init(
        ruleID: String, severity: Severity, location: TraceLocation, subject: Subject? = nil,
        stateBefore: String? = nil, allowed: [LifecycleEvent] = [], message: String, notes: [Note] = [],
        sourceURL: String? = nil, fix: String? = nil
    ) {
        fields = CopyOnWrite(
            Fields(
                ruleID: ruleID,
                severity: severity,
                location: location,
                subject: subject,
                stateBefore: stateBefore,
                allowed: allowed,
                message: message,
                notes: notes,
                sourceURL: sourceURL,
                fix: fix))
    }

    public init(from decoder: any Decoder) throws {
        fields = try CopyOnWrite(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
    }
}

extension Diagnostic {
    /// Sets what a finding at `step` (at `index` of `timeline`) explains as data: the line of the
    /// subject's last state change before it and the state checking resumes in.
    mutating func explain(_ step: Step, at index: Int, in timeline: borrowing Timeline) {
        lastChangeLine = timeline.previousChange(before: index)?.event.location.line
        resumedState = step.after.rawValue
    }
}
