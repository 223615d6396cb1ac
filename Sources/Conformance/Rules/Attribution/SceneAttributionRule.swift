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

    /// The current run of steps attributed as the only candidate: its first step and its size.
    private var run: (first: Step, last: Step, count: Int)?

    static let stepKinds: Set<SubjectKind> = [.scene]

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        if case .onlyCandidate = step.attribution {
            run = run.map { ($0.first, step, $0.count + 1) } ?? (step, step, 1)
        } else {
            close(timeline, process, &findings)
        }
    }

    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        close(timeline, process, &findings)
    }

    /// Reports the current run, if any.
    private mutating func close(_ timeline: Timeline, _ process: ProcessAnalysis, _ findings: inout [Diagnostic]) {
        guard let (first, last, count) = run else { return }
        run = nil
        // Only worth saying when the log prints pointers or has several scenes.
        guard timeline.subject.identity != nil || process.scenes.count > 1 else { return }
        let lines = count == 1 ? "line \(first.event.location.line)" : "lines \(first.event.location.line)–\(last.event.location.line)"
        let callbacks = count == 1 ? "a callback that prints" : "\(count) callbacks that print"
        let why: String
        if case .onlyCandidate(let connected) = first.attribution, connected == 1 {
            why = "the only connected scene"
        } else {
            why = "the only connected scene whose state allows them"
        }
        findings.append(diagnostic(
            at: first.event.location, subject: timeline.subject,
            message: "\(lines): \(callbacks) no scene pointer attributed to \(timeline.subject.label), \(why)"))
    }

    /// Consecutive steps attributed as the only candidate.
    private func runs(in timeline: Timeline) -> [[Step]] {
        var runs: [[Step]] = []
        var current: [Step] = []
        for step in timeline.steps {
            if case .onlyCandidate = step.attribution {
                current.append(step)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}
