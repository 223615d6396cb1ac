import TraceParser

/// The callbacks of one subject, checked step by step against its model.
public struct Timeline: Sendable {
    /// What it follows (a scene gets its pointer when a later line prints it).
    public internal(set) var subject: Subject
    /// The model it is checked against.
    public let model: StateMachine
    /// Its callbacks in order, with states. Unless its analysis records every step, it keeps
    /// only its recent steps: the first ``droppedSteps`` were let go once the rules had seen them.
    public private(set) var steps: [Step] = []
    /// How many of its first steps were let go (none in an analysis that records).
    public private(set) var droppedSteps = 0
    /// How many of its steps the rules have been given (``RuleSet``).
    var fedSteps = 0
    /// Its `scene(_:willConnectTo:options:)` steps (the analysis links scenes to sessions with
    /// them at the process's end).
    public private(set) var connects: [Step] = []
    /// Every session key its callbacks printed (``TraceEvent/sessionKeys``).
    public private(set) var sessionKeys: Set<String> = []
    /// The current state; nil until the first callback when the subject's start was not seen.
    public private(set) var state: State?
    /// The number of ``state`` in the model (``StateMachine/number(of:)``), kept beside it so
    /// that the model's answers are looked up without hashing the state's name.
    private var number: Int?
    /// ``number``, for indexes of timelines by state.
    var stateNumber: Int? { number }
    /// Whether the subject has ended (a terminal state).
    public private(set) var hasEnded = false
    /// The session it is connected to, for scenes.
    public internal(set) var session: String?
    /// What its file prints (a gap that needs callbacks the file never prints says so in a note).
    public let callbacks: PrintedCallbacks
    /// The running "last change" values before a step: the last state-changing step (legal,
    /// gap, first seen, or of two callbacks swapped the one the documented order puts last),
    /// behind "between A and B" messages, and the last step whose state after differs from its
    /// state before.
    private struct ChangesBefore {
        var change: Step?
        var stateChange: Step?
    }
    /// For each step in ``steps``, the changes before it (one array for both: one append a step).
    private var changesBefore: [ChangesBefore] = []
    /// The last step that changed the model's state.
    private var lastChange: Step?
    /// The last step whose state after differs from its state before.
    private var lastStateChange: Step?

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
        self.callbacks = callbacks
        if startSeen { setState(model.initial, number: model.number(of: model.initial)) }
    }

    /// Sets the state, with its number in the model (nil for a state the model does not know).
    private mutating func setState(_ state: State, number: Int?) {
        self.number = number
        hasEnded = number.map(model.isTerminal(number:)) ?? model.terminal.contains(state)
        self.state = state
    }

    /// The outcome `event` would have now, without recording it.
    public func outcome(of event: LifecycleEvent) -> Outcome {
        evaluate(event).outcome
    }

    /// Whether `event` would now be a legal, passive or first step (``outcome(of:)`` is
    /// `.legal`, `.passive` or `.firstSeen`), without building the outcome: the question the
    /// scene assignment asks of every live scene.
    func takesWithoutFinding(_ event: LifecycleEvent) -> Bool {
        // Without a state every outcome is a first step or passive.
        guard let state else { return true }
        if let number, let numbered = model.answer(number: number, on: event) { return Self.takes(numbered.answer) }
        return Self.takes(model.answer(from: state, on: event))
    }

    /// Whether an answer makes the callback legal or passive where the subject is (the
    /// first branches of ``evaluate(_:in:_:target:resume:)``).
    private static func takes(_ answer: borrowing StateMachine.Answer) -> Bool {
        !answer.isTerminal && (answer.transition != nil || answer.isPassive)
    }

    /// Records an event.
    public mutating func apply(_ event: TraceEvent, attribution: Attribution? = nil) {
        // With a state, the step starts in it (``evaluate(_:)``): its number is known.
        let beforeNumber = state != nil ? number : nil
        let (before, after, afterNumber, outcome) = evaluate(event.event)
        if Self.isFinding(outcome), let swapped = swap(with: event, attribution: attribution) {
            setState(swapped, number: model.number(of: swapped))
            return
        }
        append(Step(event: event, before: before, after: after, outcome: outcome, attribution: attribution, beforeNumber: beforeNumber))
        if after != .unknown { setState(after, number: afterNumber) }
    }

    /// The last state-changing step (legal, gap, first seen, or of two callbacks swapped the one
    /// the documented order puts last) before the step at `index`, for "between A and B"
    /// messages; O(1).
    public func previousChange(before index: Int) -> Step? {
        index < stepCount ? changesBefore[index - droppedSteps].change : lastChange
    }

    /// The last step before `index` whose state after differs from its state before (an
    /// illegal callback the model resynced on counts; a self-loop does not): where the state the
    /// step at `index` leaves began.
    public func previousStateChange(before index: Int) -> Step? {
        index < stepCount ? changesBefore[index - droppedSteps].stateChange : lastStateChange
    }

    /// How many steps it has had, including those let go.
    public var stepCount: Int { droppedSteps + steps.count }

    /// The step at `index` among all its steps (one not let go: at or after ``droppedSteps``).
    public func step(at index: Int) -> Step { steps[index - droppedSteps] }

    /// Notes that the rules were given its steps up to `end` (excluded), and lets go of those
    /// they no longer read back (unless the analysis records every step).
    mutating func settle(_ end: Int, dropping: Bool) {
        fedSteps = end
        guard dropping else { return }
        // Every callback after the end is a step after the end, which no rule reads back from.
        dropSteps(before: end - (hasEnded ? 1 : ProcessAnalyzer.stepsKeptBack), now: hasEnded)
    }

    /// Lets go of the steps before `index`, in chunks so
    /// that each step is moved at most once on average; the last step always stays (a swap of two
    /// callbacks rewrites it).
    /// - Parameter now: Let them go whatever their number (a subject that ended takes few more
    ///   steps, and it may be kept until its process ends).
    private mutating func dropSteps(before index: Int, now: Bool) {
        let count = min(index, stepCount - 1) - droppedSteps
        guard count > 0, now || (count >= 64 && count * 2 >= steps.count) else { return }
        steps.removeFirst(count)
        changesBefore.removeFirst(count)
        droppedSteps += count
    }

    private mutating func append(_ step: Step) {
        if steps.capacity == 0 {
            // Most timelines take a few steps: one allocation each, not one per doubling from one.
            steps.reserveCapacity(4)
            changesBefore.reserveCapacity(4)
        }
        changesBefore.append(ChangesBefore(change: lastChange, stateChange: lastStateChange))
        steps.append(step)
        noteChanges()
        mark(step, replacing: false)
    }

    /// Keeps what the analysis reads of a step at the process's end: connections, session keys.
    /// - Parameter replacing: The step replaces the last one (two callbacks swapped).
    private mutating func mark(_ step: Step, replacing: Bool) {
        if step.event.event == .sceneWillConnect {
            if replacing { connects.removeLast() }
            connects.append(step)
        }
        // Inserted one by one: `sessionKeys` of the event would build a set for every such step.
        for key in step.event.sessions { sessionKeys.insert(key) }
        if let identifier = step.event.persistentIdentifier { sessionKeys.insert(identifier) }
    }

    /// Updates the running "last change" values for the last step.
    private mutating func noteChanges() {
        let position = steps.count - 1
        let step = steps[position]
        switch step.outcome {
        // Of two callbacks swapped, the earlier line came last in the documented order: it is
        // the last change (the later line keeps it).
        case .legal, .gap, .firstSeen, .outOfOrder(first: true): lastChange = step
        default: lastChange = changesBefore[position].change
        }
        lastStateChange = step.before != step.after ? step : changesBefore[position].stateChange
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
            attribution: previous.attribution, beforeNumber: previous.beforeNumber)
        noteChanges()
        mark(steps[steps.count - 1], replacing: true)
        append(Step(
            event: event, before: previous.before, after: second.to, outcome: .outOfOrder(first: false), attribution: attribution,
            beforeNumber: previous.beforeNumber))
        return second.to
    }

    private static func isFinding(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .gap, .illegal, .repeated: return true
        default: return false
        }
    }

    /// The state before and after `event`, the number of the state after (nil when unknown to
    /// the model), and the outcome.
    private func evaluate(_ event: LifecycleEvent) -> (before: State, after: State, afterNumber: Int?, outcome: Outcome) {
        guard let state else {
            // History not seen. A callback that does not change state says nothing about it.
            guard let edge = model.firstTransition(of: event), let before = edge.from.first else {
                return (.unknown, .unknown, nil, .passive)
            }
            return (before, edge.to, model.firstTarget(of: event), .firstSeen)
        }
        // The kept answer is read in place (not copied out of its table).
        if let number, let numbered = model.answer(number: number, on: event) {
            return evaluate(event, in: state, numbered.answer, target: numbered.target, resume: numbered.resume)
        }
        return evaluate(event, in: state, model.answer(from: state, on: event), target: nil, resume: nil)
    }

    /// ``evaluate(_:)`` with the model's answer for the state; `target` and `resume`: the
    /// numbers of the states it leads to, when the answer was kept with them.
    private func evaluate(
        _ event: LifecycleEvent, in state: State, _ answer: borrowing StateMachine.Answer, target: Int?, resume: Int?
    ) -> (before: State, after: State, afterNumber: Int?, outcome: Outcome) {
        if answer.isTerminal { return (state, state, number, .afterEnd) }
        if let edge = answer.transition { return (state, edge.to, target ?? model.number(of: edge.to), .legal(edge)) }
        if answer.isPassive { return (state, state, number, .passive) }
        if lastStateChange?.event.event == event {
            return (state, state, number, .repeated)
        }
        if let missing = answer.missing {
            // Continue as if the missing callbacks had come.
            guard let after = answer.resumeAfterGap else { return (state, state, number, .gap(missing: missing)) }
            return (state, after, resume ?? model.number(of: after), .gap(missing: missing))
        }
        // Resynchronise on the callback's usual target so that later steps are judged sensibly.
        guard let after = model.firstTransition(of: event)?.to else { return (state, state, number, .illegal) }
        return (state, after, model.firstTarget(of: event), .illegal)
    }
}
