import TraceParser

/// Helpers for rules that look at the steps of timelines.
extension Rule {
    /// The finding for a gap: "missing X between A (line n) and B", with the step's state.
    /// A note when some missing callbacks are never printed in the file: then the log may simply
    /// not record them. While the file is still being read, the note waits for its end.
    func gapDiagnostic(_ timeline: Timeline, index: Int, step: Step, missing: [LifecycleEvent], suffix: String = "") -> Diagnostic {
        let unprinted = missing.filter(timeline.callbacks.neverPrints)
        var finding = diagnostic(
            at: step.event.location, subject: timeline.subject,
            message: "missing \(missing.spelled) \(betweenText(timeline.previousChange(before: index), step))\(suffix)",
            step: step, model: timeline.model, notes: unprinted.isEmpty ? [] : [FileCondition.neverPrintedNote(unprinted, soFar: timeline.callbacks.isSoFar)])
        if missing.contains(where: timeline.callbacks.isOpen) { finding.condition = .neverPrintedNote(missing: missing) }
        return finding
    }

    /// "between sceneDidBecomeActive(_:) (line 4) and sceneDidEnterBackground(_:)", or "before
    /// sceneDidBecomeActive(_:)" for the first callback of a timeline.
    func betweenText(_ previous: Step?, _ step: Step) -> String {
        guard let previous else { return "before \(step.event.event.swiftName), the first callback of its timeline" }
        return "between \(afterText(previous)) and \(step.event.event.swiftName)"
    }

    /// "sceneDidBecomeActive(_:) (line 4)".
    func afterText(_ step: Step) -> String {
        "\(step.event.event.swiftName) (line \(step.event.location.line))"
    }
}
