import TraceParser

/// A state of one of the life-cycle models (`foregroundActive`, `appearing`, …).
public struct State: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    /// The state of a subject whose history is not in the log yet.
    public static let unknown: State = "unknown"
    /// Creates a state from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a state from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
}

/// One documented edge: in any of `from`, `event` moves the subject to `to`.
public struct Transition: Sendable, Hashable {
    /// The states the edge leaves.
    public let from: [State]
    /// The callback that marks it.
    public let event: LifecycleEvent
    /// The state it enters.
    public let to: State
    /// Where the edge comes from.
    public let source: Source
    /// A short name for the edge (the spec's `T1`…`T8`, or a description).
    public let label: String
}

/// A callback that does not change the state, and the states it is allowed in.
public struct PassiveEvent: Sendable, Hashable {
    /// The callback.
    public let event: LifecycleEvent
    /// Where it may come.
    public let allowedIn: [State]
    /// Where that comes from.
    public let source: Source
}

/// A life-cycle model as data: states, the callbacks that move between them, the callbacks
/// that may come without moving, and the source behind each.
// A class so that timelines share one model instead of copying its arrays.
public final class StateMachine: Sendable {
    /// The model's id (`scene`, `app`, `process`, `vc`, `phase`).
    public let id: String
    /// A title for listings.
    public let title: String
    /// Its states, in display order, with what each means.
    public let states: [(State, String)]
    /// The state a subject starts in when its start was seen.
    public let initial: State
    /// States after which nothing more may happen (`disconnected`, `deallocated`, `terminated`).
    public let terminal: Set<State>
    /// The edges.
    public let transitions: [Transition]
    /// The callbacks that do not change the state.
    public let passive: [PassiveEvent]

    /// Creates a model.
    public init(
        id: String, title: String, states: [(State, String)], initial: State, terminal: Set<State>,
        transitions: [Transition], passive: [PassiveEvent]
    ) {
        self.id = id
        self.title = title
        self.states = states
        self.initial = initial
        self.terminal = terminal
        self.transitions = transitions
        self.passive = passive
    }

    /// The edge `event` takes from `state`, if there is one.
    public func transition(from state: State, on event: LifecycleEvent) -> Transition? {
        transitions.first { $0.event == event && $0.from.contains(state) }
    }

    /// Whether `event` may come in `state` without changing it.
    public func isPassive(_ event: LifecycleEvent, in state: State) -> Bool {
        passive.contains { $0.event == event && $0.allowedIn.contains(state) }
    }

    /// Whether the model knows `event` at all.
    public func handles(_ event: LifecycleEvent) -> Bool {
        transitions.contains { $0.event == event } || passive.contains { $0.event == event }
    }

    /// The callbacks that may come in `state`, in the model's order.
    public func allowed(in state: State) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        for transition in transitions where transition.from.contains(state) && !events.contains(transition.event) {
            events.append(transition.event)
        }
        for item in passive where item.allowedIn.contains(state) && !events.contains(item.event) {
            events.append(item.event)
        }
        return events
    }

    /// The state-changing callbacks that may come in `state`, in the model's order.
    public func changes(from state: State) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        for transition in transitions where transition.from.contains(state) && !events.contains(transition.event) {
            events.append(transition.event)
        }
        return events
    }

    /// The shortest run of callbacks that, inserted before `event`, would make it legal from
    /// `state`, or nil when no insertion can. Terminal states are never left.
    public func missingCallbacks(from state: State, before event: LifecycleEvent) -> [LifecycleEvent]? {
        var queue: [(State, [LifecycleEvent])] = [(state, [])]
        var seen: Set<State> = [state]
        var index = 0
        while index < queue.count {
            let (current, path) = queue[index]
            index += 1
            if !path.isEmpty, transition(from: current, on: event) != nil || isPassive(event, in: current) {
                return path
            }
            if terminal.contains(current) { continue }
            for edge in transitions where edge.from.contains(current) && edge.event != event && seen.insert(edge.to).inserted {
                queue.append((edge.to, path + [edge.event]))
            }
        }
        return nil
    }
}
