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

        private enum CodingKeys: String, CodingKey {
            case ruleID, severity, location, subject, stateBefore, allowed, message, notes, sourceURL
        }
    }

    /// The fields, shared by copies until one of them changes a field.
    private final class Storage: @unchecked Sendable {
        // Mutated only through `makeUnique()`, that is when no other diagnostic shares it.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The rule's stable id.
    public var ruleID: String {
        get { storage.fields.ruleID }
        _modify {
            makeUnique()
            yield &storage.fields.ruleID
        }
    }

    /// The severity in force (after configuration).
    public var severity: Severity {
        get { storage.fields.severity }
        _modify {
            makeUnique()
            yield &storage.fields.severity
        }
    }

    /// Where it was found.
    public var location: TraceLocation {
        get { storage.fields.location }
        _modify {
            makeUnique()
            yield &storage.fields.location
        }
    }

    /// The scene, session, view controller or process it concerns.
    public var subject: Subject? {
        get { storage.fields.subject }
        _modify {
            makeUnique()
            yield &storage.fields.subject
        }
    }

    /// The subject's state before the callback, when a state applies.
    public var stateBefore: String? {
        get { storage.fields.stateBefore }
        _modify {
            makeUnique()
            yield &storage.fields.stateBefore
        }
    }

    /// The callbacks the model allowed in that state.
    public var allowed: [LifecycleEvent] {
        get { storage.fields.allowed }
        _modify {
            makeUnique()
            yield &storage.fields.allowed
        }
    }

    /// For a model of `.tracecheck.yml`: the events it allowed in ``stateBefore``, as event ids
    /// (`window.resignKey`); reports list them after ``allowed``.
    public var modelAllowed: [String] {
        get { storage.fields.modelAllowed }
        _modify {
            makeUnique()
            yield &storage.fields.modelAllowed
        }
    }

    /// What is wrong or worth knowing, lower-case and without a final period.
    public var message: String {
        get { storage.fields.message }
        _modify {
            makeUnique()
            yield &storage.fields.message
        }
    }

    /// More detail.
    public var notes: [Note] {
        get { storage.fields.notes }
        _modify {
            makeUnique()
            yield &storage.fields.notes
        }
    }

    /// The documentation behind the rule.
    public var sourceURL: String? {
        get { storage.fields.sourceURL }
        _modify {
            makeUnique()
            yield &storage.fields.sourceURL
        }
    }

    /// A fact about the whole file that the finding waits for while the file is still being
    /// read (never set on a finding that is reported).
    var condition: FileCondition? {
        get { storage.fields.condition }
        _modify {
            makeUnique()
            yield &storage.fields.condition
        }
    }

    /// Creates a diagnostic.
    public init(
        ruleID: String, severity: Severity, location: TraceLocation, subject: Subject? = nil,
        stateBefore: String? = nil, allowed: [LifecycleEvent] = [], message: String, notes: [Note] = [],
        sourceURL: String? = nil
    ) {
        storage = Storage(
            Fields(
                ruleID: ruleID,
                severity: severity,
                location: location,
                subject: subject,
                stateBefore: stateBefore,
                allowed: allowed,
                message: message,
                notes: notes,
                sourceURL: sourceURL))
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}
