import TraceParser

/// A check over the timelines of a run, fed as the run goes by.
///
/// The engine feeds every rule in one pass (``RuleSet``), and each rule only what it declares:
/// as a process's events are read, those of ``eventKinds`` (``observe(_:of:findings:)``, in
/// order, before the steps they make); the steps of the timelines of ``stepKinds``
/// (``observe(_:at:in:of:findings:)``, each timeline's in order, timelines interleaved as their
/// events came); model steps as they are made (``observesModelSteps``); then each timeline's end
/// (``finish(_:of:findings:)``) and the process's end (``finish(_:findings:)``). A rule keeps
/// what it needs between calls itself (the previous step, a callback waiting for its successor,
/// the discards of the process, what earlier processes printed) and never walks the analysis,
/// so its work per step is O(1) amortized: the analysis keeps no event for it. What it keeps
/// about a timeline is kept per timeline (``PerTimeline``) and forgotten at the timeline's end;
/// what it keeps about a process, it forgets at the process's end.
public protocol Rule: Sendable {
    /// What the rule is; its documentation and examples.
    static var description: RuleDescription { get }
    /// The kinds of timeline whose steps ``observe(_:at:in:of:findings:)`` is given; empty for
    /// rules that look only at ends. Most rules check one kind, and most steps of a log concern
    /// scenes and view controllers: the engine hands each step only to the rules of its kind.
    static var stepKinds: Set<SubjectKind> { get }
    /// Of the steps of ``stepKinds``, the kinds of event whose steps it is given (every kind by
    /// default): a rule about disconnections sees those steps only.
    static var stepEvents: LifecycleEventSet { get }
    /// The kinds of event ``observe(_:of:findings:)`` is given, as the events of a process are
    /// read; empty (the default) for rules that look at steps and ends only.
    static var eventKinds: LifecycleEventSet { get }
    /// Whether ``observe(_:of:findings:)-(ModelStep,_,_)`` is given the steps of the models of
    /// `.tracecheck.yml` (false by default).
    static var observesModelSteps: Bool { get }
    /// Whether it checks the models of `.tracecheck.yml` (a ``ModelRule``), asked without a
    /// dynamic cast: the first cast of each rule type scans every conformance of the binary.
    static var checksModels: Bool { get }
    /// Whether it is off unless enabled in the configuration (an ``OptInRule``), asked
    /// without a dynamic cast.
    static var isOptIn: Bool { get }
    /// Creates the rule with its default options.
    init()
    /// Creates the rule with configured options (rules without options ignore them).
    init(options: RuleOptions)
    /// Sees one step of a timeline, in order. Up to 16 earlier steps of the timeline may be read
    /// through `timeline` (``Timeline/step(at:)``; the analysis lets older ones go: a rule that
    /// needs an older step keeps it), later ones must not; `process` is the process so far
    /// (``ProcessAnalysis/sceneCount`` may still grow while a long process is read).
    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic])
    /// Sees an event of ``eventKinds``, in order, before the steps it makes; `process` is the
    /// process so far, with the app's state before the event (``ProcessAnalysis/appState``).
    mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic])
    /// Sees a step of a model of `.tracecheck.yml` as it is made (``observesModelSteps``).
    mutating func observe(_ step: ModelStep, of process: ProcessAnalysis, findings: inout [Diagnostic])
    /// Sees the end of a timeline, after its last step.
    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic])
    /// Sees the end of a process, after its timelines.
    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic])
}

/// Rules that are off unless enabled in the configuration.
public protocol OptInRule: Rule {}

extension OptInRule {
    public static var isOptIn: Bool { true }
}

extension Rule {
    /// Rules without options are created the same way whatever the configuration says.
    public init(options: RuleOptions) { self.init() }

    /// Every kind: a rule that checks steps of all timelines.
    public static var stepKinds: Set<SubjectKind> { Set(SubjectKind.allCases) }

    /// Steps of every kind of event.
    public static var stepEvents: LifecycleEventSet { .all }
    /// No event: most rules look at steps.
    public static var eventKinds: LifecycleEventSet { [] }
    public static var observesModelSteps: Bool { false }
    public static var checksModels: Bool { false }
    public static var isOptIn: Bool { false }

    public mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {}
    public mutating func observe(_ event: TraceEvent, of process: ProcessAnalysis, findings: inout [Diagnostic]) {}
    public mutating func observe(_ step: ModelStep, of process: ProcessAnalysis, findings: inout [Diagnostic]) {}
    public mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {}
    public mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {}

    /// The findings of this rule alone for an analysis, at its default severity.
    public func validate(_ analysis: TraceAnalysis) -> [Diagnostic] {
        analysis.check([self])[0]
    }

    /// A diagnostic of this rule at its default severity.
    func diagnostic(
        at location: TraceLocation, subject: Subject?, message: String, step: Step? = nil, model: StateMachine? = nil,
        notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.identifier, severity: Self.description.severity, location: location,
            subject: subject, stateBefore: step?.before.rawValue,
            allowed: step.flatMap { step in model?.changes(from: step.before, number: step.beforeNumber) } ?? [], message: message, notes: notes,
            sourceURL: Self.description.sources.first?.url, fix: Self.description.fix)
    }
}
