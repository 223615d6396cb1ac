import TraceParser

/// See ``RuleDescription`` below: `scene_attribution`.
struct SceneAttributionRule: Rule {
    static let description = RuleDescription(
        identifier: "scene_attribution",
        name: "Scene Attribution",
        description: "Scene callbacks that print no scene pointer were attributed to the only scene that could take them",
        rationale: """
            Many logs print the scene pointer on some lines and not on others. tracecheck gives a \
            callback without a pointer to the only connected scene whose state allows it, and says \
            so, so that a reader can check the attribution. Printing the scene (print(#function, \
            scene)) removes the guesswork in apps with several windows.
            """,
        fix: "print the scene in every scene-delegate callback (print(#function, scene)), so that no line needs attributing",
        kind: .attribution, severity: .note, sources: [Source(key: "spec §12", title: "attribution of callbacks without identity", url: "docs/model.md", evidence: .inferred)],
        nonTriggeringExamples: [
            Example("""
                sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
                """),
            Example("""
                sceneWillEnterForeground(_:)
                sceneDidBecomeActive(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneWillEnterForeground(_:) <UIWindowScene: 0x101>
                sceneDidBecomeActive(_:) <UIWindowScene: 0x101>
                ↓sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                """),
        ])

    /// For each scene, its current run of steps attributed as the only candidate: the first
    /// and last step and the run's size.
    private var runs = PerTimeline<(first: Step, last: Step, count: Int)?>(nil)
    /// Findings about scenes that print no pointer, until the process's end shows whether it has
    /// several scenes.
    private var waiting: [Diagnostic] = []

    static let stepKinds: Set<SubjectKind> = [.scene]

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if case .onlyCandidate = step.attribution {
            runs[timeline.subject.key] = runs[timeline.subject.key].map { ($0.first, step, $0.count + 1) } ?? (step, step, 1)
        } else if let run = runs[timeline.subject.key] {
            runs[timeline.subject.key] = nil
            report(run, timeline, &findings)
        }
    }

    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if let run = runs.end(timeline.subject.key) { report(run, timeline, &findings) }
    }

    /// Reports a run that ended.
    private mutating func report(_ run: (first: Step, last: Step, count: Int), _ timeline: Timeline, _ findings: inout [Diagnostic]) {
        let (first, last, count) = run
        // Built in one buffer: a log dense with callbacks has one every few lines.
        var message = TextBuilder(capacity: 160)
        message.append(count == 1 ? "line " : "lines ")
        message.append(first.event.location.line)
        if count == 1 {
            message.append(": a callback that prints")
        } else {
            message.append("–")
            message.append(last.event.location.line)
            message.append(": ")
            message.append(count)
            message.append(" callbacks that print")
        }
        message.append(" no scene pointer attributed to ")
        timeline.subject.appendLabel(to: &message)
        if case .onlyCandidate(let connected) = first.attribution, connected == 1 {
            message.append(", the only connected scene")
        } else {
            message.append(", the only connected scene whose state allows them")
        }
        let finding = diagnostic(at: first.event.location, subject: timeline.subject, message: message.build())
        // Only worth saying when the log prints pointers or has several scenes, which a process
        // checked while it is read may show later.
        if timeline.subject.identity != nil { findings.append(finding) } else { waiting.append(finding) }
    }

    mutating func finish(_ process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if process.sceneCount > 1 { findings += waiting }
        waiting = []
    }
}
