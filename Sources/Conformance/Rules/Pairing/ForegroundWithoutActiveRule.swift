import TraceParser

/// See ``RuleDescription`` below: `foreground_without_active`.
struct ForegroundWithoutActiveRule: Rule {
    static let description = RuleDescription(
        identifier: "foreground_without_active",
        name: "Foreground Without Active",
        description: "sceneWillEnterForeground(_:) is not followed by sceneDidBecomeActive(_:)",
        rationale: """
            Apple documents sceneWillEnterForeground(_:) as "invariably followed" by \
            sceneDidBecomeActive(_:). Devices do break that: a scene swiped away right after it came \
            to the foreground gets sceneDidEnterBackground(_:) next (forum thread 732170). Work \
            started in willEnterForeground then never sees the active state. It is a warning when \
            another state change follows, and a note when the log ends or the scene disconnects.
            """,
        fix: "undo in sceneDidEnterBackground(_:) and sceneDidDisconnect(_:) whatever sceneWillEnterForeground(_:) started; do not wait for sceneDidBecomeActive(_:) to finish it",
        kind: .pairing, severity: .warning, sources: [.a3, .d1],
        nonTriggeringExamples: [
            Example("""
                sceneWillEnterForeground(_:)
                scene(_:continue:)
                sceneDidBecomeActive(_:)
                """),
        ],
        triggeringExamples: [
            Example("""
                sceneDidBecomeActive(_:)
                ↓sceneWillEnterForeground(_:) <UIWindowScene: 0x103e06510>
                sceneDidEnterBackground(_:) <UIWindowScene: 0x103e06510>
                """),
            Example("""
                sceneDidBecomeActive(_:)
                sceneWillResignActive(_:)
                sceneDidEnterBackground(_:)
                ↓sceneWillEnterForeground(_:)
                """),
        ])

    /// For each scene, its willEnterForeground steps waiting for the next step that changes the
    /// state (or repeats).
    private var waiting = PerTimeline<[Step]>([])

    static let stepKinds: Set<SubjectKind> = [.scene]

    mutating func observe(_ step: Step, at index: Int, in timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        let key = timeline.subject.key
        if step.before != step.after || step.outcome == .repeated {
            for foreground in waiting[key] { check(foreground, next: step, timeline, &findings) }
            waiting[key].removeAll()
        }
        if step.event.event == .sceneWillEnterForeground, step.after == .foregroundInactive,
            !timeline.callbacks.neverPrints(.sceneDidBecomeActive)
        {
            waiting[key].append(step)
        }
    }

    mutating func finish(_ timeline: Timeline, of process: ProcessAnalysis, findings: inout [Diagnostic]) {
        for foreground in waiting.end(timeline.subject.key) { check(foreground, next: nil, timeline, &findings) }
    }

    private func check(_ step: Step, next: Step?, _ timeline: Timeline, _ findings: inout [Diagnostic]) {
        if next?.event.event == .sceneDidBecomeActive { return }
        var finding = diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: next.map { "sceneWillEnterForeground(_:) followed by \($0.event.event.swiftName) (line \($0.event.location.line)), not by sceneDidBecomeActive(_:)" }
                ?? "sceneWillEnterForeground(_:) is the scene's last callback in the log; sceneDidBecomeActive(_:) did not follow",
            step: step, model: timeline.model)
        if next == nil || next?.event.event == .sceneDidDisconnect { finding.severity = .note }
        // Apps that never print sceneDidBecomeActive(_:) are not checked: only the file's end tells.
        if timeline.callbacks.isOpen(.sceneDidBecomeActive) { finding.condition = .requiresPrinted(.sceneDidBecomeActive) }
        findings.append(finding)
    }
}
