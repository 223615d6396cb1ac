import TraceParser

/// Helpers for rules that look at the steps of timelines.
extension Rule {
    /// Every step of every timeline of the given kinds, with its timeline.
    func steps(of kinds: Set<SubjectKind>, in analysis: TraceAnalysis) -> [(timeline: Timeline, index: Int, step: Step)] {
        analysis.timelines.filter { kinds.contains($0.subject.kind) }.flatMap { timeline in
            timeline.steps.enumerated().map { (timeline, $0.offset, $0.element) }
        }
    }

    /// The last state-changing step before `index`, for "between A and B" messages.
    func previousChange(in timeline: Timeline, before index: Int) -> Step? {
        timeline.steps[..<index].last { step in
            switch step.outcome {
            case .legal, .gap, .firstSeen, .unprintedBetween: return true
            default: return false
            }
        }
    }

    /// The finding for a gap: "missing X between A (line n) and B", with the step's state.
    func gapDiagnostic(_ timeline: Timeline, index: Int, step: Step, missing: [LifecycleEvent], suffix: String = "") -> Diagnostic {
        diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "missing \(missing.spelled) between \(afterText(previousChange(in: timeline, before: index))) and \(step.event.event.swiftName)\(suffix)",
            step: step, model: timeline.model)
    }

    /// "after sceneDidBecomeActive(_:) (line 4)", or "at the start of the log".
    func afterText(_ step: Step?) -> String {
        guard let step else { return "at the start of its timeline" }
        return "\(step.event.event.swiftName) (line \(step.event.location.line))"
    }
}
