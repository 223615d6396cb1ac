import TraceParser

/// A callback that leaves a state sooner or later than its edge's time bound allows.
struct TimingRule: Rule {
    /// The model the rule's model examples are read with: a download that must finish within 30 s
    /// of starting and may retry only 1 s after failing.
    static let exampleConfiguration = """
        formats:
          - name: dl
            pattern: '(?<timestamp>\\S+) DL (?<subject>\\w+) (?<event>\\w+)$'
        callbacks: { start: download.start, finish: download.finish, fail: download.fail, retry: download.retry }
        models:
          - id: download
            states: [idle, running, failed, done]
            initial: idle
            terminal: [done]
            transitions:
              - { from: idle, event: start, to: running }
              - { from: running, event: finish, to: done, within: 30s }
              - { from: running, event: fail, to: failed }
              - { from: failed, event: retry, to: running, after: 1s }
        """

    static let description = RuleDescription(
        identifier: "timing",
        name: "Timing",
        description: "A callback comes sooner or later after the state it leaves began than its edge allows",
        rationale: """
            Some edges have a clock: the watchdog ends a launch that takes about 20 seconds \
            (Apple shows a scene-create allowance of 19.97 s), and apps declare their own bounds \
            on the edges of their models (`within: 30s`, `after: 1s`). The time is measured from \
            the callback that entered the state to the callback that leaves it, by the timestamps \
            the log prints (a log without them is not timed; a time without a date that goes \
            back more than 12 hours crossed midnight; times printed in different forms are not \
            compared). The built-in models bound only what Apple documents: \
            application(_:didFinishLaunchingWithOptions:) within 20 s of \
            application(_:willFinishLaunchingWithOptions:). The watchdog does not run under \
            Xcode's debugger, so a slow launch in a console log warns of what a device would do.
            """,
        fix: "move the slow work off the main thread and out of the callbacks before this one, or change the bound if the model's is wrong",
        kind: .state, severity: .warning, sources: [.a21, ModelRuleSupport.source],
        nonTriggeringExamples: [
            Example("""
                2024-03-02 11:00:00.000 Shop[10:20] application(_:willFinishLaunchingWithOptions:)
                2024-03-02 11:00:02.500 Shop[10:20] application(_:didFinishLaunchingWithOptions:)
                """),
            Example("""
                application(_:willFinishLaunchingWithOptions:)
                application(_:didFinishLaunchingWithOptions:)
                """),
            Example("2024-03-02T11:00:00Z DL a start\n2024-03-02T11:00:29Z DL a finish", configuration: exampleConfiguration),
            Example("2024-03-02T11:00:00Z DL a start\n2024-03-02T11:00:05Z DL a fail\n2024-03-02T11:00:07Z DL a retry", configuration: exampleConfiguration),
        ],
        triggeringExamples: [
            Example("""
                2024-03-02 11:00:00.000 Shop[10:20] application(_:willFinishLaunchingWithOptions:)
                ↓2024-03-02 11:00:24.100 Shop[10:20] application(_:didFinishLaunchingWithOptions:)
                """),
            Example("2024-03-02T11:00:00Z DL a start\n↓2024-03-02T11:00:31.5Z DL a finish", configuration: exampleConfiguration),
            Example("2024-03-02T11:00:00Z DL a start\n2024-03-02T11:00:05Z DL a fail\n↓2024-03-02T11:00:05.200Z DL a retry", configuration: exampleConfiguration),
        ])

    static let observesModelSteps = true
    /// Every built-in kind: a bound may sit on any model's edge.
    static let stepKinds = Set(SubjectKind.allCases).subtracting([.model])
    /// Only the events of bounded edges.
    static let stepEvents = LifecycleEventSet(LifecycleModels.all.flatMap { $0.transitions.filter { $0.bound != nil }.map(\.event) })

    func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard case .legal(let edge) = step.outcome, let bound = edge.bound, let entered = timeline.previousStateChange(before: index) else { return }
        guard var finding = check(bound, from: entered.event, named: entered.event.event.swiftName, to: step.event, named: step.event.event.swiftName, subject: timeline.subject)
        else { return }
        finding.stateBefore = step.before.rawValue
        finding.allowed = timeline.model.changes(from: step.before, number: step.beforeNumber)
        finding.explain(step, at: index, in: timeline)
        finding.lastChangeLine = entered.event.location.line
        findings.append(finding)
    }

    func observe(_ step: ModelStep, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        guard let bound = step.bound, let entered = step.entered,
            var finding = check(bound, from: entered, named: entered.modelEvent ?? "", to: step.event, named: step.id, subject: step.subject)
        else { return }
        finding.stateBefore = step.before
        finding.sourceURL = ModelRuleSupport.source.url
        finding.lastChangeLine = entered.location.line
        finding.resumedState = step.after
        findings.append(finding)
    }

    /// The finding for the edge from `start` to `end` when the time between them breaks `bound`.
    private func check(_ bound: TimeBound, from start: TraceEvent, named startName: String, to end: TraceEvent, named endName: String, subject: Subject) -> Diagnostic? {
        guard let seconds = TimeBound.duration(from: start.timestamp, to: end.timestamp) else { return nil }
        let limit: String
        if let within = bound.within, seconds > within {
            limit = "more than the \(TimeBound.text(within)) its edge allows"
        } else if let after = bound.after, seconds < after {
            limit = "sooner than the \(TimeBound.text(after)) its edge requires"
        } else {
            return nil
        }
        var finding = diagnostic(
            at: end.location, subject: subject,
            message: "\(endName) came \(TimeBound.text(seconds)) after \(startName) (line \(start.location.line)), \(limit)",
            notes: [Diagnostic.Note("the state began here", at: start.location)])
        if let declared = bound.declaredAt { finding.notes.append(Diagnostic.Note("the bound is declared here", at: declared)) }
        return finding
    }
}
