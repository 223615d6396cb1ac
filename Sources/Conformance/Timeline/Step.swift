import TraceParser

/// How one callback fits its subject's model.
public enum Outcome: Sendable, Hashable {
    /// A documented edge.
    case legal(Transition)
    /// A callback that does not change the state, where it may come.
    case passive
    /// The first callback of a subject whose earlier history is not in the log; the state
    /// before it is inferred.
    case firstSeen
    /// The same callback again, with no edge for it: the state does not change.
    case repeated
    /// Legal only if these callbacks happened in between (a gap, perhaps a partial log).
    case gap(missing: [LifecycleEvent])
    /// This callback and its neighbour came in each other's place: in the other order both
    /// would be legal. `first` is set on the earlier of the two.
    case outOfOrder(first: Bool)
    /// The subject had already ended (disconnected, deallocated, terminated).
    case afterEnd
    /// No insertion of missing callbacks explains it.
    case illegal
}

/// Why a scene callback that printed no scene pointer went to the scene it went to.
public enum Attribution: Sendable, Hashable {
    /// The only connected scene that could take it.
    case onlyCandidate(connectedScenes: Int)
    /// Several scenes could have taken it; it went to the most recently active of them.
    case ambiguous(candidates: [Subject])
    /// No connected scene could take it, so it starts a new scene.
    case newScene
    /// Found through the session it printed.
    case session(String)
}

/// One callback in a subject's timeline, with the state before and after it.
// A class of constants: rules are handed every step and read back earlier ones, so a copy is one
// reference rather than the event, two state names, an outcome and an attribution each retained.
public final class Step: Sendable, Hashable {
    /// The event.
    public let event: TraceEvent
    /// The state before it (inferred for ``Outcome/firstSeen``).
    public let before: State
    /// The state after it.
    public let after: State
    /// How it fits the model.
    public let outcome: Outcome
    /// For scene callbacks that printed no pointer: how they were attributed.
    public let attribution: Attribution?
    /// The number of ``before`` in its timeline's model (``StateMachine/number(of:)``), when the
    /// timeline knew it: a finding at the step looks up what was allowed without hashing the name.
    let beforeNumber: Int?

    init(event: TraceEvent, before: State, after: State, outcome: Outcome, attribution: Attribution?, beforeNumber: Int?) {
        self.event = event
        self.before = before
        self.after = after
        self.outcome = outcome
        self.attribution = attribution
        self.beforeNumber = beforeNumber
    }

    /// Steps are equal when all their fields are.
    public static func == (lhs: Step, rhs: Step) -> Bool {
        lhs.event == rhs.event && lhs.before == rhs.before && lhs.after == rhs.after && lhs.outcome == rhs.outcome
            && lhs.attribution == rhs.attribution
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(event)
        hasher.combine(before)
        hasher.combine(after)
        hasher.combine(outcome)
        hasher.combine(attribution)
    }
}
