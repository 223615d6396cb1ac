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
// A class of constants: every step that takes the edge refers to its model's one copy
// (a step's outcome is then a reference, not the edge's 104 bytes and five strings).
public final class Transition: Sendable, Hashable {
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
    /// How long after the state it leaves was entered the edge may come, where Apple documents
    /// a limit (the `timing` rule).
    public let bound: TimeBound?

    init(from: [State], event: LifecycleEvent, to: State, source: Source, label: String, bound: TimeBound? = nil) {
        self.from = from
        self.event = event
        self.to = to
        self.source = source
        self.label = label
        self.bound = bound
    }

    public static func == (lhs: Transition, rhs: Transition) -> Bool {
        lhs === rhs
            || (lhs.from == rhs.from && lhs.event == rhs.event && lhs.to == rhs.to && lhs.source == rhs.source
                && lhs.label == rhs.label)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(from)
        hasher.combine(event)
        hasher.combine(to)
        hasher.combine(source)
        hasher.combine(label)
    }
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
        // Every question a timeline asks per callback is answered here once, so checking a
        // callback costs a lookup, not a search of the model.
        var known: [State] = states.map(\.0)
        for state in transitions.flatMap({ $0.from + [$0.to] }) + passive.flatMap(\.allowedIn) + [initial]
        where !known.contains(state) {
            known.append(state)
        }
        var events: [LifecycleEvent] = []
        for event in transitions.map(\.event) + passive.map(\.event) where !events.contains(event) { events.append(event) }
        // The answers are kept by state number and event index: the timelines' hot path hashes
        // no state name per callback.
        let numbers = Dictionary(known.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var table = [NumberedAnswer?](repeating: nil, count: known.count * eventCount)
        for (number, state) in known.enumerated() {
            for event in events {
                let answer = Self.search(state, event, transitions: transitions, passive: passive, terminal: terminal)
                table[number * eventCount + event.index] = NumberedAnswer(
                    answer: answer, target: answer.transition.flatMap { numbers[$0.to] },
                    resume: answer.resumeAfterGap.flatMap { numbers[$0] })
            }
        }
        statesByNumber = known
        changesByNumber = known.map { Self.changes(from: $0, transitions) }
        var firstTargets = [Int?](repeating: nil, count: eventCount)
        var firstEdges = [Transition?](repeating: nil, count: eventCount)
        for transition in transitions.reversed() {
            firstTargets[transition.event.index] = numbers[transition.to]
            firstEdges[transition.event.index] = transition
        }
        firstTransitionByEvent = firstEdges
        stateNumbers = numbers
        terminalByNumber = known.map(terminal.contains)
        passiveByNumber = known.map { state in LifecycleEventSet(passive.filter { $0.allowedIn.contains(state) }.map(\.event)) }
        numberedAnswers = table
        firstTargetByEvent = firstTargets
    }

    /// An answer with the numbers (``number(of:)``) of the states it leads to. A class: a
    /// timeline reads the fields it needs through one reference instead of copying the answer
    /// (its transition, missing callbacks and states) for every callback.
    final class NumberedAnswer: Sendable {
        let answer: Answer
        /// The number of the transition's target, if there is a transition.
        let target: Int?
        /// The number of ``Answer/resumeAfterGap``, if any.
        let resume: Int?

        init(answer: Answer, target: Int?, resume: Int?) {
            (self.answer, self.target, self.resume) = (answer, target, resume)
        }
    }

    /// The answers for every state and callback of the model, by state number and event index;
    /// callbacks and states outside it are answered by a search.
    private let numberedAnswers: [NumberedAnswer?]
    private let stateNumbers: [State: Int]
    private let eventCount = LifecycleEvent.allCases.count
    private let terminalByNumber: [Bool]
    /// The passive callbacks of each state, by state number: ``isPassive(_:in:)`` for any
    /// callback, one the model knows or not, without searching ``passive``.
    private let passiveByNumber: [LifecycleEventSet]
    private let firstTargetByEvent: [Int?]
    private let firstTransitionByEvent: [Transition?]

    /// The state's number in this model (its position among the model's states), or nil for a
    /// state the model does not know.
    func number(of state: State) -> Int? { stateNumbers[state] }

    /// Whether the state with this number is terminal.
    func isTerminal(number: Int) -> Bool { terminalByNumber[number] }

    /// ``answer(from:on:)`` for the state with this number; nil for a callback the model does
    /// not know.
    func answer(number: Int, on event: LifecycleEvent) -> NumberedAnswer? {
        numberedAnswers[number * eventCount + event.index]
    }

    /// The number of the target of the model's first edge for `event`, if it has one.
    func firstTarget(of event: LifecycleEvent) -> Int? { firstTargetByEvent[event.index] }

    /// The model's first edge for `event`, if it has one.
    func firstTransition(of event: LifecycleEvent) -> Transition? { firstTransitionByEvent[event.index] }

    /// What the model says about a callback in a state.
    struct Answer {
        /// Whether the state is terminal.
        let isTerminal: Bool
        let transition: Transition?
        let isPassive: Bool
        let missing: [LifecycleEvent]?
        /// Where a subject goes after the missing callbacks and `event`: the target of the first
        /// edge for `event` whose start can be reached from the state, or nil.
        let resumeAfterGap: State?
    }

    /// Everything the model says about `event` in `state`, in one lookup: what a timeline asks
    /// for each callback.
    func answer(from state: State, on event: LifecycleEvent) -> Answer {
        known(state, event) ?? Self.search(state, event, transitions: transitions, passive: passive, terminal: terminal)
    }

    /// The answer kept for a state and a callback of the model; nil for others.
    private func known(_ state: State, _ event: LifecycleEvent) -> Answer? {
        number(of: state).flatMap { answer(number: $0, on: event)?.answer }
    }

    private static func search(
        _ state: State, _ event: LifecycleEvent, transitions: [Transition], passive: [PassiveEvent], terminal: Set<State>
    ) -> Answer {
        Answer(
            isTerminal: terminal.contains(state),
            transition: transition(from: state, on: event, transitions),
            isPassive: isPassive(event, in: state, passive),
            missing: missingCallbacks(from: state, before: event, transitions, passive, terminal),
            resumeAfterGap: stateAfterGap(from: state, on: event, transitions, terminal))
    }

    /// The states by number (``number(of:)``), and the changes from each.
    private let statesByNumber: [State]
    private let changesByNumber: [[LifecycleEvent]]

    /// The edge `event` takes from `state`, if there is one.
    public func transition(from state: State, on event: LifecycleEvent) -> Transition? {
        if let answer = known(state, event) { return answer.transition }
        return Self.transition(from: state, on: event, transitions)
    }

    /// Whether `event` may come in `state` without changing it.
    public func isPassive(_ event: LifecycleEvent, in state: State) -> Bool {
        if let number = number(of: state) { return passiveByNumber[number].contains(event) }
        return Self.isPassive(event, in: state, passive)
    }

    /// Whether the model knows `event` at all.
    public func handles(_ event: LifecycleEvent) -> Bool {
        transitions.contains { $0.event == event } || passive.contains { $0.event == event }
    }

    /// The callbacks that may come in `state`, in the model's order.
    public func allowed(in state: State) -> [LifecycleEvent] {
        var events = changes(from: state)
        for item in passive where item.allowedIn.contains(state) && !events.contains(item.event) {
            events.append(item.event)
        }
        return events
    }

    /// The state-changing callbacks that may come in `state`, in the model's order.
    public func changes(from state: State) -> [LifecycleEvent] {
        number(of: state).map { changesByNumber[$0] } ?? Self.changes(from: state, transitions)
    }

    /// ``changes(from:)`` for a state whose number in this model may be known (a step's
    /// ``Step/beforeNumber``): by number when the state at that number is `state`, without
    /// hashing its name; by name otherwise.
    func changes(from state: State, number: Int?) -> [LifecycleEvent] {
        if let number, number < statesByNumber.count, statesByNumber[number] == state { return changesByNumber[number] }
        return changes(from: state)
    }

    /// The shortest run of callbacks that, inserted before `event`, would make it legal from
    /// `state`, or nil when no insertion can. Terminal states are never left.
    public func missingCallbacks(from state: State, before event: LifecycleEvent) -> [LifecycleEvent]? {
        if let answer = known(state, event) { return answer.missing }
        return Self.missingCallbacks(from: state, before: event, transitions, passive, terminal)
    }

    // MARK: Searches behind the answers

    private static func transition(from state: State, on event: LifecycleEvent, _ transitions: [Transition]) -> Transition? {
        transitions.first { $0.event == event && $0.from.contains(state) }
    }

    private static func isPassive(_ event: LifecycleEvent, in state: State, _ passive: [PassiveEvent]) -> Bool {
        passive.contains { $0.event == event && $0.allowedIn.contains(state) }
    }

    private static func changes(from state: State, _ transitions: [Transition]) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        for transition in transitions where transition.from.contains(state) && !events.contains(transition.event) {
            events.append(transition.event)
        }
        return events
    }

    private static func missingCallbacks(
        from state: State, before event: LifecycleEvent, _ transitions: [Transition], _ passive: [PassiveEvent],
        _ terminal: Set<State>
    ) -> [LifecycleEvent]? {
        var queue: [(State, [LifecycleEvent])] = [(state, [])]
        var seen: Set<State> = [state]
        var index = 0
        while index < queue.count {
            let (current, path) = queue[index]
            index += 1
            if !path.isEmpty, transition(from: current, on: event, transitions) != nil || isPassive(event, in: current, passive) {
                return path
            }
            if terminal.contains(current) { continue }
            for edge in transitions where edge.from.contains(current) && edge.event != event && seen.insert(edge.to).inserted {
                queue.append((edge.to, path + [edge.event]))
            }
        }
        return nil
    }

    private static func stateAfterGap(
        from state: State, on event: LifecycleEvent, _ transitions: [Transition], _ terminal: Set<State>
    ) -> State? {
        transitions.first { $0.event == event && reachable($0.from, from: state, transitions, terminal) }?.to
    }

    /// Whether any of `targets` can be reached from `state` (terminal states are not left).
    private static func reachable(_ targets: [State], from state: State, _ transitions: [Transition], _ terminal: Set<State>) -> Bool {
        var seen: Set<State> = [state]
        var frontier = [state]
        while let current = frontier.popLast() {
            if targets.contains(current) { return true }
            if terminal.contains(current) { continue }
            for edge in transitions where edge.from.contains(current) && seen.insert(edge.to).inserted {
                frontier.append(edge.to)
            }
        }
        return false
    }
}
