import TraceParser

/// The rules of a run and the one way they are fed: each rule is handed only what it declares
/// it observes (``Rule/eventKinds``, ``Rule/stepKinds`` and ``Rule/stepEvents``,
/// ``Rule/observesModelSteps``), and every end. Findings gather per rule until the engine takes them.
struct RuleSet {
    private var rules: [any Rule]
    /// The positions of the rules that observe each kind of event (by ``LifecycleEvent/index``),
    /// the steps of each kind of timeline by the kind of their event (only kinds some rule
    /// observes), and model steps.
    private let eventObservers: [[Int]]
    private let stepObservers: [[[Int]]?]
    private let modelObservers: [Int]
    /// The findings of each rule since they were last taken, in the order it made them.
    private(set) var findings: [[Diagnostic]]

    /// No rule: an analysis that only records.
    static let none = RuleSet([])

    init(_ rules: [any Rule]) {
        self.rules = rules
        eventObservers = LifecycleEvent.allCases.map { kind in rules.indices.filter { type(of: rules[$0]).eventKinds.contains(kind) } }
        stepObservers = SubjectKind.allCases.map { kind in
            let observers = rules.indices.filter { type(of: rules[$0]).stepKinds.contains(kind) }
            guard !observers.isEmpty else { return nil }
            return LifecycleEvent.allCases.map { event in observers.filter { type(of: rules[$0]).stepEvents.contains(event) } }
        }
        modelObservers = rules.indices.filter { type(of: rules[$0]).observesModelSteps }
        findings = [[Diagnostic]](repeating: [], count: rules.count)
    }

    /// The rules, with what they kept (tests look at them).
    var instances: [any Rule] { rules }

    /// Whether a rule observes events of a kind.
    func observes(_ kind: LifecycleEvent) -> Bool { !eventObservers[kind.index].isEmpty }

    /// Hands an event of a process to the rules that observe its kind, before its steps.
    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis) {
        for rule in eventObservers[event.event.index] { rules[rule].observe(event, of: process, findings: &findings[rule]) }
    }

    /// Hands the steps of `timeline` from the first not fed up to `end` (excluded) to the rules
    /// of its kind; returns `end`.
    mutating func feed(_ timeline: borrowing Timeline, upTo end: Int, of process: borrowing ProcessAnalysis) -> Int {
        guard timeline.fedSteps < end else { return max(end, timeline.fedSteps) }
        guard let observers = stepObservers[timeline.subject.kind.ordinal] else { return end }
        for index in timeline.fedSteps..<end {
            let step = timeline.step(at: index)
            for rule in observers[step.event.event.index] {
                let count = findings[rule].count
                rules[rule].observe(step, at: index, in: timeline, of: process, findings: &findings[rule])
                if findings[rule].count > count { Self.explain(&findings[rule], from: count, step: step, at: index, in: timeline) }
            }
        }
        return end
    }

    /// Hands a model step to the rules that observe them.
    mutating func observe(_ step: ModelStep, of process: ProcessAnalysis) {
        for rule in modelObservers {
            let count = findings[rule].count
            rules[rule].observe(step, of: process, findings: &findings[rule])
            for index in count..<findings[rule].count where findings[rule][index].subject?.key == step.subject.key && findings[rule][index].resumedState == nil {
                findings[rule][index].lastChangeLine = step.previous?.location.line
                findings[rule][index].resumedState = step.after
            }
        }
    }

    /// How many steps back a finding made at a step may point (a swapped pair is reported at its
    /// first callback when the second comes).
    private static let explainedSteps = 8

    /// Gives the findings a rule made at a step (from `start`: those that judge a state, about the
    /// step's subject at its line or at one of the few steps before it) the line of the subject's last state
    /// change and the state checking resumes in, as data beside the message
    /// (``Diagnostic/explain(_:at:in:)``), unless the rule gave them.
    private static func explain(_ findings: inout [Diagnostic], from start: Int, step: Step, at index: Int, in timeline: borrowing Timeline) {
        // The subject by its kind and number, and the step by its line (one timeline is one
        // file's): no string is compared.
        let subject = timeline.subject.key
        for position in start..<findings.count {
            guard findings[position].subject?.key == subject, findings[position].stateBefore != nil, findings[position].resumedState == nil
            else { continue }
            let line = findings[position].line
            var back = 0
            while back <= explainedSteps, index - back >= timeline.droppedSteps {
                let earlier = back == 0 ? step : timeline.step(at: index - back)
                if earlier.event.line == line {
                    findings[position].explain(earlier, at: index - back, in: timeline)
                    break
                }
                back += 1
            }
        }
    }

    /// The end of a timeline, after its last step.
    mutating func finish(_ timeline: borrowing Timeline, of process: borrowing ProcessAnalysis) {
        for rule in rules.indices { rules[rule].finish(timeline, of: process, findings: &findings[rule]) }
    }

    /// The end of a process, after its timelines.
    mutating func finish(_ process: ProcessAnalysis) {
        for rule in rules.indices { rules[rule].finish(process, findings: &findings[rule]) }
    }

    /// The findings of each rule since the last call.
    mutating func takeFindings() -> [[Diagnostic]] {
        var taken = [[Diagnostic]](repeating: [], count: rules.count)
        swap(&taken, &findings)
        return taken
    }
}
