import TraceParser

/// An analysis as an OCEL 2.0 object-centric event log in JSON (`tracecheck export --format
/// ocel`, ocel-standard.org), written as the input is read.
///
/// - Objects: every process, app, scene, session, view controller, SwiftUI phase and model
///   subject (``ExportObject``), related to their process (`process`), scenes to the sessions
///   they connected to (`session`), processes to those they replaced (`replaces`).
/// - Events: one per line and activity (a model's event applied to several subjects is one event
///   related to each), typed by the canonical event id (`MODEL.EVENT` for a model's), at the time
///   ``ExportTime`` gives, with the attributes `line`, `file`, `source` (`callback`,
///   `notification`, `scenePhase`, `system`), `printedState` and `printedTime` when printed, and
///   related to the objects they are about (`subject`), their process (`process`) and the sessions
///   they name (`session`, `discarded session`).
/// - Event and object types are declared at the end, each with the attributes it carries.
///
/// Events are written as each process is checked; its objects are kept apart (in a temporary
/// file beyond 1 MiB) and written after the last event, so memory follows the processes open.
/// Attribute values are strings, as the OCEL 2.0 JSON schema types them; the declared types say
/// how to read them.
public struct OCELExport: EventLogExport {
    private let objects: SpilledText
    private var events = 0
    private var sessions = 0
    private var eventTypes: [String] = []
    private var knownEventTypes: Set<String> = []
    private var objectTypes: [String] = []
    private var knownObjectTypes: Set<String> = []

    /// The attributes of every event type, with their types.
    static let eventAttributes: [(name: String, type: String)] = [
        ("line", "integer"), ("file", "string"), ("source", "string"), ("printedState", "string"), ("printedTime", "string"),
    ]

    /// - Parameter objectMemoryLimit: The most bytes of objects kept in memory.
    public init(objectMemoryLimit: Int = 1 << 20) {
        objects = SpilledText(memoryLimit: objectMemoryLimit)
    }

    public var header: String { "{\"events\":[" }

    public mutating func part(of process: ProcessAnalysis) -> String {
        var out = ""
        for event in Self.events(of: process, firstSession: sessions + 1) {
            if knownEventTypes.insert(event.activity).inserted { eventTypes.append(event.activity) }
            let trace = event.event
            var attributes: [JSONValue] = [
                Self.attribute("line", String(trace.location.line)), Self.attribute("file", trace.location.file),
                Self.attribute("source", trace.source.rawValue),
            ]
            if let state = trace.printedState { attributes.append(Self.attribute("printedState", state.rawValue)) }
            if let time = trace.timestamp { attributes.append(Self.attribute("printedTime", time.description)) }
            events += 1
            out += (events == 1 ? "\n" : ",\n")
            out += JSONValue.object([
                ("id", .string("e\(events)")), ("type", .string(event.activity)),
                ("time", .string(ExportTime.text(trace.timestamp, line: trace.location.line))),
                ("attributes", .array(attributes)), ("relationships", .array(event.relations.map(Self.relation))),
            ]).compact
        }
        for object in process.exportObjects(firstSession: sessions + 1) {
            if knownObjectTypes.insert(object.type).inserted { objectTypes.append(object.type) }
            objects.append(
                (objects.isEmpty ? "\n" : ",\n")
                    + JSONValue.object([
                        ("id", .string(object.id)), ("type", .string(object.type)),
                        ("attributes", .array(object.attributes.map { Self.attribute($0.name, $0.value, time: ExportTime.epoch) })),
                        ("relationships", .array(object.relations.map(Self.relation))),
                    ]).compact)
        }
        sessions += process.sessions.count
        return out
    }

    public mutating func finish(_ write: (String) throws -> Void) throws {
        try write((events == 0 ? "" : "\n") + "],\n\"objects\":[")
        let hadObjects = !objects.isEmpty
        try objects.drain(write)
        func types(_ names: [String], attributes: (String) -> [(name: String, type: String)]) -> String {
            names.map { name in
                "\n" + JSONValue.object([
                    ("name", .string(name)),
                    ("attributes", .array(attributes(name).map { .object([("name", .string($0.name)), ("type", .string($0.type))]) })),
                ]).compact
            }.joined(separator: ",")
        }
        try write(
            (hadObjects ? "\n" : "") + "],\n\"eventTypes\":[" + types(eventTypes) { _ in Self.eventAttributes }
                + (eventTypes.isEmpty ? "" : "\n") + "],\n\"objectTypes\":[" + types(objectTypes, attributes: ExportObject.attributeTypes)
                + (objectTypes.isEmpty ? "" : "\n") + "]}\n")
    }

    /// One event of the export: a line's activity and the objects it relates to.
    struct Event {
        let activity: String
        let event: TraceEvent
        var relations: [ExportObject.Relation]
    }

    /// A process's events in log order, one per line and activity.
    static func events(of process: ProcessAnalysis, firstSession: Int) -> [Event] {
        struct Key: Hashable {
            let line: Int
            let activity: String
        }
        let processID = ExportObject.processID(process.info.ordinal)
        var events: [Event] = []
        var position: [Key: Int] = [:]
        for exportCase in process.exportCases {
            let subjectID = ExportObject.id(of: exportCase.subject)
            for entry in exportCase.entries {
                let key = Key(line: entry.event.location.line, activity: entry.activity)
                if let index = position[key] {
                    // Another subject of the event (a model's event applied to several): after the
                    // other subjects, before the process and sessions.
                    let relations = events[index].relations
                    if !relations.contains(where: { $0.objectID == subjectID }) {
                        let end = relations.firstIndex { $0.qualifier != "subject" } ?? relations.count
                        events[index].relations.insert(.init(objectID: subjectID, qualifier: "subject"), at: end)
                    }
                    continue
                }
                var relations = [ExportObject.Relation(objectID: subjectID, qualifier: "subject")]
                if subjectID != processID { relations.append(.init(objectID: processID, qualifier: "process")) }
                let qualifier = entry.event.event == .appDidDiscardSceneSessions ? "discarded session" : "session"
                var named: Set<Int> = []
                for key in entry.event.orderedSessionKeys {
                    guard let index = process.sessionByKey[key], named.insert(index).inserted else { continue }
                    relations.append(.init(objectID: "session#\(firstSession + index)", qualifier: qualifier))
                }
                position[key] = events.count
                events.append(Event(activity: entry.activity, event: entry.event, relations: relations))
            }
        }
        // Stable: events of one line keep the order of their cases.
        return events.enumerated().sorted { ($0.element.event.location.line, $0.offset) < ($1.element.event.location.line, $1.offset) }.map(\.element)
    }

    private static func attribute(_ name: String, _ value: String, time: String? = nil) -> JSONValue {
        .object([("name", .string(name)), ("value", .string(value))] + (time.map { [("time", JSONValue.string($0))] } ?? []))
    }

    private static func relation(_ relation: ExportObject.Relation) -> JSONValue {
        .object([("objectId", .string(relation.objectID)), ("qualifier", .string(relation.qualifier))])
    }
}
