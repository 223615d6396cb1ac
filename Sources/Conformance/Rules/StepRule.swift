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

    /// "after sceneDidBecomeActive(_:) (line 4)", or "at the start of the log".
    func afterText(_ step: Step?) -> String {
        guard let step else { return "at the start of its timeline" }
        return "\(step.event.event.swiftName) (line \(step.event.location.line))"
    }
}
