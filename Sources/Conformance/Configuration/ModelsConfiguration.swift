import TraceParser
import Yams

/// `models:` of `.tracecheck.yml`: life cycles declared as data.
extension ConfigurationFile.Reader {
    /// The keys of one model.
    static let modelKeys = ["id", "title", "identity", "states", "initial", "terminal", "transitions", "passive", "creates"]

    /// The models, each checked: every state named is declared, one initial state, every state
    /// reachable from it, one transition per state and event, events that create a subject
    /// among the model's events. Each mistake names the line of the node at fault.
    func models(_ nodes: [Node]) throws -> [CustomModel] {
        var models: [CustomModel] = []
        for node in nodes {
            let fields = Dictionary(try mapping(node, "a model").map { (key: $0.0.string ?? "", value: ($0.0, $0.1)) }, uniquingKeysWith: { first, _ in first })
            for (key, (keyNode, _)) in fields where !Self.modelKeys.contains(key) {
                throw error(keyNode, "unknown key '\(key)' in a model" + suggestion(key, among: Self.modelKeys))
            }
            guard let idNode = fields["id"]?.1, let id = idNode.string, Self.isName(id) else {
                throw error(fields["id"]?.1 ?? node, "a model needs an id: letters, digits and _, starting with a letter")
            }
            if models.contains(where: { $0.id == id }) || ["app", "scene", "windowScene", "vc", "phase", "model"].contains(id) {
                throw error(idNode, "model id '\(id)' is taken (by a built-in receiver or another model)")
            }
            let prefix = "model '\(id)'"
            guard let statesNode = fields["states"]?.1 else { throw error(node, "\(prefix) needs states") }
            var states: [(name: String, meaning: String)] = []
            var stateNodes: [String: Node] = [:]
            for item in try list(statesNode, "states") {
                let (name, meaning): (String, String)
                if let text = item.string {
                    (name, meaning) = (text, "")
                } else {
                    let pair = try mapping(item, "a state (name, or name: meaning)")
                    guard pair.count == 1, let text = pair[0].0.string else { throw error(item, "a state is a name, or name: meaning") }
                    (name, meaning) = (text, try string(pair[0].1, "a state's meaning"))
                }
                guard Self.isName(name), stateNodes[name] == nil else { throw error(item, "\(prefix): state '\(name)' is declared twice or is not a name") }
                states.append((name, meaning))
                stateNodes[name] = item
            }
            func state(_ node: Node) throws -> String {
                let name = try string(node, "a state")
                guard stateNodes[name] != nil else {
                    throw error(node, "\(prefix): unknown state '\(name)'" + suggestion(name, among: states.map(\.name)))
                }
                return name
            }
            func stateList(_ node: Node) throws -> [String] {
                node.string != nil ? [try state(node)] : try list(node, "states").map(state)
            }
            guard let initialNode = fields["initial"]?.1 else { throw error(node, "\(prefix) needs an initial state") }
            let initial = try state(initialNode)
            let terminal = try fields["terminal"].map { try stateList($0.1) } ?? []
            var transitions: [CustomModel.Transition] = []
            var transitionNodes: [Node] = []
            for item in try fields["transitions"].map({ try list($0.1, "transitions") }) ?? [] {
                var from: [String]?
                var event: String?
                var to: String?
                var source: String?
                var within: Double?
                var after: Double?
                for (key, value) in try mapping(item, "a transition") {
                    switch key.string ?? "" {
                    case "from": from = try stateList(value)
                    case "event": event = try string(value, "event")
                    case "to": to = try state(value)
                    case "source", "note": source = try string(value, key.string ?? "source")
                    case "within": within = try duration(value, "within")
                    case "after": after = try duration(value, "after")
                    default:
                        throw error(key, "unknown key '\(key.string ?? "")' in a transition" + suggestion(key.string ?? "", among: Self.transitionKeys))
                    }
                }
                guard let from, let event, Self.isName(event), let to else {
                    throw error(item, "\(prefix): a transition needs from, event (a name) and to")
                }
                if let within, let after, after > within {
                    throw error(item, "\(prefix): a transition's after (\(TimeBound.text(after))) is longer than its within (\(TimeBound.text(within)))")
                }
                if (within != nil || after != nil), from.contains(to) {
                    throw error(item, "\(prefix): a time bound on a transition that can stay in its state ('\(to)') has no start to measure from")
                }
                let bound = within == nil && after == nil
                    ? nil : TimeBound(within: within, after: after, declaredAt: TraceLocation(file: path, line: item.mark?.line ?? 1))
                transitions.append(CustomModel.Transition(from: from, event: event, to: to, source: source, bound: bound))
                transitionNodes.append(item)
            }
            var passive: [CustomModel.Passive] = []
            for item in try fields["passive"].map({ try list($0.1, "passive") }) ?? [] {
                var event: String?
                var allowedIn: [String] = []
                for (key, value) in try mapping(item, "a passive event") {
                    switch key.string ?? "" {
                    case "event": event = try string(value, "event")
                    case "in": allowedIn = try stateList(value)
                    default: throw error(key, "unknown key '\(key.string ?? "")' in a passive event (event, in)")
                    }
                }
                guard let event, Self.isName(event), !allowedIn.isEmpty else { throw error(item, "\(prefix): a passive event needs event and in") }
                passive.append(CustomModel.Passive(event: event, allowedIn: allowedIn))
            }
            let events = Set(transitions.map(\.event) + passive.map(\.event))
            var creates: Set<String>?
            if let (_, createsNode) = fields["creates"] {
                creates = []
                for item in try list(createsNode, "creates") {
                    let event = try string(item, "an event")
                    guard events.contains(event) else {
                        throw error(item, "\(prefix): unknown event '\(event)'" + suggestion(event, among: events.sorted()))
                    }
                    creates?.insert(event)
                }
            }
            var identity = CustomModel.Identity.object
            if let (_, identityNode) = fields["identity"] {
                let text = try string(identityNode, "identity")
                guard let value = CustomModel.Identity(rawValue: text) else {
                    throw error(identityNode, "\(prefix): identity is object or process, not '\(text)'")
                }
                identity = value
            }
            let title = try fields["title"].map { try string($0.1, "title") } ?? id
            do {
                models.append(try CustomModel(
                    id: id, title: title, states: states, initial: initial, terminal: Set(terminal), transitions: transitions,
                    passive: passive, creates: creates, identity: identity))
            } catch let problem as CustomModelError {
                // The model checks itself; the error names the node at fault.
                switch problem {
                case .unreachableState(let name):
                    throw error(stateNodes[name] ?? node, "\(prefix): \(problem)")
                case let .duplicateTransition(state, event):
                    // The second transition for the state and event is the one too many.
                    let twins = transitions.indices.filter { transitions[$0].event == event && transitions[$0].from.contains(state) }
                    throw error(twins.count > 1 ? transitionNodes[twins[1]] : node, "\(prefix): \(problem)")
                case .unknownState, .unknownEvent:
                    throw error(node, "\(prefix): \(problem)")
                }
            }
        }
        return models
    }

    /// The keys of a transition.
    static let transitionKeys = ["from", "event", "to", "source", "note", "within", "after"]

    /// A duration (`5s`, `500ms`, `2m`, `1h`, or seconds), in seconds.
    func duration(_ node: Node, _ what: String) throws -> Double {
        guard let text = node.scalar?.string, let seconds = TimeBound.seconds(text) else {
            throw error(node, "\(what) is a duration: 500ms, 5s, 2m, 1h, or seconds")
        }
        return seconds
    }

    /// Letters, digits and `_`, starting with a letter: ids and names that read well in
    /// `model.event` ids and findings.
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }
}
