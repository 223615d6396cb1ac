import TraceParser

/// The callbacks of one subject, checked step by step against its model.
public struct Timeline: Sendable {
    /// What it follows (a scene gets its pointer when a later line prints it).
    public internal(set) var subject: Subject
    /// The model it is checked against.
    public let model: StateMachine
    /// Its callbacks in order, with states.
    public private(set) var steps: [Step] = []
    /// The current state; nil until the first callback when the subject's start was not seen.
    public private(set) var state: State?
    /// The session it is connected to, for scenes.
    public internal(set) var session: String?
    /// What its file prints (a gap that needs callbacks the file never prints says so in a note).
    public let callbacks: PrintedCallbacks
    /// For each step, the index of the last step before it that changed the model's state
    /// (legal, gap or first seen), or -1: the running value behind "between A and B" messages.
    private var changeBefore: [Int] = []
    /// The last step that changed the model's state, or -1.
    private var lastChange = -1
    /// For each step, the last step before it whose state after differs from its state before, or -1.
    private var stateChangeBefore: [Int] = []
    /// The last step whose state after differs from its state before, or -1.
    private var lastStateChange = -1

    /// Creates an empty timeline.
    /// - Parameters:
    ///   - subject: What it follows.
    ///   - model: Its model.
    ///   - startSeen: Whether the subject starts in the model's initial state (its start is in
    ///     the log) rather than in an unknown one.
    ///   - callbacks: What its file prints (by default, every callback).
    public init(subject: Subject, model: StateMachine, startSeen: Bool, callbacks: PrintedCallbacks = .everything) {
        self.subject = subject
        self.model = model
        self.state = startSeen ? model.initial : nil
        self.callbacks = callbacks
    }

    /// Whether the subject has ended (a terminal state).
    public var hasEnded: Bool { state.map(model.terminal.contains) ?? false }

    /// The outcome `event` would have now, without recording it.
    public func outcome(of event: LifecycleEvent) -> Outcome {
        evaluate(event).outcome
    }

    /// Records an event.
    public mutating func apply(_ event: TraceEvent, attribution: Attribution? = nil) {
        let (before, after, outcome) = evaluate(event.event)
        if Self.isFinding(outcome), let swapped = swap(with: event, attribution: attribution) {
            state = swapped
            return
        }
        append(Step(event: event, before: before, after: after, outcome: outcome, attribution: attribution))
        if after != .unknown { state = after }
    }

    /// The last state-changing step (legal, gap or first seen) before the step at `index`, for
    /// "between A and B" messages; O(1).
    public func previousChange(before index: Int) -> Step? {
        let position = index < steps.count ? changeBefore[index] : lastChange
        return position >= 0 ? steps[position] : nil
    }

    private mutating func append(_ step: Step) {
        changeBefore.append(lastChange)
        stateChangeBefore.append(lastStateChange)
        steps.append(step)
        noteChanges(at: steps.count - 1)
    }

    /// Updates the running "last change" values for the step at `index`, the last one.
    private mutating func noteChanges(at index: Int) {
        switch steps[index].outcome {
        case .legal, .gap, .firstSeen: lastChange = index
        default: lastChange = changeBefore[index]
        }
        lastStateChange = steps[index].before != steps[index].after ? index : stateChangeBefore[index]
    }

    /// When the previous step was a gap missing exactly this callback, and the two callbacks in
    /// the other order are both legal, marks both as out of order and returns the state after them.
    private mutating func swap(with event: TraceEvent, attribution: Attribution?) -> State? {
        guard let previous = steps.last, case .gap(let missing) = previous.outcome, missing == [event.event],
            let first = model.transition(from: previous.before, on: event.event),
            let second = model.transition(from: first.to, on: previous.event.event)
        else { return nil }
        steps[steps.count - 1] = Step(
            event: previous.event, before: previous.before, after: second.to, outcome: .outOfOrder(first: true),
            attribution: previous.attribution)
        noteChanges(at: steps.count - 1)
        append(Step(event: event, before: previous.before, after: second.to, outcome: .outOfOrder(first: false), attribution: attribution))
        return second.to
    }

    private static func isFinding(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .gap, .illegal, .repeated: return true
        default: return false
        }
    }

    private func evaluate(_ event: LifecycleEvent) -> (before: State, after: State, outcome: Outcome) {
        guard let state else {
            // History not seen. A callback that does not change state says nothing about it.
            guard let edge = model.transitions.first(where: { $0.event == event }), let before = edge.from.first else {
                return (.unknown, .unknown, .passive)
            }
            return (before, edge.to, .firstSeen)
        }
        let answer = model.answer(from: state, on: event)
        if answer.isTerminal { return (state, state, .afterEnd) }
        if let edge = answer.transition { return (state, edge.to, .legal(edge)) }
        if answer.isPassive { return (state, state, .passive) }
        if lastStateChange >= 0, steps[lastStateChange].event.event == event {
            return (state, state, .repeated)
        }
        if let missing = answer.missing {
            // Continue as if the missing callbacks had come.
            return (state, answer.resumeAfterGap ?? state, .gap(missing: missing))
        }
        // Resynchronise on the callback's usual target so that later steps are judged sensibly.
        let after = model.transitions.first { $0.event == event }?.to ?? state
        return (state, after, .illegal)
    }
}
