import TraceParser

/// One event of a model of `.tracecheck.yml` applied to one subject, and what the model said.
public struct ModelStep: Sendable {
    /// What the model says about an event in a state.
    public enum Outcome: Sendable, Equatable {
        /// An edge of the model.
        case transition
        /// An event allowed in the state without changing it.
        case passive
        /// Legal after the missing events, which the log does not show.
        case gap(missing: [String])
        /// The subject's previous event again, which the state does not allow.
        case repeated
        /// Not allowed in the state, and no events between would make it so.
        case illegal
        /// After the subject ended (a terminal state), an event that does not start a new one.
        case afterEnd
        /// The subject's first event, not one that creates it: its start is not in the log.
        case neverStarted
    }

    public let event: TraceEvent
    /// The model's id and the event's name in it.
    public let model: String
    public let name: String
    public let subject: Subject
    /// The state before the event (nil for a subject's first event when its start is missing).
    public let before: String?
    public let after: String
    public let outcome: Outcome
    /// The subject's previous event, if any.
    public let previous: TraceEvent?
    /// The event that entered ``before`` (nil for a subject's first event).
    public let entered: TraceEvent?
    /// For a transition: the edge's time bound, if it has one.
    public let bound: TimeBound?
    /// For a step the model did not allow (every outcome but a transition, a passive event and a
    /// first event): what it allowed in ``before``, as event ids (`window.resignKey`); else empty.
    public let allowed: [String]
    /// For a step the model did not allow: the source or note the model gives the event's
    /// transition, if any.
    public let source: String?
}

/// Follows the subjects of the models of `.tracecheck.yml` through one process's events: each
/// event costs a dictionary lookup (a broadcast, one step per live subject of its model).
struct ModelTracker {
    private struct Live {
        let subject: Subject
        var state: String
        var last: TraceEvent?
        /// The event that entered ``state``.
        var entered: TraceEvent?
    }

    private let models: [String: CustomModel]
    private let process: Int
    /// The process's number in its file, and its subjects so far by model (their ``Subject/role``).
    private let processRole: Int
    private var created: [String: Int] = [:]
    /// The live (or ended, until a new one starts) subject of each model and identity.
    private var subjects: [String: [String: Live]] = [:]
    /// The identities of each model's subjects in order of their start, for broadcasts (those
    /// that ended are dropped at the next broadcast).
    private var order: [String: [String]] = [:]
    /// The identities in ``order``, for a lookup.
    private var listed: [String: Set<String>] = [:]
    /// The steps made, in order: since the analyzer last fed them to the rules, or every one
    /// when the analysis records.
    var steps: [ModelStep] = []

    init(models: [String: CustomModel], process: Int, processRole: Int) {
        self.models = models
        self.process = process
        self.processRole = processRole
    }

    /// The next number of a subject of a model in the process.
    private mutating func nextRole(of model: String) -> Int {
        created[model, default: 0] += 1
        return created[model]!
    }

    /// Applies a model event; an event of a model no longer declared is left out.
    mutating func apply(_ event: TraceEvent, numbering: inout TraceAnalyzer) {
        guard let id = event.modelEvent, let dot = id.lastIndex(of: "."), let model = models[String(id[..<dot])] else { return }
        let name = String(id[id.index(after: dot)...])
        if model.identity == .object, event.modelSubject == nil {
            // Subjects that ended are left out of the list as it is walked, so a broadcast costs
            // the live subjects and those ended since the last one.
            var live: [String] = []
            for identity in order[model.id] ?? [] {
                guard let subject = subjects[model.id]?[identity], !model.terminal.contains(subject.state) else { continue }
                step(event, name, model, identity: identity, broadcast: true, numbering: &numbering)
                if let after = subjects[model.id]?[identity], !model.terminal.contains(after.state) { live.append(identity) }
            }
            order[model.id] = live
            listed[model.id] = Set(live)
            return
        }
        step(event, name, model, identity: model.identity == .process ? "" : event.modelSubject ?? "", broadcast: false, numbering: &numbering)
    }

    /// - Parameter broadcast: The line named no object (an event for every live subject): a
    ///   second one before what the model expects between is a gap, not a callback delivered twice.
    private mutating func step(
        _ event: TraceEvent, _ name: String, _ model: CustomModel, identity: String, broadcast: Bool, numbering: inout TraceAnalyzer
    ) {
        let creates = model.creates.contains(name)
        if var live = subjects[model.id]?[identity], !(creates && model.terminal.contains(live.state)) {
            let before = live.state
            let outcome: ModelStep.Outcome
            var bound: TimeBound?
            if model.terminal.contains(before) {
                outcome = .afterEnd
            } else if let edge = model.transition(from: before, on: name) {
                (outcome, live.state, bound) = (.transition, edge.to, edge.bound)
            } else if model.isPassive(name, in: before) {
                outcome = .passive
            } else if !broadcast, live.last?.modelEvent == event.modelEvent {
                outcome = .repeated
            } else if let gap = model.gap(from: before, before: name) {
                (outcome, live.state) = (.gap(missing: gap.missing), gap.to)
            } else {
                outcome = .illegal
            }
            record(event, name, model, live.subject, before: before, after: live.state, outcome, previous: live.last, entered: live.entered, bound: bound)
            live.last = event
            if live.state != before { live.entered = event }
            subjects[model.id]?[identity] = live
            return
        }
        // A new subject: started by a creating event, or met in the middle of its life.
        let subject = Subject(
            kind: .model, ordinal: numbering.next(model: model.id), role: nextRole(of: model.id), processRole: processRole, process: process,
            identity: identity.isEmpty ? nil : identity, model: model.id)
        var live = Live(subject: subject, state: model.initial, last: nil, entered: nil)
        if creates, let edge = model.transition(from: model.initial, on: name) {
            live.state = edge.to
            record(event, name, model, subject, before: model.initial, after: edge.to, .transition, previous: nil, entered: nil, bound: nil)
        } else {
            live.state = model.transitions.first { $0.event == name }?.to ?? model.initial
            record(event, name, model, subject, before: nil, after: live.state, .neverStarted, previous: nil, entered: nil, bound: nil)
        }
        live.last = event
        live.entered = event
        // A new subject, or a new one for an object whose subject ended (and left the list).
        if listed[model.id, default: []].insert(identity).inserted { order[model.id, default: []].append(identity) }
        subjects[model.id, default: [:]][identity] = live
    }

    private mutating func record(
        _ event: TraceEvent, _ name: String, _ model: CustomModel, _ subject: Subject, before: String?, after: String,
        _ outcome: ModelStep.Outcome, previous: TraceEvent?, entered: TraceEvent?, bound: TimeBound?
    ) {
        // What findings show is looked up for the steps that make them, not for every event.
        let isFinding = outcome != .transition && outcome != .passive && outcome != .neverStarted
        steps.append(ModelStep(
            event: event, model: model.id, name: name, subject: subject, before: before, after: after, outcome: outcome,
            previous: previous, entered: entered, bound: bound, allowed: isFinding ? before.map { model.allowed(in: $0).map { "\(model.id).\($0)" } } ?? [] : [],
            source: isFinding ? model.transitions.first { $0.event == name && $0.source != nil }?.source : nil))
    }
}
