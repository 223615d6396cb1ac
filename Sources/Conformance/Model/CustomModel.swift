/// A life cycle declared in `.tracecheck.yml` (`models:`): a coordinator, a player, an AppKit
/// window, a SwiftUI view's appearance. Its events are named `ID.EVENT` (`window.didLoad`);
/// formats and `callbacks:` turn log lines into them, and the `model_*` rules check each subject
/// against the model as the built-in rules check scenes.
public struct CustomModel: Sendable, Equatable {
    /// One edge: in any of `from`, `event` moves a subject to `to`.
    public struct Transition: Sendable, Equatable {
        public let from: [String]
        public let event: String
        public let to: String
        /// A source URL or a note, shown with its findings.
        public let source: String?
        /// How long after the state it leaves was entered the edge may (`within`) or must
        /// (`after`) come (the `timing` rule).
        public let bound: TimeBound?

        public init(from: [String], event: String, to: String, source: String? = nil, bound: TimeBound? = nil) {
            (self.from, self.event, self.to, self.source, self.bound) = (from, event, to, source, bound)
        }
    }

    /// An event that leaves the state as it is, and the states it may come in.
    public struct Passive: Sendable, Equatable {
        public let event: String
        public let allowedIn: [String]

        public init(event: String, allowedIn: [String]) {
            (self.event, self.allowedIn) = (event, allowedIn)
        }
    }

    /// How the subjects of a model are told apart.
    public enum Identity: String, Sendable, Equatable, CaseIterable {
        /// By the object a line names: a format's `subject` group, else the line's first `0x`
        /// pointer. A line that names none goes to every live subject of the model in its
        /// process (a broadcast: "the data changed").
        case object
        /// One subject per process.
        case process
    }

    /// The model's id, the first part of its event ids.
    public let id: String
    /// A title for listings.
    public let title: String
    /// Its states in display order, with what each means (may be empty).
    public let states: [(name: String, meaning: String)]
    /// The state a subject starts in.
    public let initial: String
    /// States after which a subject has ended: only an event that creates a subject may follow.
    public let terminal: Set<String>
    public let transitions: [Transition]
    public let passive: [Passive]
    /// Events that start a subject (default: those of the initial state's transitions).
    public let creates: Set<String>
    public let identity: Identity

    /// Creates a model.
    /// - Throws: ``CustomModelError`` for an unknown state or event, a state the initial one
    ///   does not lead to, or two transitions for one state and event.
    public init(
        id: String, title: String, states: [(name: String, meaning: String)], initial: String, terminal: Set<String> = [],
        transitions: [Transition], passive: [Passive] = [], creates: Set<String>? = nil, identity: Identity = .object
    ) throws {
        let names = states.map(\.name)
        guard names.contains(initial) else { throw CustomModelError.unknownState(initial) }
        for state in terminal where !names.contains(state) { throw CustomModelError.unknownState(state) }
        var seen: Set<String> = []
        for transition in transitions {
            for state in transition.from + [transition.to] where !names.contains(state) { throw CustomModelError.unknownState(state) }
            for state in transition.from where !seen.insert("\(state)\u{0}\(transition.event)").inserted {
                throw CustomModelError.duplicateTransition(from: state, event: transition.event)
            }
        }
        for item in passive {
            for state in item.allowedIn where !names.contains(state) { throw CustomModelError.unknownState(state) }
        }
        let events = Set(transitions.map(\.event) + passive.map(\.event))
        let creating = creates ?? Set(transitions.filter { $0.from.contains(initial) }.map(\.event))
        for event in creating where !events.contains(event) { throw CustomModelError.unknownEvent(event) }
        var reached: Set<String> = [initial]
        var frontier = [initial]
        while let state = frontier.popLast() {
            for transition in transitions where transition.from.contains(state) && reached.insert(transition.to).inserted {
                frontier.append(transition.to)
            }
        }
        if let unreachable = names.first(where: { !reached.contains($0) }) { throw CustomModelError.unreachableState(unreachable) }
        self.id = id
        self.title = title
        self.states = states
        self.initial = initial
        self.terminal = terminal
        self.transitions = transitions
        self.passive = passive
        self.creates = creating
        self.identity = identity
    }

    public static func == (lhs: CustomModel, rhs: CustomModel) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.states.map(\.name) == rhs.states.map(\.name)
            && lhs.states.map(\.meaning) == rhs.states.map(\.meaning) && lhs.initial == rhs.initial && lhs.terminal == rhs.terminal
            && lhs.transitions == rhs.transitions && lhs.passive == rhs.passive && lhs.creates == rhs.creates
            && lhs.identity == rhs.identity
    }

    /// The model's event names, in the order they are first declared.
    public var events: [String] {
        var events: [String] = []
        for event in transitions.map(\.event) + passive.map(\.event) where !events.contains(event) { events.append(event) }
        return events
    }

    /// The edge `event` takes from `state`, if any.
    func transition(from state: String, on event: String) -> Transition? {
        transitions.first { $0.event == event && $0.from.contains(state) }
    }

    /// Whether `event` may come in `state` without changing it.
    func isPassive(_ event: String, in state: String) -> Bool {
        passive.contains { $0.event == event && $0.allowedIn.contains(state) }
    }

    /// The events that may come in `state`, in the model's order.
    func allowed(in state: String) -> [String] {
        events.filter { transition(from: state, on: $0) != nil || isPassive($0, in: state) }
    }

    /// The shortest run of events that, inserted before `event`, would make it legal from
    /// `state`, and the state `event` then leads to; nil when none can. Terminal states are
    /// never left.
    func gap(from state: String, before event: String) -> (missing: [String], to: String)? {
        var queue: [(String, [String])] = [(state, [])]
        var seen: Set<String> = [state]
        var index = 0
        while index < queue.count {
            let (current, path) = queue[index]
            index += 1
            if !path.isEmpty {
                if let edge = transition(from: current, on: event) { return (path, edge.to) }
                if isPassive(event, in: current) { return (path, current) }
            }
            if terminal.contains(current) { continue }
            for edge in transitions where edge.from.contains(current) && edge.event != event && seen.insert(edge.to).inserted {
                queue.append((edge.to, path + [edge.event]))
            }
        }
        return nil
    }
}

/// A model that cannot be used.
public enum CustomModelError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownState(String)
    case unknownEvent(String)
    case unreachableState(String)
    case duplicateTransition(from: String, event: String)

    public var description: String {
        switch self {
        case .unknownState(let state): return "unknown state '\(state)'"
        case .unknownEvent(let event): return "unknown event '\(event)' (no transition or passive event has it)"
        case .unreachableState(let state): return "state '\(state)' cannot be reached from the initial state"
        case let .duplicateTransition(state, event): return "two transitions for '\(event)' from '\(state)'"
        }
    }
}
