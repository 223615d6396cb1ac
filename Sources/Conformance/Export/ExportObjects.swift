import TraceParser

/// The objects of one process as the object-centric export writes them (`export --format
/// ocel`, and the trace names of `--format xes`): the process, its app, scenes, sessions, view
/// controllers, SwiftUI phases and model subjects, with their attributes and how they relate.
struct ExportObject {
    /// An attribute with its OCEL type (`string` or `integer`).
    struct Attribute {
        let name: String
        let value: String
    }

    /// A relation to another object, qualified (`process`, `session`, `replaces`).
    struct Relation {
        let objectID: String
        let qualifier: String
    }

    let id: String
    let type: String
    let attributes: [Attribute]
    let relations: [Relation]

    /// The attributes each object type declares, with their OCEL types, in the order written.
    static func attributeTypes(of type: String) -> [(name: String, type: String)] {
        switch type {
        case "process": return [("label", "string"), ("pid", "integer"), ("name", "string"), ("device", "string"), ("file", "string")]
        case "session": return [("key", "string")]
        default: return [("label", "string"), ("identity", "string")]
        }
    }

    /// The object type of a subject: `process`, `app`, `scene`, `viewController`, `scenePhase`,
    /// or `model:ID` for a subject of a model of `.tracecheck.yml` (model ids cannot hold a
    /// colon, so no model type is taken for a built-in one).
    static func type(of subject: Subject) -> String {
        switch subject.kind {
        case .process: return "process"
        case .app: return "app"
        case .scene: return "scene"
        case .viewController: return "viewController"
        case .scenePhase: return "scenePhase"
        case .model: return "model:" + (subject.model ?? "")
        }
    }

    /// The id of a subject's object: its type and its number in the run (`scene#2`,
    /// `viewController#3`, `model:sync#1`), unique in the export whatever its pointer or class.
    static func id(of subject: Subject) -> String {
        // A process's own subject is numbered as its process, the number the other objects use.
        subject.kind == .process ? processID(subject.process) : "\(type(of: subject))#\(subject.ordinal)"
    }

    /// The id of a process's object.
    static func processID(_ ordinal: Int) -> String { "process#\(ordinal)" }
}

extension ProcessAnalysis {
    /// Its objects in export order (the process, then its subjects as ``exportCases`` orders them
    /// with the subjects that have no events, then its sessions), its sessions numbered in the
    /// export from `firstSession`.
    func exportObjects(firstSession: Int) -> [ExportObject] {
        let process = ExportObject.processID(info.ordinal)
        var sessionOfScene: [Subject: [Int]] = [:]
        for (index, session) in sessions.enumerated() {
            for connection in session.connections where !(sessionOfScene[connection.scene]?.contains(index) ?? false) {
                sessionOfScene[connection.scene, default: []].append(index)
            }
        }
        var objects = [
            ExportObject(
                id: process, type: "process",
                attributes: [
                    .init(name: "label", value: subject.label), info.pid.map { .init(name: "pid", value: String($0)) },
                    info.name.map { .init(name: "name", value: $0) }, info.device.map { .init(name: "device", value: $0) },
                    .init(name: "file", value: file),
                ].compactMap { $0 },
                relations: info.closes.map { .init(objectID: ExportObject.processID($0), qualifier: "replaces") })
        ]
        var subjects = timelines.dropFirst().map(\.subject)
        var seen = Set(subjects)
        for step in modelSteps where seen.insert(step.subject).inserted { subjects.append(step.subject) }
        for subject in subjects {
            let sessionRelations = (sessionOfScene[subject] ?? []).map {
                ExportObject.Relation(objectID: "session#\(firstSession + $0)", qualifier: "session")
            }
            objects.append(
                ExportObject(
                    id: ExportObject.id(of: subject), type: ExportObject.type(of: subject),
                    attributes: [.init(name: "label", value: subject.label)] + (subject.identity.map { [.init(name: "identity", value: $0)] } ?? []),
                    relations: [.init(objectID: process, qualifier: "process")] + sessionRelations))
        }
        for (index, session) in sessions.enumerated() {
            objects.append(
                ExportObject(
                    id: "session#\(firstSession + index)", type: "session", attributes: [.init(name: "key", value: session.key)],
                    relations: [.init(objectID: process, qualifier: "process")]))
        }
        return objects
    }
}
