import TraceParser

/// A check over the timelines of a run, fed as the run goes by.
///
/// The linter walks the analysis once for every rule (``RuleWalk``): each process in order; in
/// it, each timeline, every step in order (``observe(_:at:in:of:findings:)``, for the timelines
/// of ``stepKinds``) and then the
/// timeline's end (``finish(_:of:findings:)``); then the end of the process
/// (``finish(_:findings:)``). A rule keeps the small state it needs between calls (the previous
/// step, a callback waiting for its successor, what earlier processes printed) and never walks
/// the analysis itself, so its work per step is O(1) amortized. What it keeps about a timeline
/// is kept per timeline (``PerTimeline``) and forgotten at the timeline's end: a process checked
/// while it is read hands over the steps of its timelines interleaved, in event order.
public protocol Rule: Sendable {
    /// What the rule is; its documentation and examples.
    static var description: RuleDescription { get }
    /// The kinds of timeline whose steps ``observe(_:at:in:of:findings:)`` is given; empty for
    /// rules that look only at ends. Most rules check one kind, and most steps of a log concern
    /// scenes and view controllers: the walk hands each step only to the rules of its kind.
    static var stepKinds: Set<SubjectKind> { get }
    /// Creates the rule with its default options.
    init()
    /// Creates the rule with configured options (rules without options ignore them).
    init(options: RuleOptions)
    /// Sees one step of a timeline, in order. Up to 16 earlier steps of the timeline may be read
    /// through `timeline` (``Timeline/step(at:)``; a process checked while it is read lets older
    /// ones go: a rule that needs an older step keeps it), later ones must not; `process` is the
    /// process so far (``ProcessAnalysis/sceneCount`` may still grow).
    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic])
    /// Sees the end of a timeline, after its last step.
    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic])
    /// Sees the end of a process, after its timelines.
    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic])
}

/// Rules that are off unless enabled in the configuration.
public protocol OptInRule: Rule {}

extension Rule {
    /// Rules without options are created the same way whatever the configuration says.
    public init(options: RuleOptions) { self.init() }

    /// Every kind: a rule that checks steps of all timelines.
    public static var stepKinds: Set<SubjectKind> { Set(SubjectKind.allCases) }

    public mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {}
    public mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {}
    public mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {}

    /// The findings of this rule alone for an analysis, at its default severity.
    public func validate(_ analysis: TraceAnalysis) -> [Diagnostic] {
        var rules: [any Rule] = [self]
        return RuleWalk.run(&rules, over: analysis)[0]
    }

    /// A diagnostic of this rule at its default severity.
    func diagnostic(
        at location: TraceLocation, subject: Subject?, message: String, step: Step? = nil, model: StateMachine? = nil,
        notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.identifier, severity: Self.description.severity, location: location,
            subject: subject, stateBefore: step?.before.rawValue,
            allowed: step.flatMap { step in model?.changes(from: step.before) } ?? [], message: message, notes: notes,
            sourceURL: Self.description.sources.first?.url)
    }
}
